import { DEFAULT_AVATAR } from "@/lib/storage/urls";

/** A member's picture in the header, round, 36 px: the default one for a visitor. */
export function Avatar({ src }: { src?: string | null }) {
  return (
    <img
      src={src || DEFAULT_AVATAR}
      alt=""
      width={36}
      height={36}
      className="h-9 w-9 shrink-0 rounded-full border border-gray-200 object-cover"
    />
  );
}

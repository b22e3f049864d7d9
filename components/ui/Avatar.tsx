import { DEFAULT_AVATAR, mediaUrl } from "@/lib/storage/urls";

/** A member's picture beside their name (decorative: the name says who), or the default avatar. */
export function Avatar({
  path,
  size,
  className,
}: {
  path: string | null | undefined;
  size: number;
  className: string;
}) {
  return (
    <img
      src={mediaUrl(path) ?? DEFAULT_AVATAR}
      alt=""
      width={size}
      height={size}
      className={`shrink-0 rounded-full object-cover ${className}`}
    />
  );
}

import type { PublicUser } from "@/lib/profiles/public";
import { DEFAULT_AVATAR, DEFAULT_COVER, mediaUrl } from "@/lib/media/client/urls";
import { memberNoun } from "@/lib/catalog";
import { AvailabilityBadge } from "./AvailabilityBadge";
import { PageImage } from "@/components/ui/PageImage";

export function ProfileHeader({ user, introduction }: { user: PublicUser; introduction: string }) {
  return (
    <header>
      <PageImage
        src={mediaUrl(user.headerPictures.cover) ?? DEFAULT_COVER}
        alt=""
        width={1200}
        height={360}
        className="h-40 w-full object-cover sm:h-56 md:h-72"
        fetchPriority="high"
      />
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 sm:flex-row sm:items-end">
        <PageImage
          src={mediaUrl(user.headerPictures.profile) ?? DEFAULT_AVATAR}
          alt={`${user.name}, ${memberNoun(user.subcategory)}`}
          width={160}
          height={160}
          className="-mt-16 h-32 w-32 rounded-full border-4 border-white bg-white object-cover shadow-md sm:h-40 sm:w-40"
        />
        <div className="pb-2">
          <h1 className="flex items-center gap-2 text-3xl font-bold">
            {user.name}
            {user.rate && (
              <span
                className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-ink-900"
                title="Verified by Castfolio's team"
              >
                ★ Verified
              </span>
            )}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-gray-700">
            {user.subcategory} · {user.category} <AvailabilityBadge availability={user.availability} />
          </p>
          <p className="text-xs text-gray-600">
            User ID: <span data-testid="user-id">{user._id}</span>
          </p>
        </div>
      </div>
      <p className="mx-auto mt-4 max-w-6xl px-4 text-gray-700" data-testid="introduction">
        {introduction}
      </p>
    </header>
  );
}

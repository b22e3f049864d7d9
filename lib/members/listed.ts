import type { Prisma } from "../generated/prisma/client.ts";

// When a member's profile goes public. A brand-new account is a name and a category: listing it would fill
// listings and search with blank cards and give crawlers empty pages. A profile is listed (in listings,
// search, the sitemap, and indexable) once it has a profile picture or its details have been saved. The
// search index holds listed members only (lib/search/reindex.ts), so every listing, search and sitemap
// follows this rule without saying it again.

export function isListed(member: { profilePic: string | null }, savedDetails: unknown): boolean {
  return Boolean(member.profilePic) || Boolean(savedDetails);
}

/** isListed as a query condition on members. */
export const LISTED_MEMBER = {
  OR: [
    { profilePic: { not: null } },
    { artist: { isNot: null } },
    { technician: { isNot: null } },
    { musician: { isNot: null } },
    { writerDirector: { isNot: null } },
    { cameraUnit: { isNot: null } },
    { location: { isNot: null } },
  ],
} satisfies Prisma.UserWhereInput;

import "server-only";
import { videoAnswer } from "../media/video-answer.ts";
import { currentAvailability, memberAvailability, type Availability } from "./availability-states.ts";
import { cached, memberTag } from "../server/cache.ts";
import { findCategory } from "../catalog.ts";
import { db } from "../server/db.ts";
import { isId } from "../ids.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { publicDetails } from "./kinds/index.ts";
import { isListed } from "../members/listed.ts";
import { profileTable } from "../members/profile-tables.ts";
import type { PublicUser } from "./views.ts";

// The public view of a member: what GET /api/user/{id} answers and the profile page shows. Only
// public fields leave the server: never email, phone, password hash, status, allergies, the exact date of
// birth (the age instead), measurements, intimate-content preferences (lib/profiles/private-details.ts) or
// the artist's outfit and work-location preferences. A minor waiting for their guardian is not shown.

const mediaInclude = {
  media: {
    where: { kind: { in: ["PROFILE_PIC", "COVER_PIC", "IMAGE", "VIDEO", "PORTFOLIO", "WORK_SAMPLE"] } },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
  },
} satisfies Prisma.UserInclude;

type UserWithMedia = Prisma.UserGetPayload<{ include: typeof mediaInclude; omit: { passwordHash: true } }>;

function toPublic(
  user: UserWithMedia,
  details: Record<string, unknown>,
  availability: Availability,
  listed: boolean,
): PublicUser {
  const ofKind = (k: string) => user.media.filter((m) => m.kind === k);
  const images = ofKind("IMAGE");
  const videos = ofKind("VIDEO").filter((m) => m.status === "READY");
  const samples = ofKind("WORK_SAMPLE").map((m) => m.path);
  const variant = (path: string | null, size: "cardPath" | "galleryPath") =>
    (path && user.media.find((m) => m.path === path)?.[size]) || path;
  return {
    _id: user.id,
    name: user.name,
    gender: user.gender,
    category: user.category,
    subcategory: user.subcategory,
    profilePic: user.profilePic,
    coverPic: user.coverPic,
    headerPictures: { profile: variant(user.profilePic, "cardPath"), cover: variant(user.coverPic, "galleryPath") },
    rate: user.rate,
    listed,
    availability,
    createdAt: user.createdAt.toISOString(),
    additionalDetails: {
      ...details,
      profilePic: user.profilePic,
      images: images.map((m) => m.path),
      imageVariants: images.map((m) => ({
        path: m.path,
        card: m.cardPath ?? undefined,
        gallery: m.galleryPath ?? undefined,
        width: m.width ?? undefined,
        height: m.height ?? undefined,
      })),
      // A video is public once its MP4 is made.
      videoUpload: videos.map((m) => m.path),
      videos: videos.map(videoAnswer),
      pdfUpload: ofKind("PORTFOLIO")[0]?.path ?? null,
      ...(samples.length ? { previousWorkSamples: samples } : {}),
    },
  };
}

/** The public view of one member, or null when there is no such member. */
export async function findPublicUser(id: string): Promise<PublicUser | null> {
  if (!isId(id)) return null;
  // The member and their media first, then the one profile table of their category: three queries
  // where including all six profile relations would take eight.
  const user = await db().user.findUnique({ where: { id }, include: mediaInclude });
  if (!user || user.accountType !== "TALENT" || user.suspendedAt || user.awaitingGuardian) return null;
  const kind = findCategory(user.category)?.kind;
  const profile = kind ? await profileTable(db(), kind).findUnique({ where: { userId: id } }) : null;
  const own = memberAvailability(user, kind === "location" ? (profile ?? {}) : undefined);
  return toPublic(
    user,
    kind && profile ? publicDetails(kind, profile, user.gender) : {},
    currentAvailability(own.state, own.until),
    isListed(user, profile),
  );
}

/** findPublicUser, kept between requests until the member changes (lib/profiles/refresh-pages.ts) or a minute passes. */
export function cachedPublicUser(id: string): Promise<PublicUser | null> {
  if (!isId(id)) return Promise.resolve(null);
  return cached(["public-user", id], [memberTag(id)], 60, () => findPublicUser(id));
}

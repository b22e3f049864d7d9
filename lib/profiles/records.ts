import "server-only";
import { videoAnswer, type VideoAnswer } from "../media/video-answer.ts";
import { isMinor } from "../members/minors.ts";
import { findCategory } from "../catalog.ts";
import { db, type Db } from "../server/db.ts";
import { mediaUrl } from "../storage/urls.ts";
import type { ProfileDefinition } from "./definition.ts";
import { formFor } from "./kinds/index.ts";
import { profileTable, type ProfileTableName } from "../members/profile-tables.ts";

export interface SavedMedia {
  id: string;
  path: string;
  /** A small variant for thumbnails, where there is one. */
  thumb: string | null;
  mimeType: string;
  /** A video's state: processing until its MP4 is made, or failed with the reason. */
  video?: Pick<VideoAnswer, "status" | "failure">;
}

/** A stored file as the owner's form record lists it, with the id DELETE /api/media/{id} takes. */
export interface StoredFileEntry {
  id: string;
  kind: string;
  path: string;
  url: string;
  mimeType: string;
  position: number;
}

export interface ProfileRecord {
  definition: ProfileDefinition;
  /** The form record as GET /api/<kind>/{userId} answers it; null before the first save. */
  record:
    | (Record<string, unknown> & {
        images: string[];
        videoUpload: string[];
        pdfUpload: string | null;
        /** Send it back with a save: a save from an older version is refused (409). */
        version: number;
        /** Every stored file of the member, pictures included. */
        media: StoredFileEntry[];
      })
    | null;
  media: { images: SavedMedia[]; video: SavedMedia | null; portfolio: SavedMedia | null; samples: SavedMedia[] };
  /** The member is a minor: their form (`definition`) has no measurements or intimate-content options. */
  minor: boolean;
}

/** The member's form, their saved profile in the form's terms, and their saved media (`client`: a transaction). */
export async function readProfileRecord(
  user: { id: string; category: string; subcategory: string; gender: string },
  client: Pick<Db, "media" | "guardian" | ProfileTableName> = db(),
): Promise<ProfileRecord | null> {
  const kind = findCategory(user.category)?.kind;
  if (!kind) return null;
  const [row, media, guardian] = await Promise.all([
    profileTable(client, kind).findUnique({ where: { userId: user.id } }),
    client.media.findMany({ where: { userId: user.id }, orderBy: [{ position: "asc" }, { createdAt: "asc" }] }),
    client.guardian.findUnique({ where: { userId: user.id }, select: { userId: true } }),
  ]);
  const dateOfBirth = (row as { dateOfBirth?: Date | null } | null)?.dateOfBirth;
  const minor = isMinor({ subcategory: user.subcategory, dateOfBirth, guardian: Boolean(guardian) });
  const definition = formFor(kind, user.gender, minor)!;
  const saved = (kind: string) =>
    media
      .filter((m) => m.kind === kind)
      .map((m) => ({
        id: m.id,
        path: m.path,
        thumb: m.cardPath,
        mimeType: m.mimeType,
        ...(m.mimeType.startsWith("video/") ? { video: videoAnswer(m) } : {}),
      }));
  const images = saved("IMAGE");
  const video = saved("VIDEO")[0] ?? null;
  const portfolio = saved("PORTFOLIO")[0] ?? null;
  const samples = saved("WORK_SAMPLE");
  return {
    definition,
    record: row
      ? {
          ...definition.fromRow(row),
          images: images.map((m) => m.path),
          videoUpload: video ? [video.path] : [],
          pdfUpload: portfolio?.path ?? null,
          ...(definition.workSamples ? { previousWorkSamples: samples.map((m) => m.path) } : {}),
          version: Number(row.version ?? 0),
          media: media.map((m) => ({
            id: m.id,
            kind: m.kind,
            path: m.path,
            url: mediaUrl(m.path)!,
            mimeType: m.mimeType,
            position: m.position,
            ...(m.mimeType.startsWith("video/") ? { video: videoAnswer(m) } : {}),
          })),
        }
      : null,
    media: { images, video, portfolio, samples },
    minor,
  };
}

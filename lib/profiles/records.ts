import "server-only";
import { findCategory } from "../catalog.ts";
import { db } from "../db.ts";
import type { ProfileDefinition } from "./definition.ts";
import { formFor } from "./kinds/index.ts";
import { profileTable } from "./tables.ts";

export interface SavedMedia {
  id: string;
  path: string;
  /** A small variant for thumbnails, where there is one. */
  thumb: string | null;
  mimeType: string;
}

export interface ProfileRecord {
  definition: ProfileDefinition;
  /** The form record as GET /api/<kind>/{userId} answers it; null before the first save. */
  record: (Record<string, unknown> & { images: string[]; videoUpload: string[]; pdfUpload: string | null }) | null;
  media: { images: SavedMedia[]; video: SavedMedia | null; portfolio: SavedMedia | null; samples: SavedMedia[] };
}

/** The member's form, their saved profile in the form's terms, and their saved media. */
export async function readProfileRecord(user: {
  id: string;
  category: string;
  gender: string;
}): Promise<ProfileRecord | null> {
  const definition = formFor(findCategory(user.category)?.kind, user.gender);
  if (!definition) return null;
  const [row, media] = await Promise.all([
    profileTable(db(), definition.kind).findUnique({ where: { userId: user.id } }),
    db().media.findMany({
      where: { userId: user.id, kind: { in: ["IMAGE", "VIDEO", "PORTFOLIO", "WORK_SAMPLE"] } },
      orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    }),
  ]);
  const saved = (kind: string) =>
    media
      .filter((m) => m.kind === kind)
      .map((m) => ({ id: m.id, path: m.path, thumb: m.cardPath, mimeType: m.mimeType }));
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
        }
      : null,
    media: { images, video, portfolio, samples },
  };
}

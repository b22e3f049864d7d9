import "server-only";
import type { MediaKind } from "../generated/prisma/enums.ts";
import { AppError } from "../errors.ts";
import { UploadError } from "./errors.ts";
import { processImage, TooManyPixels } from "./images.ts";
import type { UploadedFile } from "./parse-upload.ts";
import { newStoredPath } from "../storage/paths.ts";

/** One file to store: bytes we produced, or a received temporary file. */
export type FileWrite = { path: string; data: Buffer } | { path: string; localFile: string };

/** A processed upload, ready for commitMedia: the Media row it becomes and the files behind it. */
export interface PendingMedia {
  field: string;
  kind: MediaKind;
  row: {
    path: string;
    mimeType: string;
    size: number;
    width: number | null;
    height: number | null;
    cardPath: string | null;
    galleryPath: string | null;
  };
  writes: FileWrite[];
}

async function prepareImage(userId: string, file: UploadedFile, signal?: AbortSignal): Promise<PendingMedia> {
  let picture;
  try {
    picture = await processImage(file.path, { owner: userId, signal });
  } catch (error) {
    // A full queue, or a request that went away: not the picture's fault.
    if (error instanceof AppError || signal?.aborted) throw error;
    if (error instanceof TooManyPixels)
      throw new UploadError("too-large", file.field, { key: "uploads.tooManyPixels" });
    throw new UploadError("unsupported-type", file.field, { key: "uploads.unreadable" });
  }
  const path = newStoredPath(userId, picture.ext);
  return {
    field: file.field,
    kind: file.kind,
    // The card and gallery variants come later, from a job (lib/media/variants.ts).
    row: {
      path,
      mimeType: picture.mime,
      size: picture.data.length,
      width: picture.width,
      height: picture.height,
      cardPath: null,
      galleryPath: null,
    },
    writes: [{ path, data: picture.data }],
  };
}

/**
 * Turns verified uploads into pending media for `userId`: pictures re-encoded and watermarked (in memory,
 * a few hundred KB each; commitMedia queues their variants), videos and documents left in their temporary
 * files.
 * Nothing is stored yet. Throws an UploadError naming the field for a picture sharp cannot decode.
 */
export async function prepareMedia(
  userId: string,
  files: readonly UploadedFile[],
  signal?: AbortSignal,
): Promise<PendingMedia[]> {
  return Promise.all(
    files.map(async (file) => {
      if (file.mimeType.startsWith("image/")) return prepareImage(userId, file, signal);
      const path = newStoredPath(userId, file.ext);
      return {
        field: file.field,
        kind: file.kind,
        row: {
          path,
          mimeType: file.mimeType,
          size: file.size,
          width: null,
          height: null,
          cardPath: null,
          galleryPath: null,
        },
        writes: [{ path, localFile: file.path }],
      };
    }),
  );
}

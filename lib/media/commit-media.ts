import "server-only";
import { db as defaultDb, type Db } from "../server/db.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { MediaKind } from "../generated/prisma/enums.ts";
import { storageFailure } from "./errors.ts";
import { createLimiter } from "./limiter.ts";
import type { PendingMedia } from "./prepare-media.ts";
import { storage as defaultStorage, type Storage } from "../storage/index.ts";
import { queueVariants } from "./variants.ts";
import { queueVideoProcessing } from "./video-processing.ts";

/** Kinds a member has at most one of: a new one replaces the old. The others accumulate. */
export const SINGLE_KINDS: ReadonlySet<MediaKind> = new Set<MediaKind>([
  "PROFILE_PIC",
  "COVER_PIC",
  "VIDEO",
  "PORTFOLIO",
]);
/** The User columns that mirror the current picture of a kind (the user record's profilePic, coverPic). */
const USER_COLUMN: Partial<Record<MediaKind, "profilePic" | "coverPic">> = {
  PROFILE_PIC: "profilePic",
  COVER_PIC: "coverPic",
};

/** What the write callback of commitMedia gets: the transaction, and the media operations inside it. */
export interface MediaWriter {
  tx: Prisma.TransactionClient;
  userId: string;
  /** Adds each pending file under its own kind: single kinds replace the old file, images and samples append. */
  attach(media: PendingMedia | readonly PendingMedia[]): Promise<void>;
  /** Makes these files the member's only media of `kind`. An empty list changes nothing. */
  replace(kind: MediaKind, media: readonly PendingMedia[]): Promise<void>;
  /** Adds these files after the member's existing media of `kind`. */
  append(kind: MediaKind, media: readonly PendingMedia[]): Promise<void>;
  /** Deletes the member's media of a kind, or the given ids (of this member only). Returns how many rows went. */
  remove(selection: { kind?: MediaKind; ids?: readonly string[] }): Promise<number>;
}

export interface CommitOptions {
  prisma?: Db;
  files?: Storage;
}

const STORED_FILES = { path: true, cardPath: true, galleryPath: true, posterPath: true, originalPath: true } as const;
type StoredFiles = { [K in keyof typeof STORED_FILES]: K extends "path" ? string : string | null };
type OldRow = StoredFiles & { id: string; kind: MediaKind };
const filesOf = (row: StoredFiles) => Object.values(row).filter((p): p is string => Boolean(p));

/** What a commit recorded that a job completes: pictures' variants, videos' MP4s. */
interface NewMedia {
  withoutVariants: string[];
  videos: number;
}

const writeLimit = createLimiter(4);

async function removeQuietly(files: Storage, paths: readonly string[]): Promise<void> {
  await Promise.all(
    paths.map((p) =>
      writeLimit(() => files.remove(p)).catch((error: Error) =>
        console.error(`[media] could not delete ${p}: ${error.message}`),
      ),
    ),
  );
}

function mediaWriter(
  tx: Prisma.TransactionClient,
  userId: string,
  attached: Set<PendingMedia>,
  discarded: string[],
  made: NewMedia,
): MediaWriter {
  async function insert(kind: MediaKind, media: readonly PendingMedia[], firstPosition: number) {
    for (const [i, item] of media.entries()) {
      if (attached.has(item)) throw new Error(`${item.field} is attached twice`);
      attached.add(item);
      const video = item.row.mimeType.startsWith("video/");
      const { id } = await tx.media.create({
        // A video is played once its MP4 is made (lib/media/video-processing.ts).
        data: { ...item.row, userId, kind, position: firstPosition + i, ...(video ? { status: "PROCESSING" } : {}) },
      });
      if (item.row.mimeType.startsWith("image/") && !item.row.cardPath) made.withoutVariants.push(id);
      if (video) made.videos++;
    }
    const column = USER_COLUMN[kind];
    if (column && media.length)
      await tx.user.update({ where: { id: userId }, data: { [column]: media[media.length - 1].row.path } });
  }
  async function drop(rows: readonly OldRow[]) {
    if (!rows.length) return;
    await tx.media.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
    discarded.push(...rows.flatMap(filesOf));
  }
  const oldRows = (where: Prisma.MediaWhereInput) =>
    tx.media.findMany({
      where: { ...where, userId },
      select: { id: true, kind: true, ...STORED_FILES },
    });

  const writer: MediaWriter = {
    tx,
    userId,
    async replace(kind, media) {
      if (!media.length) return;
      if (SINGLE_KINDS.has(kind) && media.length > 1) throw new Error(`A member has one ${kind}; got ${media.length}`);
      await drop(await oldRows({ kind }));
      await insert(kind, media, 0);
    },
    async append(kind, media) {
      if (!media.length) return;
      const last = await tx.media.aggregate({ where: { userId, kind }, _max: { position: true } });
      await insert(kind, media, (last._max.position ?? -1) + 1);
    },
    async attach(media) {
      const list = Array.isArray(media) ? (media as readonly PendingMedia[]) : [media as PendingMedia];
      for (const item of list) {
        if (SINGLE_KINDS.has(item.kind)) await writer.replace(item.kind, [item]);
        else await writer.append(item.kind, [item]);
      }
    },
    async remove({ kind, ids }) {
      if (kind === undefined && ids === undefined) throw new Error("remove() needs a kind or ids");
      const rows = await oldRows({ ...(kind ? { kind } : {}), ...(ids ? { id: { in: [...ids] } } : {}) });
      await drop(rows);
      for (const removedKind of new Set(rows.map((r) => r.kind))) {
        const column = USER_COLUMN[removedKind];
        if (column) await tx.user.update({ where: { id: userId }, data: { [column]: null } });
      }
      return rows.length;
    },
  };
  return writer;
}

/**
 * Stores the pending files, then runs `write` in one database transaction with a MediaWriter to record
 * them (and the profile row). All or nothing:
 * - if storing fails, the files stored so far are deleted and nothing is written;
 * - if `write` (or the commit) fails, every file stored here is deleted and the transaction rolls back;
 * - after the commit, the files of replaced or removed rows are deleted, and so are pending files that
 *   `write` never attached; then the new pictures' variants and the new videos' MP4s are queued.
 * The member's User row is locked for the transaction, so two saves of one member cannot both keep a video.
 * With no pending files this is just a locked transaction with media operations (e.g. deleting a picture).
 */
export async function commitMedia<T>(
  userId: string,
  pending: readonly PendingMedia[],
  write: (media: MediaWriter) => Promise<T>,
  options: CommitOptions = {},
): Promise<T> {
  const prisma = options.prisma ?? defaultDb();
  const files = options.files ?? defaultStorage();
  const writes = pending.flatMap((item) => item.writes);
  const stored = await Promise.allSettled(
    writes.map((w) => writeLimit(() => ("data" in w ? files.put(w.path, w.data) : files.putFile(w.path, w.localFile)))),
  );
  const failed = stored.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) {
    await removeQuietly(
      files,
      writes.map((w) => w.path),
    );
    throw storageFailure(failed.reason);
  }

  const attached = new Set<PendingMedia>();
  let outcome: { result: T; discarded: string[]; made: NewMedia };
  try {
    outcome = await prisma.$transaction(
      async (tx) => {
        const locked = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
        if (!locked.length) throw new Error(`No member with id ${userId}`);
        const discarded: string[] = [];
        const made: NewMedia = { withoutVariants: [], videos: 0 };
        const result = await write(mediaWriter(tx, userId, attached, discarded, made));
        return { result, discarded, made };
      },
      { timeout: 15_000 },
    );
  } catch (error) {
    await removeQuietly(
      files,
      writes.map((w) => w.path),
    );
    throw error;
  }
  const unattached = pending.filter((item) => !attached.has(item)).flatMap((item) => item.writes.map((w) => w.path));
  await removeQuietly(files, [...outcome.discarded, ...unattached]);
  queueVariants(outcome.made.withoutVariants);
  if (outcome.made.videos) queueVideoProcessing();
  return outcome.result;
}

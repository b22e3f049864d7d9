import "server-only";
import { copyFile, link } from "node:fs/promises";
import path from "node:path";
import { invalidFields } from "../errors.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { formError } from "../i18n/form-errors.ts";
import { isId } from "../ids.ts";
import type { ParsedUpload, UploadedFile } from "../media/parse-upload.ts";
import { detectTypeFor } from "../media/sniff.ts";
import { ruleFor, type UploadRules } from "../media/upload-rules.ts";
import { createUploadTempDir, removeUploadTempDir } from "../storage/upload-temp.ts";
import { db } from "../server/db.ts";
import { UPLOAD_PURPOSES, type UploadLink } from "./purposes.ts";
import { stillHeld } from "./records.ts";
import { removeStoredUpload, resumableFolder } from "./tus.ts";

// A save that takes a finished resumable upload in place of a file (`videoUploadId` beside `videoUpload`): the
// upload becomes one of the save's received files, and is the save's only if the save commits. Its bytes are
// linked (not moved) into a folder of the save's own, so a save that fails leaves the upload whole to try again;
// inside the save's transaction its row is deleted (take), so two saves cannot both have it; once the save has
// committed, its bytes go.

/** A multipart upload with the finished uploads it named, and the means to take them in the save's transaction. */
export interface WithResumed extends ParsedUpload {
  /** In the save's transaction: deletes the named uploads' rows (a 400 naming the field if one is gone). */
  take(tx: Prisma.TransactionClient): Promise<void>;
}

const notAnUpload = (name: string) => invalidFields({ [name]: formError("resumable.noFinishedUpload") });

async function linkInto(folder: string, id: string, ext: string): Promise<string> {
  const from = path.join(resumableFolder(), id);
  const to = path.join(/*turbopackIgnore: true*/ folder, `${id}.${ext}`);
  // Another file system (RESUMABLE_UPLOAD_DIR on another disk than UPLOAD_TMP_DIR): a copy.
  await link(from, to).catch(() => copyFile(from, to));
  return to;
}

/** The named upload as a received file of `field`, or a 400 naming the text field. */
async function resumedFile(
  memberId: string,
  name: string,
  id: string,
  link: UploadLink,
  rules: UploadRules,
  folder: string,
): Promise<UploadedFile> {
  const rule = ruleFor(rules, link.field);
  const purpose = UPLOAD_PURPOSES[link.purpose];
  const row = isId(id)
    ? await db().resumableUpload.findFirst({
        where: {
          id,
          userId: memberId,
          purpose: purpose.purpose,
          state: "FINISHED",
          ...stillHeld(),
        },
      })
    : null;
  if (!row || !rule) throw notAnUpload(name);
  const type = await detectTypeFor(path.join(resumableFolder(), id), purpose.accept);
  if (!type) throw notAnUpload(name);
  return {
    field: link.field,
    kind: rule.kind,
    accept: rule.accept,
    ext: type.ext,
    mimeType: type.mime,
    size: Number(row.size),
    path: await linkInto(folder, id, type.ext),
  };
}

/**
 * Runs `handle` with the multipart upload and, for each text field of `links` that names a finished upload of the
 * member's, that upload as one more file (a field sent both ways is refused). After `handle` has returned, the
 * uploads its transaction took lose their bytes.
 */
export async function withResumedUploads<T>(
  memberId: string,
  upload: ParsedUpload,
  rules: UploadRules,
  links: Record<string, UploadLink>,
  handle: (upload: WithResumed) => Promise<T>,
): Promise<T> {
  const named = Object.entries(links).filter(([name]) => upload.fields[name]?.trim());
  if (!named.length) return handle({ ...upload, take: () => Promise.resolve() });
  const twice = named.find(([, link]) => upload.files.some((file) => file.field === link.field));
  if (twice) throw invalidFields({ [twice[1].field]: formError("uploads.onlyOne", { upload: twice[1].field }) });
  const folder = await createUploadTempDir();
  try {
    const ids = named.map(([name]) => upload.fields[name].trim());
    const files = [...upload.files];
    for (const [i, [name, link]] of named.entries()) {
      files.push(await resumedFile(memberId, name, ids[i], link, rules, folder));
    }
    const result = await handle({
      ...upload,
      files,
      async take(tx) {
        for (const [i, [name]] of named.entries()) {
          const { count } = await tx.resumableUpload.deleteMany({
            where: { id: ids[i], userId: memberId, state: "FINISHED" },
          });
          if (!count) throw notAnUpload(name);
        }
      },
    });
    const left = await db().resumableUpload.findMany({ where: { id: { in: ids } }, select: { id: true } });
    for (const id of ids) if (!left.some((row) => row.id === id)) await removeStoredUpload(id);
    return result;
  } finally {
    await removeUploadTempDir(folder);
  }
}

/**
 * For a JSON save that names one finished upload (`{ uploadId }`): runs `handle` with that upload as its only file,
 * taken as withResumedUploads takes it. No id: `handle` runs with no file.
 */
export function withFinishedUpload<T>(
  memberId: string,
  uploadId: string | null | undefined,
  rules: UploadRules,
  links: Record<string, UploadLink>,
  handle: (upload: WithResumed) => Promise<T>,
): Promise<T> {
  const [name] = Object.keys(links);
  const fields: Record<string, string> = uploadId ? { [name]: uploadId } : {};
  const named: ParsedUpload = {
    fields,
    values: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [v]])),
    files: [],
    cleanup: () => Promise.resolve(),
  };
  return withResumedUploads(memberId, named, rules, links, handle);
}

/**
 * Media: what the profile routes use to take uploads (server only; the browser side is
 * `lib/media/client/`, which also holds the constants both sides share).
 *
 * A form save, in order:
 *
 *   const user = await requireUser(request);                 // before reading any upload
 *   return withUpload(request, PROFILE_FORM_RULES, async (upload) => {
 *     const input = schema.parse(upload.fields);             // text fields, names as sent
 *     const media = await prepareMedia(user.id, upload.files);
 *     await commitMedia(user.id, media, async (m) => {
 *       await m.tx.artistProfile.upsert({ ... });            // same transaction as the media rows
 *       await m.attach(media);                               // video/portfolio/pictures replace, images append
 *     });
 *   });
 *
 * - parseUpload / withUpload: multipart streamed to a temporary folder, per-field limits and counts
 *   (UploadRules: PROFILE_FORM_RULES, TECHNICIAN_FORM_RULES, PICTURE_RULES), real types from the bytes.
 *   Refusals are UploadErrors naming the field (lib/http.ts answers them 400, 413 or 415); temporary
 *   files never outlive the call (withUpload) or cleanup().
 * - prepareMedia: pictures re-encoded (no EXIF/GPS) and watermarked.
 * - commitMedia: files stored, then the transaction; a failure deletes what was stored; replaced files
 *   are deleted only after the commit; then a job makes each new picture's card and gallery WebP
 *   variants (lib/media/variants.ts), which pages use once they exist. Deleting a picture: commitMedia(id, [], (m) => m.remove({ kind })).
 * - storage(): disk or S3 (STORAGE_DRIVER); mediaUrl(path) gives the public address of a stored path.
 */
import "server-only";

export { commitMedia } from "./commit-media.ts";
export { UploadError } from "./errors.ts";
export { parseUpload, withUpload } from "./parse-upload.ts";
export { prepareMedia, type PendingMedia } from "./prepare-media.ts";
export {
  APPLICATION_RULES,
  PICTURE_RULES,
  SIDES_RULES,
  TAPE_RULES,
  PROFILE_FORM_RULES,
  TECHNICIAN_FORM_RULES,
  type UploadRules,
} from "./upload-rules.ts";

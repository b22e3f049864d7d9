/**
 * Media: what the profile routes use to take uploads (server only; the browser side is
 * `lib/media/client/prepareImage.ts`, constants shared by both are in `lib/media/limits.ts`).
 *
 * A form route, in order:
 *
 *   const user = await requireUser(request);                 // before reading any upload
 *   try {
 *     return await withUpload(request, PROFILE_FORM_RULES, async (upload) => {
 *       const input = schema.parse(upload.fields);           // text fields, names as sent
 *       const media = await prepareMedia(user.id, upload.files);
 *       await commitMedia(user.id, media, async (m) => {
 *         await m.tx.artistProfile.upsert({ ... });          // same transaction as the media rows
 *         await m.attach(media);                             // video/portfolio/pictures replace, images append
 *       });
 *       return Response.json({ success: true });
 *     });
 *   } catch (error) {
 *     if (error instanceof UploadError) return error.toResponse();   // 400 / 413 / 415, field named
 *     throw error;
 *   }
 *
 * - parseUpload / withUpload: multipart streamed to a temporary folder, per-field limits and counts
 *   (UploadRules: PROFILE_FORM_RULES, TECHNICIAN_FORM_RULES, PICTURE_RULES), real types from the bytes.
 *   Refusals are UploadErrors; temporary files never outlive the call (withUpload) or cleanup().
 * - prepareMedia: pictures re-encoded (no EXIF/GPS), watermarked, with card and gallery WebP variants.
 * - commitMedia: files stored, then the transaction; a failure deletes what was stored; replaced files
 *   are deleted only after the commit. Deleting a picture: commitMedia(id, [], (m) => m.remove({ kind })).
 * - storage(): disk or S3 (STORAGE_DRIVER); mediaUrl(path) gives the public address of a stored path.
 */
export { commitMedia, SINGLE_KINDS, type MediaWriter } from "./commit-media.ts";
export { isUploadError, UploadError } from "./errors.ts";
export { processImage, type ImageVariants } from "./images.ts";
export { parseUpload, withUpload, type ParsedUpload, type UploadedFile } from "./parse-upload.ts";
export { prepareMedia, type PendingMedia } from "./prepare-media.ts";
export { storage, type Storage } from "./storage.ts";
export {
  PICTURE_RULES,
  PROFILE_FORM_RULES,
  TECHNICIAN_FORM_RULES,
  type FileClass,
  type FileRule,
  type UploadRules,
} from "./upload-rules.ts";
export { mediaUrl } from "./urls.ts";

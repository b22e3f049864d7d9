import "server-only";
import { z } from "zod";
import { assertOwner } from "../auth/guard.ts";
import type { AuthUser } from "../auth/identity.ts";
import { AppError, parseOrThrow, type Said } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { answer } from "../i18n/answers.ts";
import { commitMedia, PICTURE_RULES, prepareMedia, withUpload } from "../media/index.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { reindexMember } from "../search/reindex.ts";
import { refreshMemberPages } from "./refresh-pages.ts";
import { formError } from "../i18n/form-errors.ts";

// The profile and cover pictures (/api/user/upload-profile and /api/user/delete-profile).

const PICTURE_KINDS = { profilePic: "PROFILE_PIC", coverPic: "COVER_PIC" } as const;
type PictureField = keyof typeof PICTURE_KINDS;
const pictureLabel = (field: PictureField) => (field === "profilePic" ? "Profile" : "Cover");

export const deletePictureSchema = z.object({
  userId: z
    .string({ message: formError("generic.required", { field: "userId" }) })
    .min(1, formError("generic.required", { field: "userId" })),
  imageType: z.enum(["profilePic", "coverPic"], { message: "imageType must be profilePic or coverPic" }),
});

/** Multipart userId plus one profilePic or coverPic file: stores it as the member's new picture. */
export async function uploadPicture(
  user: AuthUser,
  request: Request,
): Promise<{ field: PictureField; path: string; message: Said }> {
  await rateLimits.beforeUpload(user.id);
  return withUpload(request, PICTURE_RULES, async (upload) => {
    assertOwner(user, upload.fields.userId);
    if (upload.files.length !== 1) {
      throw new AppError("invalid", refusal("pictureSendOne"), {
        errors: { profilePic: formError("media.sendOnePicture") },
      });
    }
    const field = upload.files[0].field as PictureField;
    const media = await prepareMedia(user.id, upload.files, request.signal);
    await commitMedia(user.id, media, async (m) => {
      await m.attach(media);
      await reindexMember(m.tx, user.id);
    });
    refreshMemberPages(user);
    return {
      field,
      path: media[0].row.path,
      message: answer("profile.pictureUpdated", { which: pictureLabel(field) }),
    };
  });
}

/**
 * JSON `{ userId, imageType }`: removes the member's profile or cover picture and its files (a default
 * image shows instead).
 */
export async function deletePicture(user: AuthUser, body: unknown): Promise<{ message: Said }> {
  // Ownership first: someone else's userId is a 403 whatever else the body holds.
  assertOwner(user, (body as { userId?: unknown } | null)?.userId);
  const { imageType } = parseOrThrow(deletePictureSchema, body);
  await commitMedia(user.id, [], async (m) => {
    await m.remove({ kind: PICTURE_KINDS[imageType] });
    // Also clears a picture path that has no media row (accounts from before media rows existed).
    await m.tx.user.update({ where: { id: user.id }, data: { [imageType]: null } });
    await reindexMember(m.tx, user.id);
  });
  refreshMemberPages(user);
  return { message: answer("profile.pictureDeleted", { which: pictureLabel(imageType) }) };
}

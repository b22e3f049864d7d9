import { z } from "zod";
import { db } from "../db.ts";
import { storage } from "../media/storage.ts";

export const PICTURE_FIELDS = { profilePic: "PROFILE_PIC", coverPic: "COVER_PIC" } as const;
export type PictureField = keyof typeof PICTURE_FIELDS;
export const pictureLabel = (field: PictureField) => (field === "profilePic" ? "Profile" : "Cover");

export const deletePictureSchema = z.object({
  userId: z.string({ message: "userId is required" }).min(1, "userId is required"),
  imageType: z.enum(["profilePic", "coverPic"], { message: "imageType must be profilePic or coverPic" }),
});

/** Removes a member's profile or cover picture: the row first, then its files (a default image shows instead). */
export async function deletePicture(userId: string, field: PictureField): Promise<void> {
  const media = await db().$transaction(async (tx) => {
    const rows = await tx.media.findMany({ where: { userId, kind: PICTURE_FIELDS[field] } });
    await tx.media.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
    await tx.user.update({ where: { id: userId }, data: { [field]: null } });
    return rows;
  });
  const files = storage();
  await Promise.all(media.flatMap((m) => [m.path, m.cardPath, m.galleryPath]).filter((p): p is string => Boolean(p)).map((p) => files.remove(p)));
}

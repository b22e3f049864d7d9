import { z } from "zod";
import { commitMedia } from "../media/index.ts";
import { refreshMemberPages } from "./refresh-pages.ts";

export const PICTURE_FIELDS = { profilePic: "PROFILE_PIC", coverPic: "COVER_PIC" } as const;
export type PictureField = keyof typeof PICTURE_FIELDS;
export const pictureLabel = (field: PictureField) => (field === "profilePic" ? "Profile" : "Cover");

export const deletePictureSchema = z.object({
  userId: z.string({ message: "userId is required" }).min(1, "userId is required"),
  imageType: z.enum(["profilePic", "coverPic"], { message: "imageType must be profilePic or coverPic" }),
});

/** Removes a member's profile or cover picture and its files (a default image shows instead). */
export async function deletePicture(member: { id: string; category: string; subcategory: string }, field: PictureField): Promise<void> {
  const userId = member.id;
  await commitMedia(userId, [], async (m) => {
    await m.remove({ kind: PICTURE_FIELDS[field] });
    // Also clears a picture path that has no media row (accounts from before media rows existed).
    await m.tx.user.update({ where: { id: userId }, data: { [field]: null } });
  });
  refreshMemberPages(member);
}

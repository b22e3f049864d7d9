import { NextResponse } from "next/server";
import { assertOwner, requireUser } from "../auth/guard.ts";
import { HttpError } from "../http.ts";
import { MESSAGES } from "../messages.ts";
import { commitMedia, PICTURE_RULES, prepareMedia, withUpload } from "../media/index.ts";
import { pictureLabel, type PictureField } from "./pictures.ts";
import { refreshMemberPages } from "./refresh-pages.ts";

/** POST /api/user/upload-profile: multipart userId plus one profilePic or coverPic file. */
export async function uploadPicture(request: Request): Promise<Response> {
  const user = await requireUser(request);
  return withUpload(request, PICTURE_RULES, async (upload) => {
    assertOwner(user, upload.fields.userId);
    if (upload.files.length !== 1) {
      throw new HttpError(400, "Send exactly one picture, as profilePic or coverPic.", { profilePic: "Send one picture" });
    }
    const field = upload.files[0].field as PictureField;
    const media = await prepareMedia(user.id, upload.files);
    await commitMedia(user.id, media, (m) => m.attach(media));
    refreshMemberPages(user);
    const path = media[0].row.path;
    return NextResponse.json({ success: true, message: MESSAGES.pictureUploaded(pictureLabel(field)), [field]: path });
  });
}

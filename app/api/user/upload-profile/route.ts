import { route } from "@/lib/http";
import { uploadPicture } from "@/lib/profiles/pictures-upload";

export const POST = route(uploadPicture);

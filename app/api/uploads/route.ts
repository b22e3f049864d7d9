import { route } from "@/lib/http";
import { startUpload } from "@/lib/uploads/tus";

// POST /api/uploads: starts a resumable upload (tus 1.0: Upload-Length, Upload-Metadata with purpose, filename
// and filetype); answers 201 with its Location.
export const POST = route((request: Request) => startUpload(request));

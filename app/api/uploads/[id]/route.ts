import { route } from "@/lib/http";
import { continueUpload } from "@/lib/uploads/tus";

// /api/uploads/{id}: one of the member's resumable uploads (tus 1.0).
type Context = RouteContext<"/api/uploads/[id]">;

/** HEAD: how many bytes have arrived, to resume from. */
export const HEAD = route(async (request: Request, context: Context) =>
  continueUpload(request, (await context.params).id),
);

/** PATCH: the next bytes, at Upload-Offset. */
export const PATCH = route(async (request: Request, context: Context) =>
  continueUpload(request, (await context.params).id),
);

/** DELETE: cancels the upload. */
export const DELETE = route(async (request: Request, context: Context) =>
  continueUpload(request, (await context.params).id),
);

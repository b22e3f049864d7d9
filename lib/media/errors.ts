import { HttpError } from "../http.ts";

/**
 * An upload refused for a reason the sender can fix: 400 malformed, 413 too large, 415 wrong type.
 * The message names the field, e.g. "videoUpload: the file is larger than 200 MB". Being an
 * HttpError, route handlers answer it as `{ success: false, message, errors }` with its status.
 */
export class UploadError extends HttpError {
  declare readonly status: 400 | 413 | 415;
  readonly field: string | undefined;

  constructor(status: 400 | 413 | 415, field: string | undefined, reason: string) {
    const message = field ? `${field}: ${reason}` : reason;
    super(status, message, field ? { [field]: message } : {});
    this.name = "UploadError";
    this.field = field;
  }

  /** The API's error shape: `{ success: false, message, errors }`, with the refused field in `errors`. */
  toResponse(): Response {
    return Response.json({ success: false, message: this.message, errors: this.errors ?? {} }, { status: this.status });
  }
}

export function isUploadError(error: unknown): error is UploadError {
  return error instanceof UploadError;
}

const NO_SPACE = new Set(["ENOSPC", "EDQUOT"]);
const REFUSED = new Set(["EACCES", "EPERM", "EROFS"]);

/**
 * A file system refusing to write (full disk, quota, read-only or forbidden folder) as an answer the
 * sender can act on: 507 or 503, saying nothing was saved. Anything else is returned unchanged.
 */
export function storageFailure(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string" || !(NO_SPACE.has(code) || REFUSED.has(code))) return error;
  console.error(`[media] the storage refused a write: ${(error as Error).message}`);
  return NO_SPACE.has(code)
    ? new HttpError(507, "There is no space left to store files. Nothing was saved; please try again later.", undefined, { "Retry-After": "60" })
    : new HttpError(503, "The file storage is not accepting files at the moment. Nothing was saved; please try again later.", undefined, { "Retry-After": "60" });
}

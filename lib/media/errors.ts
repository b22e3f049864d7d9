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

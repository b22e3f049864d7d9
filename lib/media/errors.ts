/**
 * An upload refused for a reason the sender can fix: 400 malformed, 413 too large, 415 wrong type.
 * The message names the field, e.g. "videoUpload: the file is larger than 200 MB".
 */
export class UploadError extends Error {
  readonly status: 400 | 413 | 415;
  readonly field: string | undefined;

  constructor(status: 400 | 413 | 415, field: string | undefined, reason: string) {
    super(field ? `${field}: ${reason}` : reason);
    this.name = "UploadError";
    this.status = status;
    this.field = field;
  }

  /** The API's error shape: `{ success: false, message, errors }`, with the refused field in `errors`. */
  toResponse(): Response {
    return Response.json(
      { success: false, message: this.message, errors: this.field ? { [this.field]: this.message } : {} },
      { status: this.status },
    );
  }
}

export function isUploadError(error: unknown): error is UploadError {
  return error instanceof UploadError;
}

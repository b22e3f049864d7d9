import "server-only";
import { AppError } from "../errors.ts";
import { formError, type FormErrorKey, type FormErrorValues } from "../i18n/form-errors.ts";
import { refusal } from "../i18n/refusals.ts";

/** Why an upload is refused: malformed (400), too large (413) or of a type the field does not take (415). */
export type UploadRefusal = "invalid" | "too-large" | "unsupported-type";

/** What is wrong with one file: its words by key in "FormErrors" (`uploads.*`, which name the file's field). */
export interface FileProblem {
  key: FormErrorKey & `uploads.${string}`;
  values?: FormErrorValues;
}

/**
 * An upload refused for a reason the sender can fix. A problem with one file names its field, e.g.
 * "videoUpload: the file is larger than 200 MB" in English, and `errors` holds it under that field; a problem
 * with the whole upload is said in English.
 */
export class UploadError extends AppError {
  declare readonly kind: UploadRefusal;
  readonly field: string | undefined;

  constructor(kind: UploadRefusal, field: string | undefined, reason: string | FileProblem) {
    const message =
      typeof reason === "string"
        ? field
          ? `${field}: ${reason}`
          : reason
        : formError(reason.key, { ...reason.values, upload: field });
    super(kind, message, { errors: field ? { [field]: message } : {} });
    this.name = "UploadError";
    this.field = field;
  }
}

const NO_SPACE = new Set(["ENOSPC", "EDQUOT"]);
const REFUSED = new Set(["EACCES", "EPERM", "EROFS"]);

/**
 * A file system refusing to write (full disk, quota, read-only or forbidden folder) as a failure the
 * sender can act on, saying nothing was saved. Anything else is returned unchanged.
 */
export function storageFailure(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string" || !(NO_SPACE.has(code) || REFUSED.has(code))) return error;
  console.error(`[media] the storage refused a write: ${(error as Error).message}`);
  return NO_SPACE.has(code)
    ? new AppError("storage-full", refusal("storageFull"), { retryAfterSeconds: 60 })
    : new AppError("unavailable", refusal("storageUnavailable"), {
        retryAfterSeconds: 60,
      });
}

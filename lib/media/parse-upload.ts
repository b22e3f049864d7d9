import "server-only";
import { createWriteStream, type WriteStream } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import formidable, { errors as formidableErrors, type File as FormidableFile, type Part } from "formidable";
import sharp from "sharp";
import type { MediaKind } from "../generated/prisma/enums.ts";
import { storageFailure, UploadError, type FileProblem } from "./errors.ts";
import { formatBytes, SERVER_LIMITS } from "./client/limits.ts";
import { detectTypeFor, isImageType } from "./sniff.ts";
import { createUploadTempDir, removeUploadTempDir } from "../storage/upload-temp.ts";
import { ruleFor, type FileClass, type FileRule, type UploadRules } from "./upload-rules.ts";

/** What a file of a class is refused as when its bytes are of another. */
const NOT_OF_CLASS = {
  image: "uploads.notImage",
  video: "uploads.notVideo",
  document: "uploads.notDocument",
  workSample: "uploads.notWorkSample",
} as const satisfies Record<FileClass, FileProblem["key"]>;

/** A received file whose real type was checked. It lives in a temporary folder until `cleanup()`. */
export interface UploadedFile {
  /** The form field, e.g. "image2" or "videoUpload". */
  field: string;
  kind: MediaKind;
  accept: FileClass;
  /** Verified from the bytes: the stored file will carry this extension and type. */
  ext: string;
  mimeType: string;
  size: number;
  /** Images only: declared pixel size (before EXIF rotation). */
  width?: number;
  height?: number;
  /** Temporary file, removed by `cleanup()`. */
  path: string;
}

export interface ParsedUpload {
  /** Text fields by name, exactly as sent (`director[notableMovies]`, `projects[current][0]`); first value wins. */
  fields: Record<string, string>;
  /** Every value of every text field, in order, for names sent more than once. */
  values: Record<string, string[]>;
  files: UploadedFile[];
  /** Removes the temporary files. Safe to call more than once. */
  cleanup: () => Promise<void>;
}

// Multipart boundaries and part headers on top of the payload itself.
const ENVELOPE_BYTES = 1024 * 1024;

interface Received {
  field: string;
  rule: FileRule;
  path: string;
  size: number;
  named: boolean;
}

/** The sender's mistakes become UploadErrors; our own failures (a full disk…) are ours to explain. */
function explain(error: unknown): unknown {
  if (error instanceof UploadError) return error;
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  if (syscall !== undefined) return storageFailure(error);
  if (typeof code !== "number")
    return new UploadError(
      "invalid",
      undefined,
      "the upload was interrupted before it was complete; please send it again",
    );
  switch (code) {
    case formidableErrors.biggerThanTotalMaxFileSize:
      return new UploadError("too-large", undefined, "the files together are larger than the upload limit");
    case formidableErrors.maxFieldsSizeExceeded:
      return new UploadError("too-large", undefined, "the text fields are larger than the upload limit");
    case formidableErrors.maxFieldsExceeded:
      return new UploadError("too-large", undefined, "the form has too many fields");
    case formidableErrors.maxFilesExceeded:
      return new UploadError("too-large", undefined, "the form has too many files");
    case formidableErrors.missingContentType:
    case formidableErrors.missingMultipartBoundary:
    case formidableErrors.noParser:
      return new UploadError("invalid", undefined, "the upload is not a valid multipart/form-data body");
    case formidableErrors.unknownTransferEncoding:
      return new UploadError("invalid", undefined, "a part of the upload uses an unknown transfer encoding");
    default:
      // Malformed or truncated multipart.
      return new UploadError("invalid", undefined, "the upload was incomplete or malformed; please send it again");
  }
}

const closed = (stream: WriteStream) =>
  stream.closed ? Promise.resolve() : new Promise<void>((resolve) => stream.once("close", () => resolve()));

/** Streams the multipart body into files under `dir`, enforcing every limit as the bytes arrive. */
async function receive(request: Request, rules: UploadRules, dir: string) {
  const source = Readable.fromWeb(request.body as NodeWebReadableStream<Uint8Array>);
  const headers: Record<string, string> = Object.fromEntries(request.headers);
  // Without a length formidable would treat the body as empty.
  if (!headers["content-length"]) headers["transfer-encoding"] ??= "chunked";
  const nodeRequest = Object.assign(source, { headers }) as unknown as IncomingMessage;

  const streams: WriteStream[] = [];
  const pending = new WeakMap<object, { field: string; rule: FileRule; path: string }>();
  const counts = new Map<FileRule, number>();
  const received: Received[] = [];
  const values = new Map<string, string[]>();
  let failed = false;
  let written = 0;
  const form = formidable({
    maxFields: rules.maxFields,
    maxFieldsSize: rules.maxFieldsBytes,
    maxFileSize: Math.max(...rules.files.map((rule) => rule.maxBytes)),
    maxTotalFileSize: rules.maxTotalBytes,
    allowEmptyFiles: true,
    minFileSize: 0,
    fileWriteStreamHandler: (file) => {
      // Parts still queued in the parser after a failure are swallowed, never written beside the cleanup.
      if (failed) return new Writable({ write: (_chunk, _encoding, done) => done() });
      const target = file && pending.get(file);
      const stream = createWriteStream(target ? target.path : path.join(dir, `refused-${written++}`));
      streams.push(stream);
      return stream;
    },
  });
  // formidable's own error path: it rejects parse() with this error and destroys the open files. The
  // body may already be read to its end, so failing the source stream alone would not be enough.
  const fail = (error: UploadError) => {
    failed = true;
    (form as unknown as { _error(error: unknown): void })._error(error);
    source.destroy();
  };
  // A file part without a Content-Type would otherwise be read as a text field.
  const handlePart = form._handlePart.bind(form);
  form.onPart = (part: Part) => {
    if (part.originalFilename != null && !part.mimetype) part.mimetype = "application/octet-stream";
    return handlePart(part);
  };
  form.on("field", (name: string, value: string) => {
    // PostgreSQL cannot store U+0000 in text: refuse it here rather than fail at the save.
    if (name.includes("\0") || value.includes("\0"))
      return fail(new UploadError("invalid", name.replace(/\0/g, ""), "the text contains a NUL character"));
    const list = values.get(name);
    if (list) list.push(value);
    else values.set(name, [value]);
  });
  form.on("fileBegin", (field: string, file: FormidableFile) => {
    const rule = ruleFor(rules, field);
    if (!rule) return fail(new UploadError("invalid", field, { key: "uploads.notTaken" }));
    const count = (counts.get(rule) ?? 0) + 1;
    counts.set(rule, count);
    if (count > rule.maxCount) {
      return fail(
        new UploadError(
          "too-large",
          field,
          rule.maxCount === 1
            ? { key: "uploads.onlyOne" }
            : { key: "uploads.atMost", values: { max: rule.maxCount, group: rule.label } },
        ),
      );
    }
    pending.set(file, { field, rule, path: path.join(dir, `${written++}.part`) });
    (file as unknown as NodeJS.EventEmitter).on("progress", (size: number) => {
      if (size > rule.maxBytes)
        fail(
          new UploadError("too-large", field, {
            key: "uploads.tooLarge",
            values: { size: formatBytes(rule.maxBytes) },
          }),
        );
    });
  });
  form.on("file", (field: string, file: FormidableFile) => {
    const target = pending.get(file);
    if (target) received.push({ ...target, size: file.size, named: Boolean(file.originalFilename) });
  });

  try {
    await form.parse(nodeRequest);
  } catch (error) {
    failed = true;
    // Every write stream must be closed before the folder goes, or a late open could leave a file behind.
    for (const stream of streams) stream.destroy();
    await Promise.all(streams.map(closed));
    throw explain(error);
  }
  await Promise.all(streams.map(closed));
  return { values, received };
}

/** Checks a received file's real type (and, for images, its declared pixel count). */
async function verify(file: Received): Promise<UploadedFile | undefined> {
  const { field, rule } = file;
  if (file.size === 0) {
    // An empty file input sends a nameless empty part: nothing was chosen.
    if (!file.named) return undefined;
    throw new UploadError("invalid", field, { key: "uploads.empty" });
  }
  const type = await detectTypeFor(file.path, rule.accept);
  if (!type) throw new UploadError("unsupported-type", field, { key: NOT_OF_CLASS[rule.accept] });
  const uploaded: UploadedFile = {
    field,
    kind: rule.kind,
    accept: rule.accept,
    ext: type.ext,
    mimeType: type.mime,
    size: file.size,
    path: file.path,
  };
  if (!isImageType(type)) return uploaded;
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Only the header is read; the pixel limit is ours to explain below.
    ({ width, height } = await sharp(file.path, { limitInputPixels: false }).metadata());
  } catch {
    throw new UploadError("unsupported-type", field, { key: "uploads.unreadable" });
  }
  if (!width || !height) throw new UploadError("unsupported-type", field, { key: "uploads.unreadable" });
  if (width * height > SERVER_LIMITS.imagePixels) {
    throw new UploadError("too-large", field, {
      key: "uploads.pixels",
      values: { width, height, megapixels: SERVER_LIMITS.imagePixels / 1_000_000 },
    });
  }
  return { ...uploaded, width, height };
}

/**
 * Reads a multipart upload under the given rules. Files stream to a temporary folder (never whole in
 * memory); every limit is enforced while the bytes arrive; each file's type is then checked from its bytes.
 * Throws an UploadError (400/413/415) naming the field; on any failure nothing is left on disk. On success
 * the caller owns the temporary files: call `cleanup()` when done (or use `withUpload`).
 */
export async function parseUpload(request: Request, rules: UploadRules): Promise<ParsedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    throw new UploadError("unsupported-type", undefined, "expected a multipart/form-data upload");
  const declared = Number(request.headers.get("content-length"));
  if (declared > rules.maxTotalBytes + rules.maxFieldsBytes + ENVELOPE_BYTES) {
    throw new UploadError("too-large", undefined, `the upload is larger than ${formatBytes(rules.maxTotalBytes)}`);
  }
  if (!request.body) throw new UploadError("invalid", undefined, "the upload is empty");

  const dir = await createUploadTempDir().catch((error: unknown) => {
    throw storageFailure(error);
  });
  try {
    const { values, received } = await receive(request, rules, dir);
    const files: UploadedFile[] = [];
    for (const file of received) {
      const checked = await verify(file);
      if (checked) files.push(checked);
    }
    // fromEntries defines own properties, so a field named __proto__ stays a plain field.
    const fields = Object.fromEntries([...values].map(([name, list]) => [name, list[0]]));
    let removal: Promise<void> | undefined;
    return { fields, values: Object.fromEntries(values), files, cleanup: () => (removal ??= removeUploadTempDir(dir)) };
  } catch (error) {
    await removeUploadTempDir(dir);
    throw error;
  }
}

/** Parses the upload, runs `handle`, and always removes the temporary files afterwards. */
export async function withUpload<T>(
  request: Request,
  rules: UploadRules,
  handle: (upload: ParsedUpload) => Promise<T>,
): Promise<T> {
  const upload = await parseUpload(request, rules);
  try {
    return await handle(upload);
  } finally {
    await upload.cleanup();
  }
}

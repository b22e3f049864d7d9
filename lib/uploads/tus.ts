import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { Server } from "@tus/server";
import { Metadata } from "@tus/utils";
import { rateLimits } from "../server/rate-limits.ts";
import { requireUser } from "../auth/guard.ts";
import { AppError, invalidFields } from "../errors.ts";
import { formError } from "../i18n/form-errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { isId } from "../ids.ts";
import { formatBytes } from "../media/client/limits.ts";
import { detectTypeFor } from "../media/sniff.ts";
import { config } from "../server/config.ts";
import { largestUpload, purposeRule, ruleOfPurpose, UPLOAD_PURPOSE_NAMES } from "./purposes.ts";
import { forgetUpload, markFinished, ownUpload, recordUpload, type NewUpload } from "./records.ts";

// Files sent in pieces over the tus 1.0 protocol (tus.io), so that a dropped connection on mobile data costs
// the piece in flight, not the file: POST /api/uploads starts one, PATCH /api/uploads/{id} appends, HEAD says
// how much has arrived. @tus/server speaks the protocol and @tus/file-store keeps the bytes in
// RESUMABLE_UPLOAD_DIR; this module decides who may, what for and how large, and checks the finished bytes.

export const UPLOADS_PATH = "/api/uploads";
const MAX_FILENAME = 255;

interface Tus {
  directory: string;
  server: Server;
  /** The id each creating request was given: the tus server asks for it by request (namingFunction). */
  ids: WeakMap<Request, string>;
}

// One for the process, on globalThis: Next.js bundles each route (and the jobs) with its own copy of this module.
function tus(): Tus {
  const holder = globalThis as unknown as { __castfolioTus?: Tus };
  const directory = config.resumableUploadDir;
  if (holder.__castfolioTus?.directory !== directory) {
    const ids = new WeakMap<Request, string>();
    const server = new Server({
      path: UPLOADS_PATH,
      datastore: new FileStore({ directory }),
      relativeLocation: true,
      // Same-origin only, like the rest of the API: no Access-Control-Allow-Origin for other sites.
      allowedOrigins: () => false,
      maxSize: largestUpload(),
      // The protocol's refusals (a wrong offset…) carry their status; anything else is ours to look into.
      onResponseError: (_request, error) => {
        if (!("status_code" in error)) console.error("[uploads] unexpected error:", error);
        return undefined;
      },
      namingFunction: (request) => {
        const id = ids.get(request);
        if (!id) throw new Error("an upload was created without an id of ours");
        return id;
      },
    });
    holder.__castfolioTus = { directory, server, ids };
  }
  return holder.__castfolioTus;
}

/** What Upload-Length and Upload-Metadata describe, checked: a 400 naming each header or key that is wrong. */
function describedUpload(request: Request, id: string): NewUpload {
  const errors: Record<string, string> = {};
  const length = request.headers.get("upload-length");
  const size = length !== null && /^\d{1,16}$/.test(length) ? Number(length) : undefined;
  if (size === undefined) errors["Upload-Length"] = formError("resumable.lengthNeeded");
  let metadata: Record<string, string | null> = {};
  try {
    metadata = Metadata.parse(request.headers.get("upload-metadata") ?? undefined);
  } catch {
    metadata = {};
  }
  const rule = purposeRule(metadata.purpose ?? "");
  if (!rule) errors.purpose = formError("resumable.purposeOneOf", { options: UPLOAD_PURPOSE_NAMES.join(", ") });
  const filename = metadata.filename?.trim() ?? "";
  if (!filename || filename.length > MAX_FILENAME) {
    errors.filename = formError("resumable.filenameNeeded", { max: MAX_FILENAME });
  }
  const filetype = metadata.filetype?.trim() ?? "";
  if (rule && !rule.announced.test(filetype)) {
    const type = filetype || "?";
    errors.filetype = formError(rule.accept === "video" ? "resumable.videoExpected" : "resumable.pdfExpected", {
      type,
    });
  }
  if (size === 0 && !errors.filename) errors["Upload-Length"] = formError("uploads.empty", { upload: filename });
  if (Object.keys(errors).length || !rule || size === undefined) throw invalidFields(errors);
  if (size > rule.maxBytes()) {
    throw new AppError("too-large", refusal("uploadTooLarge", { max: formatBytes(rule.maxBytes()) }));
  }
  return { id, purpose: rule.purpose, filename, filetype, size };
}

/** The upload's bytes are all there: keeps them if they are what its purpose takes, else removes it (415). */
async function finish(id: string, purposeOf: NewUpload["purpose"]): Promise<void> {
  const rule = ruleOfPurpose(purposeOf);
  const type = await detectTypeFor(path.join(resumableFolder(), id), rule.accept);
  const fits = rule.accept === "video" ? type !== undefined : type?.mime === "application/pdf";
  if (type && fits) return markFinished(id, type.mime);
  await removeStoredUpload(id);
  await forgetUpload(id);
  throw new AppError("unsupported-type", rule.accept === "video" ? refusal("uploadNotVideo") : refusal("uploadNotPdf"));
}

/** Whether a tus answer says the upload now holds all `size` bytes. */
const complete = (response: Response, size: number | bigint) => response.headers.get("upload-offset") === String(size);

/** POST /api/uploads: a signed-in member starts an upload (and may send its first bytes with it). */
export async function startUpload(request: Request): Promise<Response> {
  const member = await requireUser(request);
  await rateLimits.beforeUpload(member.id);
  const upload = describedUpload(request, randomBytes(16).toString("hex"));
  await recordUpload(member.id, upload);
  const { ids, server } = tus();
  ids.set(request, upload.id);
  const response = await server.handleWeb(request);
  if (response.status !== 201) {
    await removeStoredUpload(upload.id);
    await forgetUpload(upload.id);
    return response;
  }
  if (complete(response, upload.size)) await finish(upload.id, upload.purpose);
  return response;
}

/**
 * HEAD, PATCH or DELETE /api/uploads/{id}: the member's own upload only (another member's is a 404). A PATCH
 * that brings the last byte has the file checked; a DELETE forgets the upload.
 */
export async function continueUpload(request: Request, id: string): Promise<Response> {
  const member = await requireUser(request);
  if (!isId(id)) throw new AppError("not-found", refusal("noSuchUpload"));
  const upload = await ownUpload(member.id, id);
  const response = await tus().server.handleWeb(request);
  if (request.method === "DELETE" && response.status === 204) await forgetUpload(id);
  if (request.method === "PATCH" && upload.state === "RECEIVING" && complete(response, upload.size)) {
    await finish(id, upload.purpose);
  }
  return response;
}

/** Removes an upload's bytes (and the tus store's record of them); removing what is gone is no error. */
export async function removeStoredUpload(id: string): Promise<void> {
  await tus()
    .server.datastore.remove(id)
    .catch(() => undefined);
}

/** The resumable uploads' folder, where each upload is a file named by its id (with its record beside it). */
export const resumableFolder = () => tus().directory;

import { z } from "zod";
import { formatBytes } from "../media/client/limits.ts";
import { UPLOAD_PURPOSES, UPLOAD_PURPOSE_NAMES } from "./purposes.ts";
import { COMMON, failure, refused } from "../openapi/answers.ts";
import { jsonSchema } from "../openapi/schema.ts";
import type { ApiOperation, Header, Parameter, ResponseObject } from "../openapi/types.ts";

// Resumable uploads over the tus 1.0 protocol (tus.io/protocols/resumable-upload): the headers are the protocol's,
// the refusals of our own checks are the API's usual JSON, and the protocol's own (a wrong offset) are its text.

const tag = "Uploads";
const uploadId = "The upload's id, the last segment of the Location that POST /api/uploads answered.";

const integer = jsonSchema(z.number().int().min(0));
const header = (name: string, description: string, required = true, schema = integer): Parameter => ({
  name,
  in: "header",
  required,
  description,
  schema,
});
const tusResumable = header("Tus-Resumable", "The protocol's version: `1.0.0`.", true, jsonSchema(z.literal("1.0.0")));
const offsetHeader: Header = { description: "How many bytes of the file the server holds.", schema: integer };

const limits = UPLOAD_PURPOSE_NAMES.map((name) => {
  const rule = UPLOAD_PURPOSES[name];
  return `\`${name}\` (${rule.accept === "video" ? "a video" : "a PDF"}, up to ${formatBytes(rule.maxBytes())} by default)`;
}).join(", ");

/** An answer of the protocol itself: plain text, with Tus-Resumable. */
const protocolAnswer = (description: string): ResponseObject => ({
  description,
  content: { "text/plain": { schema: jsonSchema(z.string()) } },
});

export const RESUMABLE_UPLOAD_OPERATIONS: ApiOperation[] = [
  {
    method: "POST",
    path: "/api/uploads",
    tag,
    summary: "Start a resumable upload",
    description: `A file sent in pieces, so that a dropped connection costs only the piece in flight. Upload-Metadata names what the file is for: ${limits}; the length limits are set by UPLOAD_VIDEO_MAX_MB and UPLOAD_SIDES_MAX_MB. A member may hold UNFINISHED_UPLOADS_PER_MEMBER (5) uploads at once, arriving or finished and not yet taken by a save; an upload, finished or not, is removed 24 hours after it started unless a save has taken it. The first bytes may come with this request (\`Content-Type: application/offset+octet-stream\`). When the last byte arrives the file's type is read from its bytes: a file that is not what its purpose takes is removed and answered 415.`,
    access: "member",
    headers: [
      tusResumable,
      header("Upload-Length", "The file's size in bytes, at least 1."),
      header(
        "Upload-Metadata",
        "Comma-separated `key base64(value)` pairs: `purpose` (one of " +
          UPLOAD_PURPOSE_NAMES.join(", ") +
          "), `filename`, and `filetype` (a `video/…` type, or `application/pdf` for sides).",
        true,
        jsonSchema(z.string()),
      ),
    ],
    responses: {
      201: {
        description: "Started: Location is the upload's address, to PATCH the bytes to.",
        headers: {
          Location: { description: "/api/uploads/{id}", schema: jsonSchema(z.string()) },
          "Upload-Offset": offsetHeader,
        },
      },
      400: failure("Upload-Length or a key of Upload-Metadata is missing or wrong: `errors` names it."),
      409: failure(
        "The member holds UNFINISHED_UPLOADS_PER_MEMBER uploads already (`limit_reached`): one must be used or cancelled.",
      ),
      412: protocolAnswer("Tus-Resumable is missing or not 1.0.0."),
      413: failure("Upload-Length is over the limit of the purpose."),
      415: failure("The bytes sent with the request make a whole file that is not what its purpose takes."),
      429: COMMON.rateLimited("uploads"),
    },
  },
  {
    method: "HEAD",
    path: "/api/uploads/{id}",
    tag,
    summary: "How much of an upload has arrived",
    description: "After a dropped connection or a reload: the client resumes with a PATCH at Upload-Offset.",
    access: "member",
    pathParameters: { id: uploadId },
    headers: [tusResumable],
    responses: {
      200: {
        description: "Upload-Offset and Upload-Length, and no body.",
        headers: {
          "Upload-Offset": offsetHeader,
          "Upload-Length": { description: "The file's size.", schema: integer },
        },
      },
      404: refused("noSuchUpload"),
    },
  },
  {
    method: "PATCH",
    path: "/api/uploads/{id}",
    tag,
    summary: "Send the next piece of an upload",
    description:
      "The bytes from Upload-Offset on (any number of them, up to the rest of the file). The piece that completes the file has it checked: a file that is not what its purpose takes is removed and answered 415.",
    access: "member",
    pathParameters: { id: uploadId },
    headers: [tusResumable, header("Upload-Offset", "Where these bytes go: the offset HEAD answered.")],
    body: {
      required: true,
      content: { "application/offset+octet-stream": { schema: jsonSchema(z.string().describe("The file's bytes.")) } },
    },
    responses: {
      204: { description: "Appended: Upload-Offset is the new offset.", headers: { "Upload-Offset": offsetHeader } },
      404: refused("noSuchUpload"),
      409: protocolAnswer("Upload-Offset is not the offset the server holds: ask HEAD and resume from there."),
      412: protocolAnswer("Tus-Resumable is missing or not 1.0.0."),
      413: protocolAnswer("The bytes go beyond Upload-Length."),
      415: failure("The finished file is not what its purpose takes; it was removed."),
    },
  },
  {
    method: "DELETE",
    path: "/api/uploads/{id}",
    tag,
    summary: "Cancel an upload",
    description: "Removes the upload and its bytes.",
    access: "member",
    pathParameters: { id: uploadId },
    headers: [tusResumable],
    responses: { 204: { description: "Removed." }, 404: refused("noSuchUpload") },
  },
];

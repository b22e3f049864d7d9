import { z } from "zod";
import { ERROR_CODE_LIST, ERROR_CODES } from "../error-codes.ts";
import { jsonSchema } from "./schema.ts";
import type { Header, ResponseObject } from "./types.ts";
import { refusal, type RefusalKey } from "../i18n/refusals.ts";

// The answers of the API as the document describes them: every success is `{ success: true, … }` and
// every failure `{ success: false, code, message, errors }` (lib/http.ts). The shapes are zod schemas here too,
// converted like the requests, so that the document has one way of writing a schema.

const success = z.literal(true);

/** Every code with what it means, as a list the description can show. */
const CODE_LIST = Object.entries(ERROR_CODES)
  .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
  .join("\n");

/**
 * `{ success: false, code, message, errors }`: components.schemas.Error. `code` is an enum of every code
 * of lib/error-codes.ts, each explained in the description and in `x-enum-descriptions` (code: meaning),
 * which tools that generate clients read.
 */
export const errorAnswer = z.object({
  success: z.literal(false),
  code: z
    .enum(ERROR_CODE_LIST)
    .describe(
      `What went wrong, for the program that asked: stable, unlike the message. A failure with no more specific code has the generic one of its status (invalid_input, not_found, conflict…).\n\n${CODE_LIST}`,
    )
    .meta({ "x-enum-descriptions": ERROR_CODES }),
  message: z.string().describe("What went wrong, for the person who asked."),
  errors: z
    .record(z.string(), z.string())
    .optional()
    .describe("{ field: message } for each field that is wrong (nested fields joined with dots)."),
});

const ERROR_REF = "#/components/schemas/Error";

const retryAfter: Header = {
  description: "Seconds to wait before trying again.",
  schema: jsonSchema(z.number().int()),
};

/** The zod schema each documented JSON answer was written from, for the tests that hold real answers to it. */
const SHAPES = new WeakMap<ResponseObject, z.core.$ZodType>();

export const shapeOf = (response: ResponseObject): z.core.$ZodType | undefined => SHAPES.get(response);

/** A JSON answer: its description, and its shape where one is known. */
export function answer(description: string, shape?: z.core.$ZodType): ResponseObject {
  const response: ResponseObject = {
    description,
    ...(shape ? { content: { "application/json": { schema: jsonSchema(shape) } } } : {}),
  };
  if (shape) SHAPES.set(response, shape);
  return response;
}

/** `{ success: true, message, …extra }`. */
export const doneAnswer = (description: string, extra: z.ZodRawShape = {}) =>
  answer(description, z.object({ success, message: z.string(), ...extra }));

/** `{ success: true, data }` (with a message when the call changed something). */
export const dataAnswer = (description: string, data: z.core.$ZodType, { message = false } = {}) =>
  answer(description, z.object({ success, ...(message ? { message: z.string() } : {}), data }));

/** The refusal of a text that asks another member for money, for a 400's description. */
export const ASKS_FOR_MONEY =
  "or a text that reaches another member asks for money (`errors` names the field and the message quotes the words)";

/** A failure: `{ success: false, code, message, errors }` with this status. */
export function failure(description: string, { retry = false } = {}): ResponseObject {
  return {
    description,
    ...(retry ? { headers: { "Retry-After": retryAfter } } : {}),
    content: { "application/json": { schema: { $ref: ERROR_REF } } },
  };
}

/** A failure described by the refusal the handler answers with (its English, from the ApiErrors catalog). */
export const refused = (key: RefusalKey, options?: { retry?: boolean }): ResponseObject =>
  failure(refusal(key).english, options);

/** The failures that many operations share; document.ts adds them by the operation's kind. */
export const COMMON = {
  invalidJson: failure("The body does not validate, or is not valid JSON: `errors` names each field that is wrong."),
  invalidUpload: failure("A field does not validate, or a file field is unknown or sent too often: `errors` names it."),
  jsonTooLarge: failure("The body is larger than 64 KB."),
  notJson: failure("The body is not sent as `Content-Type: application/json`."),
  uploadTooLarge: failure("A file, or the upload as a whole, is larger than allowed."),
  unsupportedFile: failure("A file is not of a type its field accepts (the type is read from its bytes)."),
  storageFull: failure("The file store is full; nothing was saved."),
  unauthenticated: failure("No credentials, or a token or cookie whose session has ended."),
  adminsOnly: "The member is not an admin.",
  crossSite:
    "A write with the session cookie that does not come from the site's own pages (no same-site `Origin` or `Sec-Fetch-Site: same-origin`).",
  unavailable: failure("The database cannot be reached; try again after `Retry-After` seconds.", { retry: true }),
  rateLimited: (what: string) => failure(`Too many ${what}: try again after \`Retry-After\` seconds.`, { retry: true }),
} as const;

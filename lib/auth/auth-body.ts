import "server-only";
import { AppError, type Said } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { formError } from "../i18n/form-errors.ts";
import { MAX_JSON_BYTES, nulIn, readBodyText } from "../http.ts";

// next-auth's routes (/api/auth/*) read a POST body as JSON or as a form and hand it on unchecked: a body that
// is not JSON, not UTF-8, nested, or holds a NUL made it answer 500. Its route reads the body through here
// first: within the size limit, every field text, handed on as a form (app/api/auth/[...nextauth]/route.ts);
// anything else is a 400 (or 413) that names what is wrong.

const FORM = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";

const invalid = (message: Said, field?: string) =>
  new AppError("invalid", message, field ? { errors: { [field]: formError("generic.notValid") } } : undefined);

/** A JSON body's fields: an object whose values are text, numbers or true/false, each as text. */
function jsonFields(text: string): Record<string, string> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalid(refusal("bodyNotJson"));
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw invalid(refusal("bodyNotObject"));
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === "object" && value !== null)
      throw invalid(refusal("fieldNotText", { name: name.slice(0, 40) }), name);
    if (value !== null && value !== undefined) fields[name] = String(value);
  }
  return fields;
}

/**
 * The fields of a POST body next-auth reads (a form or JSON), checked; null when there is none to check (not
 * a POST, or a type next-auth does not read).
 */
export async function checkedAuthFields(request: Request): Promise<Record<string, string> | null> {
  if (request.method !== "POST") return null;
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== FORM && type !== JSON_TYPE) return null;
  const text = await readBodyText(request, MAX_JSON_BYTES);
  const fields = type === FORM ? Object.fromEntries(new URLSearchParams(text)) : jsonFields(text);
  const nul = nulIn(fields);
  if (nul !== null) {
    throw invalid(refusal("fieldHoldsNul", { name: nul.replaceAll("\0", "\\0").slice(0, 40) }), nul);
  }
  return fields;
}

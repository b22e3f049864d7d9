import "server-only";
import type enApiErrors from "../../messages/en/ApiErrors.json";
import type { Said } from "../errors.ts";
import { translatorFor } from "./catalogs.ts";

// The refusals lib words itself, by their key in the "ApiErrors" catalog (`messages.*`): the English catalog is the
// only English of each sentence; an AppError made with one carries the key, and a request in Hindi, Telugu or Tamil
// is answered with that language's words for it (lib/i18n/api-errors.ts).

export type RefusalKey = keyof (typeof enApiErrors)["messages"];

/** A refusal's words by key, with the values its sentence takes: `new AppError(kind, refusal(key, values), …)`. */
export function refusal(key: RefusalKey, values?: Record<string, string | number>): Said {
  return { key, values, english: translatorFor("en", "ApiErrors")(`messages.${key}`, values) };
}

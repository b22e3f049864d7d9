import "server-only";
import type { ErrorCode } from "../error-codes.ts";
import type { AppError } from "../errors.ts";
import { translatorFor } from "./catalogs.ts";
import { formErrorText, formErrorsText, readFormError, type FormErrorsTranslator } from "./form-errors.ts";
import { refusalWords } from "./refusals.ts";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";

// The API's refusals in the language a request asks for. An API client gets English, as it always has, and
// tells refusals apart by `code`; a request whose Accept-Language names Hindi, Telugu or Tamil first (the site's
// own pages send their language: lib/client/upload.ts) gets `message` and the `errors` of each field in it
// (lib/http.ts). Whatever the language, a message lib gave by key (a validation message made by formError, an
// AppError's `said`) is read from that language's catalog. Other than that, a refusal in Hindi, Telugu or Tamil says
// what its code means in general ("ApiErrors" codes.*), written to hold for every refusal that carries the code;
// but not where only lib's own message explains the refusal (a 400 without field errors, a plain 409:
// GENERAL_NOT_ENOUGH), which stays in English, as does a field's message lib did not give by key. The answers of a
// success are said in the requested language beside these, by key (lib/i18n/answers.ts).

/** The languages an API refusal can be written in besides English. */
export type ApiLanguage = Exclude<Locale, "en">;
const API_LANGUAGES: readonly ApiLanguage[] = ["hi", "te", "ta"];

/**
 * The language a request asks for in its Accept-Language header, when its first choice (highest q, then first
 * listed) is Hindi, Telugu or Tamil ("hi", "hi-IN"…); undefined for English, any other language, or no header.
 */
export function requestedLanguage(header: string | null | undefined): ApiLanguage | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.split(";").map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q.slice(2)), index };
    })
    .filter((range) => range.tag && Number.isFinite(range.q) && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const primary = ranges[0]?.tag.split("-")[0];
  return API_LANGUAGES.find((language) => language === primary);
}

/** Each code's general message, by its key in "ApiErrors" (a table of literal keys, so that every key is read). */
const CODE_KEYS: Readonly<Record<ErrorCode, string>> = {
  invalid_input: "codes.invalid_input",
  unauthenticated: "codes.unauthenticated",
  forbidden: "codes.forbidden",
  not_found: "codes.not_found",
  gone: "codes.gone",
  conflict: "codes.conflict",
  too_large: "codes.too_large",
  unsupported_type: "codes.unsupported_type",
  rate_limited: "codes.rate_limited",
  unavailable: "codes.unavailable",
  storage_full: "codes.storage_full",
  internal_error: "codes.internal_error",
  malformed_address: "codes.malformed_address",
  invalid_credentials: "codes.invalid_credentials",
  account_suspended: "codes.account_suspended",
  member_suspended: "codes.member_suspended",
  wrong_current_password: "codes.wrong_current_password",
  email_taken: "codes.email_taken",
  cross_site_request: "codes.cross_site_request",
  link_invalid: "codes.link_invalid",
  link_used: "codes.link_used",
  link_expired: "codes.link_expired",
  link_outdated: "codes.link_outdated",
  not_talent: "codes.not_talent",
  not_hirer: "codes.not_hirer",
  guardian_not_needed: "codes.guardian_not_needed",
  awaiting_guardian: "codes.awaiting_guardian",
  admins_only: "codes.admins_only",
  already_applied: "codes.already_applied",
  tape_request_closed: "codes.tape_request_closed",
  tape_request_withdrawn: "codes.tape_request_withdrawn",
  tape_request_answered: "codes.tape_request_answered",
  call_closed: "codes.call_closed",
  roles_locked: "codes.roles_locked",
  questions_locked: "codes.questions_locked",
  call_has_applications: "codes.call_has_applications",
  application_closed: "codes.application_closed",
  undo_too_late: "codes.undo_too_late",
  profile_changed: "codes.profile_changed",
  limit_reached: "codes.limit_reached",
  verified_hirer_required: "codes.verified_hirer_required",
  details_not_shared: "codes.details_not_shared",
  minor_details_private: "codes.minor_details_private",
  blocked: "codes.blocked",
  conversation_suspended: "codes.conversation_suspended",
  minor_messaging_restricted: "codes.minor_messaging_restricted",
  too_many_streams: "codes.too_many_streams",
  not_rental_owner: "codes.not_rental_owner",
  no_rental_terms: "codes.no_rental_terms",
  own_listing: "codes.own_listing",
  minor_booking_restricted: "codes.minor_booking_restricted",
  dates_unavailable: "codes.dates_unavailable",
  dates_taken: "codes.dates_taken",
  booking_expired: "codes.booking_expired",
  booking_state: "codes.booking_state",
  review_too_early: "codes.review_too_early",
  already_reviewed: "codes.already_reviewed",
  saved_search_exists: "codes.saved_search_exists",
  session_cancelled: "codes.session_cancelled",
  session_past: "codes.session_past",
  slot_full: "codes.slot_full",
  session_full: "codes.session_full",
  already_reported: "codes.already_reported",
  link_gone: "codes.link_gone",
};

/**
 * The codes whose general message would not tell a person what went wrong: a plain 409 (the conflicts a person
 * meets carry a code of their own). Their refusals stay English unless lib worded them by key; so
 * does a 400 without field errors (a body that is not JSON, "Nothing to save"), see messageIn.
 */
const GENERAL_NOT_ENOUGH: ReadonlySet<ErrorCode> = new Set(["conflict"]);

interface ApiErrorsTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

function translatorsOf(language: Locale) {
  return {
    api: translatorFor(language, "ApiErrors") as unknown as ApiErrorsTranslator,
    form: translatorFor(language, "FormErrors") as unknown as FormErrorsTranslator,
  };
}

/** What a refusal's answer says to a person: `message`, and `errors` when it names fields. */
export interface RefusalWords {
  message: string;
  errors?: Record<string, string>;
}

/** The words of a refusal (lib's AppError) in a language; see the head of this file for which words are used. */
export function refusalIn(error: AppError, language: Locale): RefusalWords {
  const { api, form } = translatorsOf(language);
  const message = messageIn(api, form, error, language);
  if (!error.errors) return { message };
  // A field's message that repeats a refusal lib worded by key (AppError's `said`) is that refusal's words.
  const errors = formErrorsText(form, error.errors);
  if (error.said)
    for (const [field, text] of Object.entries(error.errors)) if (text === error.message) errors[field] = message;
  return { message, errors };
}

function messageIn(api: ApiErrorsTranslator, form: FormErrorsTranslator, error: AppError, language: Locale): string {
  if (error.said) return refusalWords(error.said.key, error.said.values, language);
  if (language === DEFAULT_LOCALE || readFormError(error.message)) return formErrorText(form, error.message);
  if (error.code === "rate_limited" && error.retryAfterSeconds !== undefined) {
    const seconds = error.retryAfterSeconds;
    return seconds < 90
      ? api("rateLimited.seconds", { seconds })
      : api("rateLimited.minutes", { minutes: Math.ceil(seconds / 60) });
  }
  // A 400 is explained by its fields' messages, or not at all.
  if (error.code === "invalid_input" && !error.errors) return formErrorText(form, error.message);
  if (GENERAL_NOT_ENOUGH.has(error.code)) return formErrorText(form, error.message);
  const key = CODE_KEYS[error.code];
  return api.has(key) ? api(key) : formErrorText(form, error.message);
}

/** A refusal's message in the language an Accept-Language header puts first (English unless hi, te or ta). */
export function refusalText(error: AppError, acceptLanguage: string | null): string {
  return refusalIn(error, requestedLanguage(acceptLanguage) ?? DEFAULT_LOCALE).message;
}

/** The general message of a code in a language (the answers lib/http.ts writes itself: a 500). */
export function codeMessageIn(code: ErrorCode, language: ApiLanguage, english: string): string {
  const { api } = translatorsOf(language);
  const key = CODE_KEYS[code];
  return api.has(key) ? api(key) : english;
}

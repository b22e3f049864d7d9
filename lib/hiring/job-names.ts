import type { createTranslator, Messages } from "next-intl";
import type { StatusName } from "./status-labels.ts";
import { AUDITION_TYPES, ORGANIZATION_TYPES, PROJECT_TYPES } from "./options.ts";
import type { Locale } from "../i18n/locales.ts";
import { countArgument } from "../i18n/formats.ts";

// The casting calls' enumerated words in the page's language, at display time: lib/hiring keeps its English
// (the API, mails and WhatsApp alerts read it), and the job pages (components/jobs) translate what they show.
// Stored values, URLs and query parameters stay English. Browser-safe: the call cards render in the browser.

/** A translator for "JobsClient": `useTranslations("JobsClient")` or `await getTranslations("JobsClient")`. */
export type JobsClientTranslator = ReturnType<typeof createTranslator<Messages, "JobsClient">>;
/** A translator for "Jobs" (server components only): `useTranslations("Jobs")` or `await getTranslations("Jobs")`. */
export type JobsTranslator = ReturnType<typeof createTranslator<Messages, "Jobs">>;

type ProjectType = (typeof PROJECT_TYPES)[number];
type OrganizationType = (typeof ORGANIZATION_TYPES)[number];
type AuditionType = keyof typeof AUDITION_TYPES;

// The one place where keys are chosen at run time, each from a table of literal keys. The keys reached are
// exactly these (every value of lib/hiring/options.ts and status-labels.ts has one, checked in every language
// by tests/unit/job-names.test.ts):
// - JobsClient `names.projectTypes.*` for each PROJECT_TYPES value, `names.statuses.*` for each StatusName;
// - Jobs `organizationTypes.*` for each ORGANIZATION_TYPES value, `auditionTypes.*` for each AUDITION_TYPES key.
const PROJECT_TYPE_KEYS: Readonly<Record<ProjectType, string>> = {
  "Feature film": "names.projectTypes.featureFilm",
  "Web series": "names.projectTypes.webSeries",
  "Short film": "names.projectTypes.shortFilm",
  Advertisement: "names.projectTypes.advertisement",
  "Music video": "names.projectTypes.musicVideo",
  Theatre: "names.projectTypes.theatre",
  Other: "names.projectTypes.other",
};

const STATUS_KEYS: Readonly<Record<StatusName, string>> = {
  submitted: "names.statuses.submitted",
  shortlisted: "names.statuses.shortlisted",
  selected: "names.statuses.selected",
  rejected: "names.statuses.rejected",
  closed: "names.statuses.closed",
};

const ORGANIZATION_TYPE_KEYS: Readonly<Record<OrganizationType, string>> = {
  "Production house": "organizationTypes.productionHouse",
  "Casting agency": "organizationTypes.castingAgency",
  "Independent filmmaker": "organizationTypes.independentFilmmaker",
  "Ad agency": "organizationTypes.adAgency",
  "OTT/Broadcaster": "organizationTypes.ottBroadcaster",
};

const AUDITION_TYPE_KEYS: Readonly<Record<AuditionType, string>> = {
  SELF_TAPE: "auditionTypes.selfTape",
  IN_PERSON: "auditionTypes.inPerson",
  ONLINE: "auditionTypes.online",
};

function lookup<T extends string>(keys: Readonly<Record<T, string>>, value: string): string | undefined {
  return Object.hasOwn(keys, value) ? keys[value as T] : undefined;
}

function say(t: JobsClientTranslator | JobsTranslator, key: string): string {
  return (t as unknown as (key: string) => string)(key);
}

/** "Web series" → "वेब सीरीज़" on a Hindi page; a value not in PROJECT_TYPES is shown as it is. */
export function projectTypeLabel(t: JobsClientTranslator, value: string): string {
  const key = lookup(PROJECT_TYPE_KEYS, value);
  return key ? say(t, key) : value;
}

/** An application's status (lib/hiring/status-labels.ts STATUS_LABELS in English). */
export function statusLabel(t: JobsClientTranslator, status: StatusName): string {
  const key = lookup(STATUS_KEYS, status);
  return key ? say(t, key) : status;
}

/** "Casting agency" → "कास्टिंग एजेंसी"; a value not in ORGANIZATION_TYPES is shown as it is. */
export function organizationTypeLabel(t: JobsTranslator, value: string): string {
  const key = lookup(ORGANIZATION_TYPE_KEYS, value);
  return key ? say(t, key) : value;
}

/** How a call auditions (lib/hiring/options.ts AUDITION_TYPES in English). */
export function auditionTypeLabel(t: JobsTranslator, type: AuditionType): string {
  const key = lookup(AUDITION_TYPE_KEYS, type);
  return key ? say(t, key) : type;
}

// Pay: lib/hiring/present.ts writes it in English ("₹25,000", "₹50,000 – ₹90,000", "Unpaid", "… · some roles
// Unpaid"). Its amounts read the same in every language (formatInr: the Indian grouping, the same digits);
// only the words are translated here.
const UNPAID = "Unpaid";
const SOME_UNPAID = " · some roles Unpaid";

/** A pay text of rolePay or callPay (lib/hiring/present.ts) in the page's language. */
export function payLabel(t: JobsClientTranslator, pay: string): string {
  if (pay === UNPAID) return t("names.unpaid");
  if (pay.endsWith(SOME_UNPAID)) return t("names.someUnpaid", { range: pay.slice(0, -SOME_UNPAID.length) });
  return pay;
}

/** "1 opening", "12 openings" (lib/hiring/present.ts openingsLabel in English). */
export function openingsLabel(t: JobsClientTranslator, locale: Locale, count: number): string {
  return t("names.openings", { count, total: countArgument(locale, count) });
}

/**
 * Who may apply for a role, in words: "Female, age 20–30" (lib/hiring/present.ts roleWho in English).
 * `gender` is the role's gender already in the page's language (lib/search/catalog-names.ts genderLabel).
 */
export function roleWhoLabel(
  t: JobsTranslator,
  role: { gender: string; ageMin: number | null; ageMax: number | null },
  gender: string,
): string {
  const { ageMin: min, ageMax: max } = role;
  const age =
    min !== null && max !== null
      ? t("roles.ageRange", { min, max })
      : min !== null
        ? t("roles.ageFrom", { min })
        : max !== null
          ? t("roles.ageUpTo", { max })
          : "";
  return [role.gender === "Any" ? t("roles.anyGender") : gender, age].filter(Boolean).join(", ");
}

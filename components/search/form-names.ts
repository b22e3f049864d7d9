import { CATEGORIES, findCategory, GENDERS, type ProfileKind } from "@/lib/catalog";
import {
  type CatalogTranslator,
  categoryLabel,
  genderLabel,
  languageLabel,
  skinToneLabel,
  subcategoryLabel,
} from "@/lib/search/catalog-names";
import { KNOWN_LANGUAGES, SKIN_TONES } from "@/lib/search/vocabulary";
import { addDays, todayInIndia } from "@/lib/dates";
import type { createTranslator, Messages } from "next-intl";
import type { FilterName } from "@/lib/search/filters";

/** A translator for the "Listing" namespace: `useTranslations("Listing")` or `await getTranslations("Listing")`. */
type ListingTranslator = ReturnType<typeof createTranslator<Messages, "Listing">>;

/**
 * The displayed names a SearchForm's selects need, keyed by their stored (English) values: the form is a
 * client component, and the Catalog namespace stays on the server, so only the names one form shows travel.
 */
export interface FormNames {
  categories?: Readonly<Record<string, string>>;
  subcategories?: Readonly<Record<string, string>>;
  genders?: Readonly<Record<string, string>>;
  /** Every language search knows, in order (the form's suggestions come from here, not from lib/search). */
  languages?: Readonly<Record<string, string>>;
  /** The skin tones search filters by, in order. */
  skinTones?: Readonly<Record<string, string>>;
}

/**
 * The names for a form with these filters: every category, the chosen category's subcategories, the genders, the
 * languages, the skin tones. The lists travel with the form's page rather than in the browser's scripts, which
 * every listing would download.
 */
export function formNames(t: CatalogTranslator, filters: readonly FilterName[], chosenCategory?: string): FormNames {
  const names: FormNames = {};
  if (filters.includes("category")) {
    names.categories = Object.fromEntries(CATEGORIES.map((c) => [c.name, categoryLabel(t, c.name)]));
    const category = findCategory(chosenCategory);
    if (category)
      names.subcategories = Object.fromEntries(category.subcategories.map((s) => [s, subcategoryLabel(t, s)]));
  }
  if (filters.includes("gender")) names.genders = Object.fromEntries(GENDERS.map((g) => [g, genderLabel(t, g)]));
  if (filters.includes("languages"))
    names.languages = Object.fromEntries(KNOWN_LANGUAGES.map((l) => [l, languageLabel(t, l)]));
  if (filters.includes("skinTone"))
    names.skinTones = Object.fromEntries(SKIN_TONES.map((s) => [s, skinToneLabel(t, s)]));
  return names;
}

/** The skills filter's name and example for the category listed (lib/search/filters.ts `skillsLabel` in English). */
export interface SkillsWords {
  label: string;
  placeholder: string;
}

/** Static keys for the skills filter's words of each kind. */
export function skillsWordsIn(t: ListingTranslator, kind: ProfileKind | undefined): SkillsWords {
  switch (kind) {
    case "artist":
      return { label: t("skills.artist"), placeholder: t("skillsExamples.artist") };
    case "technician":
      return { label: t("skills.technician"), placeholder: t("skillsExamples.technician") };
    case "musician":
      return { label: t("skills.musician"), placeholder: t("skillsExamples.musician") };
    case "writerDirector":
      return { label: t("skills.writerDirector"), placeholder: t("skillsExamples.writerDirector") };
    case "cameraUnit":
      return { label: t("skills.cameraUnit"), placeholder: t("skillsExamples.cameraUnit") };
    case "location":
      return { label: t("skills.location"), placeholder: t("skillsExamples.location") };
    default:
      return { label: t("skills.any"), placeholder: t("skillsExamples.any") };
  }
}

/** The days a SearchForm's availability choices stand for: today, and free within a week, a month, three months. */
export interface FormDays {
  today: string;
  week: string;
  month: string;
  threeMonths: string;
}

/** The form's days, counted here so that the form's script needs no date arithmetic. */
export function formDays(today = todayInIndia()): FormDays {
  return { today, week: addDays(today, 7), month: addDays(today, 30), threeMonths: addDays(today, 90) };
}

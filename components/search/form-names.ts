import { CATEGORIES, findCategory, GENDERS, type ProfileKind } from "@/lib/catalog";
import { type CatalogTranslator, categoryLabel, genderLabel, subcategoryLabel } from "@/lib/i18n/catalog-names";
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
}

/** The names for a form with these filters: every category, the chosen category's subcategories, the genders. */
export function formNames(t: CatalogTranslator, filters: readonly FilterName[], chosenCategory?: string): FormNames {
  const names: FormNames = {};
  if (filters.includes("category")) {
    names.categories = Object.fromEntries(CATEGORIES.map((c) => [c.name, categoryLabel(t, c.name)]));
    const category = findCategory(chosenCategory);
    if (category)
      names.subcategories = Object.fromEntries(category.subcategories.map((s) => [s, subcategoryLabel(t, s)]));
  }
  if (filters.includes("gender")) names.genders = Object.fromEntries(GENDERS.map((g) => [g, genderLabel(t, g)]));
  return names;
}

/** Static keys for the skills filter's label of each kind (lib/search/filters.ts `skillsLabel` in English). */
export function skillsLabelIn(t: ListingTranslator, kind: ProfileKind | undefined): string {
  switch (kind) {
    case "artist":
      return t("skills.artist");
    case "technician":
      return t("skills.technician");
    case "musician":
      return t("skills.musician");
    case "writerDirector":
      return t("skills.writerDirector");
    case "cameraUnit":
      return t("skills.cameraUnit");
    case "location":
      return t("skills.location");
    default:
      return t("skills.any");
  }
}

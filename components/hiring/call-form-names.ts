import "server-only";
import { getTranslations } from "next-intl/server";
import type { CallFormNames, LockedRole } from "@/components/hiring/CallForm";
import { CATEGORIES } from "@/lib/catalog";
import type { CallView } from "@/lib/hiring/views";
import { AUDITION_TYPES, ROLE_GENDERS } from "@/lib/hiring/options";
import { rolePay } from "@/lib/hiring/present";
import { categoryLabel, genderLabel, subcategoryLabel } from "@/lib/search/catalog-names";
import { auditionTypeLabel, payLabel, roleWhoLabel } from "@/lib/hiring/job-names";

// What the call form (a client component) shows from the server's catalogs, in the page's language: the names
// of the audition types ("Jobs"), of the categories, subcategories and genders ("Catalog"), and, once people
// have applied, its roles as they stand. The post-a-call and edit pages pass these to the form.

/** The names of the form's fixed choices: English stored value → what the page shows. */
export async function callFormNames(): Promise<CallFormNames> {
  const [jobs, catalog, t] = await Promise.all([
    getTranslations("Jobs"),
    getTranslations("Catalog"),
    getTranslations("Posting"),
  ]);
  const auditionTypes = Object.keys(AUDITION_TYPES) as (keyof typeof AUDITION_TYPES)[];
  return {
    auditionTypes: Object.fromEntries(auditionTypes.map((type) => [type, auditionTypeLabel(jobs, type)])),
    categories: Object.fromEntries(CATEGORIES.map(({ name }) => [name, categoryLabel(catalog, name)])),
    subcategories: Object.fromEntries(
      CATEGORIES.flatMap((c) => c.subcategories).map((name) => [name, subcategoryLabel(catalog, name)]),
    ),
    genders: Object.fromEntries(
      ROLE_GENDERS.map((gender) => [gender, gender === "Any" ? t("names.anyGender") : genderLabel(catalog, gender)]),
    ),
  };
}

/** A call's roles as the form shows them once they are fixed: "Heroine · Female, age 20–30 · ₹25,000". */
export async function lockedRoles(roles: CallView["roles"]): Promise<LockedRole[]> {
  const [jobs, words, catalog] = await Promise.all([
    getTranslations("Jobs"),
    getTranslations("JobsClient"),
    getTranslations("Catalog"),
  ]);
  return roles.map((role) => ({
    name: role.name,
    details: [
      subcategoryLabel(catalog, role.subcategory),
      roleWhoLabel(jobs, role, genderLabel(catalog, role.gender)),
      payLabel(words, rolePay(role)),
    ].join(" · "),
  }));
}

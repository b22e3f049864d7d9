import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { CATEGORIES } from "@/lib/catalog";
import type { CallFilters as Filters } from "@/lib/hiring/filters";
import { CALLS_PATH } from "@/lib/hiring/paths";
import { PROJECT_TYPES } from "@/lib/hiring/options";
import { categoryLabel, subcategoryLabel } from "@/lib/search/catalog-names";
import { projectTypeLabel } from "@/lib/hiring/job-names";
import { localisedPath } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/link";

const control = "w-full min-w-0 rounded border border-gray-300 px-3 py-2 font-normal";

/**
 * The role types to offer: the chosen category's, else every category's, each name once (a subcategory
 * two categories share, such as Lyric Writers, filters the same whichever group it is picked from).
 */
function roleGroups(category: string | undefined): { category: string; subcategories: string[] }[] {
  const seen = new Set<string>();
  return CATEGORIES.filter((c) => !category || c.name === category).map((c) => ({
    category: c.name,
    subcategories: c.subcategories.filter((s) => !seen.has(s) && Boolean(seen.add(s))),
  }));
}

/**
 * The jobs page's filters: a plain GET form, so that every choice lives in the address. The options' values
 * stay the stored English names (they are the URL's parameters); only what they show is translated.
 */
export function CallFilters({ filters }: { filters: Filters }) {
  const t = useTranslations("Jobs");
  const names = useTranslations("Catalog");
  const jobNames = useTranslations("JobsClient");
  const locale = usePageLocale();
  const filtered = Object.entries(filters).some(([key, value]) => key !== "page" && value !== undefined);
  return (
    <form
      method="get"
      action={localisedPath(locale, CALLS_PATH)}
      role="search"
      aria-label={t("filters.label")}
      className="grid gap-3 rounded-xl bg-gray-50 p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <label className="grid min-w-0 gap-1 text-sm font-medium">
        {t("filters.category")}
        <select name="category" defaultValue={filters.category ?? ""} className={control}>
          <option value="">{t("filters.any")}</option>
          {CATEGORIES.map((c) => (
            <option key={c.name} value={c.name}>
              {categoryLabel(names, c.name)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid min-w-0 gap-1 text-sm font-medium">
        {t("filters.roleType")}
        <select name="subcategory" defaultValue={filters.subcategory ?? ""} className={control}>
          <option value="">{t("filters.any")}</option>
          {roleGroups(filters.category).map((group) => (
            <optgroup key={group.category} label={categoryLabel(names, group.category)}>
              {group.subcategories.map((s) => (
                <option key={`${group.category}/${s}`} value={s}>
                  {subcategoryLabel(names, s)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className="grid min-w-0 gap-1 text-sm font-medium">
        {t("filters.city")}
        <input name="city" defaultValue={filters.city} placeholder={t("filters.cityPlaceholder")} className={control} />
      </label>
      <label className="grid min-w-0 gap-1 text-sm font-medium">
        {t("filters.pay")}
        <select name="paid" defaultValue={filters.paid === undefined ? "" : String(filters.paid)} className={control}>
          <option value="">{t("filters.any")}</option>
          <option value="true">{t("filters.paid")}</option>
          <option value="false">{t("filters.unpaid")}</option>
        </select>
      </label>
      <label className="grid min-w-0 gap-1 text-sm font-medium">
        {t("filters.project")}
        <select name="projectType" defaultValue={filters.projectType ?? ""} className={control}>
          <option value="">{t("filters.any")}</option>
          {PROJECT_TYPES.map((p) => (
            <option key={p} value={p}>
              {projectTypeLabel(jobNames, p)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-end gap-2">
        <button
          type="submit"
          className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900"
        >
          {t("filters.submit")}
        </button>
        {filtered && (
          <Link href={CALLS_PATH} className="px-2 py-2 text-sm text-gray-600 underline">
            {t("filters.clear")}
          </Link>
        )}
      </div>
    </form>
  );
}

import Link from "next/link";
import { CATEGORIES } from "@/lib/catalog";
import type { CallFilters as Filters } from "@/lib/hiring/filters";
import { PROJECT_TYPES } from "@/lib/hiring/options";

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

/** The jobs page's filters: a plain GET form, so that every choice lives in the address. */
export function CallFilters({ filters }: { filters: Filters }) {
  const filtered = Object.entries(filters).some(([key, value]) => key !== "page" && value !== undefined);
  return (
    <form
      method="get"
      action="/job-grid-one"
      role="search"
      aria-label="Filter casting calls"
      className="grid gap-3 rounded-xl bg-gray-50 p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <label className="grid min-w-0 gap-1 text-sm font-medium">
        Category
        <select name="category" defaultValue={filters.category ?? ""} className={control}>
          <option value="">Any</option>
          {CATEGORIES.map((c) => (
            <option key={c.name}>{c.name}</option>
          ))}
        </select>
      </label>
      <label className="grid min-w-0 gap-1 text-sm font-medium">
        Role type
        <select name="subcategory" defaultValue={filters.subcategory ?? ""} className={control}>
          <option value="">Any</option>
          {roleGroups(filters.category).map((group) => (
            <optgroup key={group.category} label={group.category}>
              {group.subcategories.map((s) => (
                <option key={`${group.category}/${s}`}>{s}</option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className="grid min-w-0 gap-1 text-sm font-medium">
        City
        <input name="city" defaultValue={filters.city} placeholder="e.g. Hyderabad" className={control} />
      </label>
      <label className="grid min-w-0 gap-1 text-sm font-medium">
        Pay
        <select name="paid" defaultValue={filters.paid === undefined ? "" : String(filters.paid)} className={control}>
          <option value="">Any</option>
          <option value="true">Paid</option>
          <option value="false">Unpaid</option>
        </select>
      </label>
      <label className="grid min-w-0 gap-1 text-sm font-medium">
        Project
        <select name="projectType" defaultValue={filters.projectType ?? ""} className={control}>
          <option value="">Any</option>
          {PROJECT_TYPES.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </label>
      <div className="flex items-end gap-2">
        <button
          type="submit"
          className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900"
        >
          Filter
        </button>
        {filtered && (
          <Link href="/job-grid-one" className="px-2 py-2 text-sm text-gray-600 underline">
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}

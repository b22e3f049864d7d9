"use client";

import Link from "next/link";
import { CATEGORY_NAMES, findCategory, GENDERS } from "@/lib/catalog";
import { addDays, dayLabel } from "@/lib/dates";
import type { FilterName } from "@/lib/search/filters";
import { AVAILABLE_FIELDS, availableDays, hasFilters, SORT_LABELS, SORTS } from "@/lib/search/params";
import type { SearchQuery } from "@/lib/search/query";
import { KNOWN_LANGUAGES, SKIN_TONES } from "@/lib/search/vocabulary";

// The filters of a listing or of /search: a plain GET form, so that every choice lands in the address
// (shareable, the back button works) and it works before (or without) any script. A client component
// only so that cached pages carry the query, not the form's markup, in their page data.

const input = "w-full rounded border border-gray-300 px-3 py-2 font-normal";
const label = "grid min-w-0 gap-1 text-sm font-medium";

/** The filters folded under "More filters", and the query keys that show one is in use. */
const SECONDARY: [FilterName, string][] = [
  ["age", "age"],
  ["height", "height"],
  ["languages", "languages"],
  ["skills", "skills"],
  ["skinTone", "skin tone"],
  ["available", "availability"],
  ["maxDayRate", "day rate"],
  ["showreel", "show reel"],
  ["portfolio", "portfolio"],
  ["verified", "verified"],
];
const FILTER_KEYS: Record<FilterName, (keyof SearchQuery)[]> = {
  q: ["q"],
  category: ["category", "subcategory"],
  city: ["city"],
  gender: ["gender"],
  age: ["ageMin", "ageMax"],
  height: ["heightMin", "heightMax"],
  languages: ["languages"],
  skills: ["skills"],
  skinTone: ["skinTone"],
  available: ["available"],
  maxDayRate: ["maxDayRate"],
  showreel: ["showreel"],
  portfolio: ["portfolio"],
  verified: ["verified"],
};

/** The form's own words for a parameter the API names (the API's message stays for API clients). */
const PARAMETER_LABELS: Record<string, string> = {
  q: "Search",
  category: "Category",
  subcategory: "Subcategory",
  city: "City",
  gender: "Gender",
  ageMin: "Age",
  ageMax: "Age",
  heightMin: "Height",
  heightMax: "Height",
  languages: "Languages",
  skills: "Skills",
  skinTone: "Skin tone",
  available: "Availability",
  maxDayRate: "Day rate",
  showreel: "Has a show reel",
  portfolio: "Has a portfolio",
  verified: "Verified",
  sort: "Sort by",
  after: "Page",
  pageSize: "Page size",
};
const CROSSED: Record<string, string> = {
  ageMin: "Age: the lowest age is above the highest.",
  heightMin: "Height: the lowest height is above the highest.",
  available: "Availability: the first day is after the last.",
};

function forPeople(name: string, message: string): string {
  if (/must not be more than|must not start after/.test(message) && CROSSED[name]) return CROSSED[name];
  return `${PARAMETER_LABELS[name] ?? name}: ${message.replace(new RegExp(`^${name}\\b\\s*`), "")}`;
}

/** A chosen `available` in words: "Free on 4 Dec 2026", "Free 1 Dec – 5 Dec 2026", "Free 28 Dec 2026 – 3 Jan 2027". */
function availableLabel(available: string, today: string): string {
  const [first, last] = availableDays(available, today);
  if (first === last) return `Free on ${dayLabel(first)}`;
  const start = first.slice(0, 4) === last.slice(0, 4) ? dayLabel(first).replace(/ \d{4}$/, "") : dayLabel(first);
  return `Free ${start} – ${dayLabel(last)}`;
}

/** Rentals are booked by the day: their listings ask for the days wanted, which the form sends as two fields. */
function AvailableDates({ available, today }: { available?: string; today: string }) {
  const [first, last] = available ? availableDays(available, today) : ["", ""];
  return (
    <fieldset className="grid gap-1 text-sm font-medium">
      <legend className="mb-1">Availability</legend>
      <div className="flex items-center gap-2">
        <label className="grid min-w-0 flex-1 gap-1 font-normal">
          Free from
          <input name={AVAILABLE_FIELDS.from} type="date" defaultValue={first} className={input} />
        </label>
        <label className="grid min-w-0 flex-1 gap-1 font-normal">
          until
          <input
            name={AVAILABLE_FIELDS.until}
            type="date"
            defaultValue={last === first ? "" : last}
            className={input}
          />
        </label>
      </div>
    </fieldset>
  );
}

function RangeInputs(props: {
  legend: string;
  names: [string, string];
  values: [number?, number?];
  min: number;
  max: number;
  unit: string;
}) {
  const [low, high] = props.names;
  return (
    <fieldset className="grid gap-1 text-sm font-medium">
      <legend className="mb-1">{props.legend}</legend>
      <div className="flex items-center gap-2">
        <label className="sr-only" htmlFor={`f-${low}`}>
          {props.legend}: from
        </label>
        <input
          id={`f-${low}`}
          name={low}
          type="number"
          inputMode="numeric"
          min={props.min}
          max={props.max}
          defaultValue={props.values[0]}
          placeholder="from"
          className={input}
        />
        <span aria-hidden="true">–</span>
        <label className="sr-only" htmlFor={`f-${high}`}>
          {props.legend}: to
        </label>
        <input
          id={`f-${high}`}
          name={high}
          type="number"
          inputMode="numeric"
          min={props.min}
          max={props.max}
          defaultValue={props.values[1]}
          placeholder="to"
          className={input}
        />
        <span className="text-xs font-normal text-gray-600">{props.unit}</span>
      </div>
    </fieldset>
  );
}

export function SearchForm({
  action,
  query,
  filters,
  skillsLabel,
  today,
  errors = {},
}: {
  action: string;
  query: SearchQuery;
  filters: readonly FilterName[];
  skillsLabel: string;
  today: string;
  errors?: Record<string, string>;
}) {
  const has = (name: FilterName) => filters.includes(name);
  const secondary = SECONDARY.filter(([name]) => has(name));
  const secondaryNames = secondary.map(([name, text]) => (name === "skills" ? skillsLabel.toLowerCase() : text));
  const secondaryActive =
    secondary.some(([name]) =>
      FILTER_KEYS[name].some((key) => query[key] !== undefined && String(query[key]) !== ""),
    ) || query.sort !== "best";
  const category = findCategory(query.category);
  const availability = [
    { value: "now", label: "Available now" },
    { value: addDays(today, 7), label: "Free within a week" },
    { value: addDays(today, 30), label: "Free within a month" },
    { value: addDays(today, 90), label: "Free within three months" },
  ];
  if (query.available && !availability.some((a) => a.value === query.available))
    availability.push({ value: query.available, label: availableLabel(query.available, today) });
  const filtered = hasFilters(query, has("category") ? [] : ["category", "subcategory"]);
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label="Filter profiles"
      className="mt-6 rounded-xl bg-gray-50 p-4"
    >
      {Object.keys(errors).length > 0 && (
        <div role="alert" className="mb-4 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">Some filters could not be used:</p>
          <ul className="list-inside list-disc">
            {Object.entries(errors).map(([name, message]) => (
              <li key={name}>{forPeople(name, message)}</li>
            ))}
          </ul>
        </div>
      )}
      {/* Two to a row from the phone up: the first results then show on a phone's first screen. */}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {has("q") && (
          <label className={`${label} col-span-2`}>
            Search
            <input
              name="q"
              type="search"
              defaultValue={query.q}
              placeholder="Name, skill, language or project"
              className={input}
            />
          </label>
        )}
        {has("category") && (
          <label className={label}>
            Category
            <select name="category" defaultValue={query.category ?? ""} className={input}>
              <option value="">Any category</option>
              {CATEGORY_NAMES.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </label>
        )}
        {has("category") && category && (
          <label className={label}>
            {category.name}
            <select name="subcategory" defaultValue={query.subcategory ?? ""} className={input}>
              <option value="">Any</option>
              {category.subcategories.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </label>
        )}
        {has("city") && (
          <label className={label}>
            City
            <input name="city" defaultValue={query.city} placeholder="e.g. Hyderabad" className={input} />
          </label>
        )}
        {has("gender") && (
          <label className={label}>
            Gender
            <select name="gender" defaultValue={query.gender ?? ""} className={input}>
              <option value="">Any</option>
              {GENDERS.map((g) => (
                <option key={g}>{g}</option>
              ))}
            </select>
          </label>
        )}
      </div>
      <details open={secondaryActive} className="group mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">
          More filters<span className="hidden font-normal text-gray-600 sm:inline">: {secondaryNames.join(", ")}</span>
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {has("age") && (
            <RangeInputs
              legend="Age"
              names={["ageMin", "ageMax"]}
              values={[query.ageMin, query.ageMax]}
              min={0}
              max={120}
              unit="years"
            />
          )}
          {has("height") && (
            <RangeInputs
              legend="Height"
              names={["heightMin", "heightMax"]}
              values={[query.heightMin, query.heightMax]}
              min={45}
              max={250}
              unit="cm"
            />
          )}
          {has("languages") && (
            <label className={label}>
              Languages (any of)
              <input
                name="languages"
                defaultValue={query.languages.join(", ")}
                placeholder="Telugu, Hindi"
                list="known-languages"
                className={input}
              />
              <datalist id="known-languages">
                {KNOWN_LANGUAGES.map((l) => (
                  <option key={l} value={l} />
                ))}
              </datalist>
            </label>
          )}
          {has("skills") && (
            <label className={label}>
              {skillsLabel} (all of)
              <input
                name="skills"
                defaultValue={query.skills.join(", ")}
                placeholder="e.g. Kathak, horse riding"
                className={input}
              />
            </label>
          )}
          {has("skinTone") && (
            <label className={label}>
              Skin tone
              <select name="skinTone" defaultValue={query.skinTone ?? ""} className={input}>
                <option value="">Any</option>
                {SKIN_TONES.map((tone) => (
                  <option key={tone}>{tone}</option>
                ))}
              </select>
            </label>
          )}
          {has("available") && has("maxDayRate") && <AvailableDates available={query.available} today={today} />}
          {has("available") && !has("maxDayRate") && (
            <label className={label}>
              Availability
              <select name="available" defaultValue={query.available ?? ""} className={input}>
                <option value="">Any</option>
                {availability.map((a) => (
                  <option key={a.value} value={a.value}>
                    {a.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          {has("maxDayRate") && (
            <label className={label}>
              Day rate up to (₹)
              <input
                name="maxDayRate"
                type="number"
                inputMode="numeric"
                min={1}
                step={500}
                defaultValue={query.maxDayRate ?? ""}
                className={input}
              />
            </label>
          )}
          <label className={label}>
            Sort by
            <select name="sort" defaultValue={query.sort} className={input}>
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
          {(
            [
              ["showreel", "Has a show reel", query.showreel],
              ["portfolio", "Has a portfolio", query.portfolio],
              ["verified", "★ Verified", query.verified],
            ] as const
          )
            .filter(([name]) => has(name))
            .map(([name, text, checked]) => (
              <label key={name} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={name}
                  value="1"
                  defaultChecked={checked}
                  className="h-4 w-4 accent-brand-600"
                />
                {text}
              </label>
            ))}
        </div>
      </details>
      <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
        <span className="ml-auto flex items-center gap-2">
          {filtered && (
            <Link href={action} className="px-2 py-2 text-sm text-gray-600 underline">
              Clear
            </Link>
          )}
          <button
            type="submit"
            className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900"
          >
            Search
          </button>
        </span>
      </div>
    </form>
  );
}

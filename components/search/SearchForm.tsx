"use client";

import type { ReactNode } from "react";
import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { CATEGORY_NAMES, findCategory, GENDERS } from "@/lib/catalog";
import { dayLabel } from "@/lib/i18n/date-labels";
import { localisedPath, type Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/link";
import type { FilterName } from "@/lib/search/filters";
import { AVAILABLE_FIELDS, availableDays, hasFilters, SORTS } from "@/lib/search/params";
import type { SearchQuery } from "@/lib/search/query";
import type { FormDays, FormNames, SkillsWords } from "./form-names";

// The filters of a listing or of /search: a plain GET form, so that every choice lands in the address
// (shareable, the back button works) and it works before (or without) any script. A client component
// only so that cached pages carry the query, not the form's markup, in their page data. Stored values
// (categories, subcategories, genders, sorts) stay English in the address; only the words shown are translated.

const input = "w-full rounded border border-gray-300 px-3 py-2 font-normal";
const label = "grid min-w-0 gap-1 text-sm font-medium";

/** The filters folded under "More filters". */
const SECONDARY: FilterName[] = [
  "age",
  "height",
  "languages",
  "skills",
  "skinTone",
  "available",
  "maxDayRate",
  "showreel",
  "portfolio",
  "verified",
];
/** The query keys that show a filter is in use. */
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

type Translator = ReturnType<typeof useTranslations<"ListingClient">>;

/** A chosen `available` in words: "Free on 4 Dec 2026", "Free 1 Dec – 5 Dec 2026", "Free 28 Dec 2026 – 3 Jan 2027". */
function availableLabel(t: Translator, locale: Locale, available: string, today: string): string {
  const [first, last] = availableDays(available, today);
  const day = (value: string) => dayLabel(value, "short", locale);
  if (first === last) return t("form.freeOn", { day: day(first) });
  const start = first.slice(0, 4) === last.slice(0, 4) ? day(first).replace(/ \d{4}$/, "") : day(first);
  return t("form.freeRange", { range: `${start} – ${day(last)}` });
}

/** Rentals are booked by the day: their listings ask for the days wanted, which the form sends as two fields. */
function AvailableDates({ available, today }: { available?: string; today: string }) {
  const t = useTranslations("ListingClient");
  const [first, last] = available ? availableDays(available, today) : ["", ""];
  return (
    <fieldset className="grid gap-1 text-sm font-medium">
      <legend className="mb-1">{t("form.availability")}</legend>
      <div className="flex items-center gap-2">
        <label className="grid min-w-0 flex-1 gap-1 font-normal">
          {t("form.freeFrom")}
          <input name={AVAILABLE_FIELDS.from} type="date" defaultValue={first} className={input} />
        </label>
        <label className="grid min-w-0 flex-1 gap-1 font-normal">
          {t("form.until")}
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
  const t = useTranslations("ListingClient");
  const [low, high] = props.names;
  return (
    <fieldset className="grid gap-1 text-sm font-medium">
      <legend className="mb-1">{props.legend}</legend>
      <div className="flex items-center gap-2">
        <label className="sr-only" htmlFor={`f-${low}`}>
          {t("form.rangeFrom", { legend: props.legend })}
        </label>
        <input
          id={`f-${low}`}
          name={low}
          type="number"
          inputMode="numeric"
          min={props.min}
          max={props.max}
          defaultValue={props.values[0]}
          placeholder={t("form.from")}
          className={input}
        />
        <span aria-hidden="true">–</span>
        <label className="sr-only" htmlFor={`f-${high}`}>
          {t("form.rangeTo", { legend: props.legend })}
        </label>
        <input
          id={`f-${high}`}
          name={high}
          type="number"
          inputMode="numeric"
          min={props.min}
          max={props.max}
          defaultValue={props.values[1]}
          placeholder={t("form.to")}
          className={input}
        />
        <span className="text-xs font-normal text-gray-600">{props.unit}</span>
      </div>
    </fieldset>
  );
}

/** A list to choose from, its first choice "any" (no filter). */
function SelectField({
  text,
  name,
  value,
  any,
  options,
}: {
  text: string;
  name: string;
  value: string | undefined;
  any: string;
  /** Value and words of each choice. */
  options: readonly (readonly [string, string])[];
}) {
  return (
    <label className={label}>
      {text}
      <select name={name} defaultValue={value ?? ""} className={input}>
        <option value="">{any}</option>
        {options.map(([optionValue, words]) => (
          <option key={optionValue} value={optionValue}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}

/** What the filters show: the query, which filters the page offers, and the names of the stored values. */
interface FilterProps {
  query: SearchQuery;
  has: (name: FilterName) => boolean;
  names: FormNames;
}

/** Words, category and subcategory, city, gender: the filters always in view. */
function PrimaryFilters({ query, has, names }: FilterProps) {
  const t = useTranslations("ListingClient");
  const category = findCategory(query.category);
  return (
    // Two to a row from the phone up: the first results then show on a phone's first screen.
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {has("q") && (
        <label className={`${label} col-span-2`}>
          {t("form.search")}
          <input
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder={t("form.searchPlaceholder")}
            className={input}
          />
        </label>
      )}
      {has("category") && (
        <SelectField
          text={t("form.category")}
          name="category"
          value={query.category}
          any={t("form.anyCategory")}
          options={CATEGORY_NAMES.map((name) => [name, names.categories?.[name] ?? name] as const)}
        />
      )}
      {has("category") && category && (
        <SelectField
          text={names.categories?.[category.name] ?? category.name}
          name="subcategory"
          value={query.subcategory}
          any={t("form.any")}
          options={category.subcategories.map((name) => [name, names.subcategories?.[name] ?? name] as const)}
        />
      )}
      {has("city") && (
        <label className={label}>
          {t("form.city")}
          <input name="city" defaultValue={query.city} placeholder={t("form.cityPlaceholder")} className={input} />
        </label>
      )}
      {has("gender") && (
        <SelectField
          text={t("form.gender")}
          name="gender"
          value={query.gender}
          any={t("form.any")}
          options={GENDERS.map((g) => [g, names.genders?.[g] ?? g] as const)}
        />
      )}
    </div>
  );
}

/** The filters folded under "More filters" (open when one is in use, or the order is not the default). */
function MoreFilters({ query, has, names, skills, days }: FilterProps & { skills: SkillsWords; days: FormDays }) {
  const t = useTranslations("ListingClient");
  const secondaryWords: Record<FilterName, string> = {
    q: "",
    category: "",
    city: "",
    gender: "",
    age: t("form.more.age"),
    height: t("form.more.height"),
    languages: t("form.more.languages"),
    skills: skills.label.toLowerCase(),
    skinTone: t("form.more.skinTone"),
    available: t("form.more.available"),
    maxDayRate: t("form.more.maxDayRate"),
    showreel: t("form.more.showreel"),
    portfolio: t("form.more.portfolio"),
    verified: t("form.more.verified"),
  };
  const sortLabels = {
    best: t("form.sort.best"),
    updated: t("form.sort.updated"),
    complete: t("form.sort.complete"),
  } satisfies Record<(typeof SORTS)[number], string>;
  const secondary = SECONDARY.filter(has);
  const active =
    secondary.some((name) => FILTER_KEYS[name].some((key) => query[key] !== undefined && String(query[key]) !== "")) ||
    query.sort !== "best";
  return (
    <details open={active} className="group mt-3">
      <summary className="cursor-pointer text-sm font-semibold text-brand-800">
        {t.rich("form.moreFilters", {
          names: secondary.map((name) => secondaryWords[name]).join(", "),
          list: (chunks) => <span className="hidden font-normal text-gray-600 sm:inline">{chunks}</span>,
        })}
      </summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {has("age") && (
          <RangeInputs
            legend={t("form.age")}
            names={["ageMin", "ageMax"]}
            values={[query.ageMin, query.ageMax]}
            min={0}
            max={120}
            unit={t("form.years")}
          />
        )}
        {has("height") && (
          <RangeInputs
            legend={t("form.height")}
            names={["heightMin", "heightMax"]}
            values={[query.heightMin, query.heightMax]}
            min={45}
            max={250}
            unit={t("form.cm")}
          />
        )}
        <WordListFilters query={query} has={has} names={names} skills={skills} />
        {has("skinTone") && (
          <SelectField
            text={t("form.skinTone")}
            name="skinTone"
            value={query.skinTone}
            any={t("form.any")}
            options={Object.entries(names.skinTones ?? {})}
          />
        )}
        <AvailabilityFilters query={query} has={has} days={days} />
        <label className={label}>
          {t("form.sortBy")}
          <select name="sort" defaultValue={query.sort} className={input}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Switches query={query} has={has} />
    </details>
  );
}

/** Languages (any of) and skills (all of), typed as words. */
function WordListFilters({ query, has, names, skills }: FilterProps & { skills: SkillsWords }) {
  const t = useTranslations("ListingClient");
  /** A language as the page's language names it (the search takes either name). */
  const languageName = (language: string) => names.languages?.[language] ?? language;
  return (
    <>
      {has("languages") && (
        <label className={label}>
          {t("form.languagesAnyOf")}
          <input
            name="languages"
            defaultValue={query.languages.map(languageName).join(", ")}
            placeholder={t("form.languagesPlaceholder", {
              first: languageName("Telugu"),
              second: languageName("Hindi"),
            })}
            list="known-languages"
            className={input}
          />
          <datalist id="known-languages">
            {Object.entries(names.languages ?? {}).map(([language, name]) => (
              <option key={language} value={name} />
            ))}
          </datalist>
        </label>
      )}
      {has("skills") && (
        <label className={label}>
          {t("form.skillsAllOf", { skills: skills.label })}
          <input
            name="skills"
            defaultValue={query.skills.join(", ")}
            placeholder={skills.placeholder}
            className={input}
          />
        </label>
      )}
    </>
  );
}

/** When the member is free: days wanted and a day rate for rentals, a choice of spans for people. */
function AvailabilityFilters({ query, has, days }: Omit<FilterProps, "names"> & { days: FormDays }) {
  const t = useTranslations("ListingClient");
  const locale = usePageLocale();
  const availability = [
    { value: "now", label: t("form.availableNow") },
    { value: days.week, label: t("form.freeWithinWeek") },
    { value: days.month, label: t("form.freeWithinMonth") },
    { value: days.threeMonths, label: t("form.freeWithinThreeMonths") },
  ];
  if (query.available && !availability.some((a) => a.value === query.available))
    availability.push({ value: query.available, label: availableLabel(t, locale, query.available, days.today) });
  return (
    <>
      {has("available") && has("maxDayRate") && <AvailableDates available={query.available} today={days.today} />}
      {has("available") && !has("maxDayRate") && (
        <SelectField
          text={t("form.availability")}
          name="available"
          value={query.available}
          any={t("form.any")}
          options={availability.map((a) => [a.value, a.label] as const)}
        />
      )}
      {has("maxDayRate") && (
        <label className={label}>
          {t("form.maxDayRate")}
          <input
            name="maxDayRate"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            defaultValue={query.maxDayRate ?? ""}
            className={input}
          />
        </label>
      )}
    </>
  );
}

/** Has a show reel, has a portfolio, verified only. */
function Switches({ query, has }: Omit<FilterProps, "names">) {
  const t = useTranslations("ListingClient");
  const switches = [
    ["showreel", t("form.hasShowreel"), query.showreel],
    ["portfolio", t("form.hasPortfolio"), query.portfolio],
    ["verified", t("form.verifiedOnly"), query.verified],
  ] as const;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
      {switches
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
  );
}

export function SearchForm({
  action,
  query,
  filters,
  skills,
  names = {},
  days,
  problems,
}: {
  action: string;
  query: SearchQuery;
  filters: readonly FilterName[];
  /** The skills filter's name and example for the category listed, in the page's language. */
  skills: SkillsWords;
  /** Displayed names of the categories, subcategories, genders, languages and skin tones offered (./form-names.ts). */
  names?: FormNames;
  /** Today and the days the availability choices stand for (./form-names.ts `formDays`). */
  days: FormDays;
  /** The wrong parameters, said on the server (./FormProblems.tsx). */
  problems?: ReactNode;
}) {
  const t = useTranslations("ListingClient");
  const locale = usePageLocale();
  const has = (name: FilterName) => filters.includes(name);
  const filtered = hasFilters(query, has("category") ? [] : ["category", "subcategory"]);
  return (
    <form
      method="get"
      action={localisedPath(locale, action)}
      role="search"
      aria-label={t("form.label")}
      className="mt-6 rounded-xl bg-gray-50 p-4"
    >
      {problems}
      <PrimaryFilters query={query} has={has} names={names} />
      <MoreFilters query={query} has={has} names={names} skills={skills} days={days} />
      <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
        <span className="ml-auto flex items-center gap-2">
          {filtered && (
            <Link href={action} className="px-2 py-2 text-sm text-gray-600 underline">
              {t("form.clear")}
            </Link>
          )}
          <button
            type="submit"
            className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900"
          >
            {t("form.submit")}
          </button>
        </span>
      </div>
    </form>
  );
}

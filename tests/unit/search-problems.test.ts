import { describe, expect, it } from "vitest";
import { translatorOf } from "../helpers/catalogs";
import { searchProblems } from "@/components/search/search-problems";
import type { FormErrorsTranslator } from "@/lib/i18n/form-errors";
import { queryOrDefault, readSearchParams } from "@/lib/search/query";

// A search page's problems with its address (lib/search/query.ts), as the page shows them above its form: crossed
// ranges told apart by their key, every other problem in the page's language after the form's name for it.

const problemsOf = (address: string, locale: "en" | "hi") =>
  searchProblems(
    {
      listing: translatorOf(locale, "Listing"),
      form: translatorOf(locale, "ListingClient"),
      errors: translatorOf(locale, "FormErrors") as unknown as FormErrorsTranslator,
    },
    queryOrDefault(readSearchParams(new URLSearchParams(address))).errors,
  );

describe("a search's problems", () => {
  it("say a crossed range as such, whatever the page's language", () => {
    expect(problemsOf("ageMin=40&ageMax=20", "en")).toEqual([
      { name: "ageMin", text: "Age: the lowest age is above the highest." },
    ]);
    expect(problemsOf("heightMin=180&heightMax=150", "en")).toEqual([
      { name: "heightMin", text: "Height: the lowest height is above the highest." },
    ]);
    expect(problemsOf("available=2026-12-09..2026-12-05", "en")).toEqual([
      { name: "available", text: "Availability: the first day is after the last." },
    ]);
    expect(problemsOf("ageMin=40&ageMax=20", "hi")[0].text).toBe(translatorOf("hi", "Listing")("problems.crossed.age"));
    expect(problemsOf("ageMin=20&ageMax=40", "en")).toEqual([]);
  });

  it("say every other problem in the page's language, after the form's name of the parameter", () => {
    const q = "x".repeat(300);
    expect(problemsOf(`q=${q}`, "en")).toEqual([{ name: "q", text: "Search: must be at most 100 characters" }]);
    const hindi = problemsOf(`q=${q}`, "hi")[0].text;
    expect(hindi).toContain("ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं");
    expect(hindi.startsWith(`${translatorOf("hi", "ListingClient")("form.search")}: `)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { translatorOf } from "../helpers/catalogs";
import { searchProblems } from "@/components/search/search-problems";
import type { FormErrorsTranslator } from "@/lib/i18n/form-errors";
import { queryOrDefault, readSearchParams } from "@/lib/search/query";

// A search page's problems with its address (lib/search/query.ts), as its form shows them: crossed ranges told apart
// by their key, every other problem in the page's language.

const problemsOf = (address: string, locale: "en" | "hi") =>
  searchProblems(
    translatorOf(locale, "FormErrors") as unknown as FormErrorsTranslator,
    queryOrDefault(readSearchParams(new URLSearchParams(address))).errors,
  );

describe("a search's problems", () => {
  it("name the crossed ranges, whatever the page's language", () => {
    for (const locale of ["en", "hi"] as const) {
      expect(problemsOf("ageMin=40&ageMax=20", locale).crossed).toEqual(["ageMin"]);
      expect(problemsOf("heightMin=180&heightMax=150", locale).crossed).toEqual(["heightMin"]);
      expect(problemsOf("available=2026-12-09..2026-12-05", locale).crossed).toEqual(["available"]);
    }
    expect(problemsOf("ageMin=20&ageMax=40", "en")).toEqual({ errors: {}, crossed: [] });
  });

  it("say every other problem in the page's language", () => {
    const q = "x".repeat(300);
    expect(problemsOf(`q=${q}`, "en")).toEqual({ errors: { q: "q must be at most 100 characters" }, crossed: [] });
    expect(problemsOf(`q=${q}`, "hi").errors.q).toBe("q में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं");
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { catalog, leaves, translatorOf } from "../helpers/catalogs";
import { describe, expect, it } from "vitest";
import { escapeRegExp, ROOT, sourceFiles, writtenAs } from "../helpers/source";
import {
  compilePattern,
  FORM_ERROR_PATTERNS,
  formErrorText,
  LABEL_KEYS,
  matchFormError,
  type FormErrorsTranslator,
} from "@/lib/i18n/form-errors";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { ADULT_AGE, MINOR_NOTICE } from "@/lib/accounts/minors";
import { MESSAGES } from "@/lib/status-messages";

// Validation messages in the page's language (lib/i18n/form-errors.ts): the "FormErrors" catalog's keys are
// reached through English patterns rather than written in the code, so this file does for them what
// tests/unit/messages.test.ts does for the keys it can see. Every pattern is lib's own English (a string or template
// of lib/), the English catalog holds exactly the patterns and the field names, and each pattern is recognised
// again from a message it makes.

const libSource = sourceFiles(path.join(ROOT, "lib"))
  .filter((file) => !file.endsWith(path.join("i18n", "form-errors.ts")) && !file.endsWith("api-errors.ts"))
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

/** Made-up values for a pattern's arguments, one of each name. */
const samples = (names: string[]) => Object.fromEntries(names.map((name, i) => [name, `Qz${i}x`]));
const fill = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);

describe("the validation messages' patterns", () => {
  it("are simple ICU messages: words and plain arguments", () => {
    for (const [key, pattern] of Object.entries(FORM_ERROR_PATTERNS)) {
      const elements = parse(pattern);
      for (const element of elements)
        expect([TYPE.literal, TYPE.argument], `${key}: ${pattern}`).toContain(element.type);
      const names = elements.filter((e) => e.type === TYPE.argument).map((e) => e.value);
      expect(compilePattern(pattern).names, key).toEqual(names);
    }
  });

  it("are each a message lib really makes, as a string or a template", () => {
    const missing = Object.entries(FORM_ERROR_PATTERNS).filter(([, pattern]) => !writtenAs(pattern).test(libSource));
    expect(missing).toEqual([]);
  });

  it("name fields by names lib really uses", () => {
    const unused = Object.keys(LABEL_KEYS).filter(
      (label) => !new RegExp(`["'\`]${escapeRegExp(label)}(["'\`]| (is|must|cannot|are))`).test(libSource),
    );
    expect(unused).toEqual([]);
  });

  it("are recognised again in a message they make, with its values", () => {
    for (const [key, pattern] of Object.entries(FORM_ERROR_PATTERNS)) {
      const values = samples(compilePattern(pattern).names);
      expect(matchFormError(fill(pattern, values)), pattern).toEqual({ key, values });
    }
  });

  it("make the English catalog: every pattern and every field name at its key, nothing else", () => {
    const expected = new Map<string, string>([
      ...Object.entries(FORM_ERROR_PATTERNS),
      ...Object.entries(LABEL_KEYS).map(([label, key]) => [key, label] as [string, string]),
    ]);
    expect(new Map([...leaves(catalog("en", "FormErrors"))].sort())).toEqual(new Map([...expected].sort()));
  });

  it("know lib's messages as the forms get them", () => {
    expect(matchFormError("Password must be at least 8 characters")).toEqual({
      key: "account.passwordTooShort",
      values: { min: "8" },
    });
    expect(matchFormError("Role name must be at most 80 characters")).toEqual({
      key: "generic.maxChars",
      values: { label: "Role name", max: "80" },
    });
    expect(matchFormError("Email is required")).toEqual({ key: "generic.required", values: { label: "Email" } });
    expect(matchFormError("A message is at most 2,000 characters")?.key).toBe("messages.tooLong");
    expect(matchFormError("Something nobody wrote")).toBeUndefined();
  });
});

describe("a validation message in a language", () => {
  const translator = (locale: Locale) => translatorOf(locale, "FormErrors") as unknown as FormErrorsTranslator;

  it("reads in Hindi, Telugu and Tamil with its values, lib's field names translated", () => {
    const hi = translator("hi");
    expect(formErrorText(hi, "Password must be at least 8 characters")).toBe("पासवर्ड में कम से कम 8 अक्षर होने चाहिए");
    expect(formErrorText(hi, "Role name is required")).toBe("रोल का नाम ज़रूरी है");
    expect(formErrorText(translator("te"), "Enter a valid email address")).toBe("సరైన ఈమెయిల్ అడ్రస్ ఇవ్వండి");
    expect(formErrorText(translator("ta"), "Choose a category")).toBe("ஒரு பிரிவைத் தேர்ந்தெடுங்கள்");
  });

  it("names a field lib names in words of its own as the form labels it, and keeps an unknown message", () => {
    const hi = translator("hi");
    expect(formErrorText(hi, "Height is required", "लंबाई")).toBe("लंबाई ज़रूरी है");
    expect(formErrorText(hi, "Height is required")).toBe("Height ज़रूरी है");
    expect(formErrorText(hi, "Something nobody wrote", "लंबाई")).toBe("Something nobody wrote");
  });

  it("has every pattern's words in every language", () => {
    for (const locale of LOCALES) {
      const t = translator(locale);
      for (const key of Object.keys(FORM_ERROR_PATTERNS)) expect(t.has(key), `${locale}: ${key}`).toBe(true);
      for (const key of Object.values(LABEL_KEYS)) expect(t.has(key), `${locale}: ${key}`).toBe(true);
    }
  });
});

describe("sign-in's own words", () => {
  it("say the product spec's words when the server gave none", () => {
    expect(translatorOf("en", "AuthClient")("login.refusals.fallback")).toBe("An error occurred during login.");
  });
});

describe("the sign-up form's English", () => {
  const t = translatorOf("en", "AuthClient");

  it("reads as lib's words it was made from", () => {
    expect(t("signup.minorNotice", { age: ADULT_AGE })).toBe(
      `${MINOR_NOTICE} The profile is shown once the parent or guardian confirms by the link we mail them.`,
    );
    expect(t("signup.registered")).toBe(translatorOf("en", "ApiAnswers")("account.registered"));
    expect(t("signup.failed")).toBe(MESSAGES.registerFailure);
    expect(t("signup.failedBecause", { reason: "Too late." })).toBe(`${MESSAGES.registerFailure} Too late.`);
    expect(t("signup.underAge", { age: ADULT_AGE })).toBe("This account is for someone under 18");
  });
});

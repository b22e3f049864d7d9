import { createTranslator, type Messages } from "use-intl/core";
import { catalog, translatorOf, type Tree } from "../helpers/catalogs";
import { describe, expect, it } from "vitest";
import {
  formError,
  formErrorsText,
  formErrorText,
  readFormError,
  type FormErrorsTranslator,
} from "@/lib/i18n/form-errors";
import type { Locale } from "@/lib/i18n/locales";
import { ADULT_AGE, MINOR_NOTICE } from "@/lib/members/minors";
import { loginSchema, passwordSchema } from "@/lib/accounts/schemas";
import { fieldErrors, invalidFields } from "@/lib/errors";
import { MESSAGES } from "@/lib/status-messages";

// Validation messages by key (lib/i18n/form-errors.ts): lib hands over a key of "FormErrors" and its values, and
// every language's words, English's included, are read from the catalogs where the message is shown. That every
// key exists in every language with the English one's arguments is tests/unit/messages.test.ts's; that each is
// made somewhere in lib, too (formError("key")).

const translator = (locale: Locale) => translatorOf(locale, "FormErrors") as unknown as FormErrorsTranslator;
const errorsOf = (
  schema: { safeParse(v: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
) => fieldErrors(schema.safeParse(value).error!);

describe("a validation message by key", () => {
  it("is read back as it was made, values and all", () => {
    const made = formError("generic.maxChars", { labelKey: "roleName", max: 80 });
    expect(readFormError(made)).toEqual({ key: "generic.maxChars", values: { labelKey: "roleName", max: 80 } });
    expect(readFormError(formError("hiring.rolesMin"))).toEqual({ key: "hiring.rolesMin", values: {} });
    expect(readFormError("Role name is required")).toBeUndefined();
    expect(readFormError(`${formError("hiring.rolesMin")} and more`)).toBeUndefined();
  });

  it("reads in English from the English catalog, the field by its name there", () => {
    const en = translator("en");
    expect(formErrorText(en, formError("account.passwordTooShort", { min: 8 }))).toBe(
      "Password must be at least 8 characters",
    );
    expect(formErrorText(en, formError("generic.maxChars", { labelKey: "roleName", max: 3000 }))).toBe(
      "Role name must be at most 3000 characters",
    );
    expect(formErrorText(en, formError("generic.required", { field: "Height" }))).toBe("Height is required");
    expect(formErrorText(en, formError("generic.required", { field: "Height" }), "Your height")).toBe(
      "Your height is required",
    );
  });

  it("reads in Hindi, Telugu and Tamil with its values, the field's name translated", () => {
    expect(formErrorText(translator("hi"), errorsOf(passwordSchema, "short").body)).toBe(
      "पासवर्ड में कम से कम 8 अक्षर होने चाहिए",
    );
    expect(formErrorText(translator("hi"), formError("generic.required", { labelKey: "roleName" }))).toBe(
      "रोल का नाम ज़रूरी है",
    );
    const signup = errorsOf(loginSchema, { email: "nope", password: "long enough 1" });
    expect(formErrorText(translator("te"), signup.email)).toBe("సరైన ఈమెయిల్ అడ్రస్ ఇవ్వండి");
    expect(formErrorText(translator("ta"), formError("account.categoryRequired"))).toBe("ஒரு பிரிவைத் தேர்ந்தெடுங்கள்");
  });

  it("names a field lib names in words of its own as the form labels it, and keeps any other text", () => {
    const hi = translator("hi");
    expect(formErrorText(hi, formError("generic.required", { field: "Height" }), "लंबाई")).toBe("लंबाई ज़रूरी है");
    expect(formErrorText(hi, formError("generic.required", { field: "Height" }))).toBe("Height ज़रूरी है");
    expect(formErrorText(hi, "Something nobody wrote", "लंबाई")).toBe("Something nobody wrote");
  });

  it("leaves a token that names no message of the catalog as it came", () => {
    const t = translatorOf("en", "FormErrors") as unknown as FormErrorsTranslator;
    for (const text of ["\u27E6generic\u27E7", "\u27E6nothing.here\u27E7", '\u27E6generic.required{"labelKey":1\u27E7'])
      expect(formErrorText(t, `Name: ${text}`)).toBe(`Name: ${text}`);
  });

  it("reads each message of a sentence made of several: a validation error's summary", () => {
    const errors = {
      email: formError("account.emailInvalid"),
      password: formError("generic.required", { labelKey: "password" }),
    };
    const summary = invalidFields(errors).message;
    expect(formErrorText(translator("en"), summary)).toBe(
      "Invalid input. email: Enter a valid email address; password: Password is required",
    );
    expect(formErrorText(translator("hi"), summary)).toMatch(/^अमान्य इनपुट। email: \S/);
    expect(formErrorsText(translator("en"), errors)).toEqual({
      email: "Enter a valid email address",
      password: "Password is required",
    });
  });

  it("follows a rewording of the catalog: the words are the catalog's, never the code's", () => {
    const reworded = catalog("en", "FormErrors");
    (reworded.account as Tree).passwordTooShort = "Use {min} characters or more";
    const t = createTranslator({
      locale: "en",
      messages: { FormErrors: reworded } as unknown as Messages,
      namespace: "FormErrors" as never,
    }) as unknown as FormErrorsTranslator;
    expect(formErrorText(t, errorsOf(passwordSchema, "short").body)).toBe("Use 8 characters or more");
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

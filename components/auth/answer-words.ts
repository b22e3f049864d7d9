"use client";

import { useLocale, useTranslations } from "next-intl";
import { matchPattern } from "@/lib/i18n/form-errors";
import { useFormErrorText } from "@/lib/i18n/use-form-error-text";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";

// What the sign-in side of the site is told in English, shown in the page's language. The API's answers, of a
// success and of a refusal, come back in it already (the requests ask for it: lib/client/upload.ts, lib/http.ts);
// what remains English is sign-in's refusals, which next-auth passes on as they are (lib/auth/options.ts). They are
// recognised here by their English (SIGN_IN_REFUSALS: the same words as the "AuthClient" catalog's `login.refusals`
// in English, checked by tests/unit/form-errors.test.ts) and shown from "AuthClient"; anything else goes through the
// "FormErrors" words (lib/i18n/form-errors.ts), else it stays as it came.

/** Sign-in's refusals as next-auth passes them to the form (lib/accounts/authenticate.ts, lib/server/rate-limits.ts). */
export const SIGN_IN_REFUSALS = {
  "login.refusals.invalid": "Invalid email or password.",
  "login.refusals.suspended":
    "This account is suspended. If you think this is a mistake, write to us through the Contact Us page.",
  "login.refusals.unavailable":
    "Signing in is unavailable for a moment: our limits store cannot be reached. Please try again shortly.",
  "login.refusals.fallback": "An error occurred during login.",
} as const;

/** "Too many attempts. Please try again in 5 minutes." (lib/server/rate-limits.ts tooMany, for sign-in). */
const TOO_MANY = /^Too many attempts\. Please try again in (\d+) (seconds?|minutes)\.$/;

/**
 * A function that shows what sign-in or the browser said in English (a refusal, a request that went unanswered) in
 * the page's language where the sign-in pages know the words for it, as it came otherwise (and always on an English
 * page).
 */
export function useAnswerText(): (message: string) => string {
  const locale = useLocale();
  const t = useTranslations("AuthClient");
  const errorText = useFormErrorText();
  return (message) => {
    if (locale === DEFAULT_LOCALE) return message;
    const tooMany = TOO_MANY.exec(message);
    if (tooMany) {
      const count = Number(tooMany[1]);
      return tooMany[2] === "minutes"
        ? t("login.refusals.tooManyMinutes", { minutes: count })
        : t("login.refusals.tooManySeconds", { seconds: count });
    }
    const known = matchPattern(SIGN_IN_REFUSALS, message);
    if (known && t.has(known.key)) return t(known.key, known.values);
    return errorText(message);
  };
}

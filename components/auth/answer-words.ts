"use client";

import { useLocale, useTranslations } from "next-intl";
import { matchPattern } from "@/lib/i18n/form-errors";
import { useFormErrorText } from "@/lib/i18n/use-form-error-text";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";

// What the server says to the sign-in side of the site in English, shown in the page's language. Refusals through
// the API come back in it already (the requests ask for it: lib/client/upload.ts, lib/http.ts); what remains
// English is the answers of a success (app/api/user/*, app/api/unsubscribe), and sign-in's refusals, which next-auth
// passes on as they are (lib/auth/options.ts). They are recognised here by their English (ANSWER_PATTERNS,
// SIGN_IN_REFUSALS: the same words as the "AuthClient" catalog's `answers` and `login.refusals` in English, checked
// by tests/unit/form-errors.test.ts) and shown from "AuthClient"; anything else goes through the "FormErrors"
// words (lib/i18n/form-errors.ts), else it stays as it came.

/** The answers of a success, by their key in "AuthClient": the server's English, arguments as ICU. */
export const ANSWER_PATTERNS = {
  "answers.resetLinkSent":
    "If an account uses this email, we have sent it a link to choose a new password. The link works once, for {minutes} minutes.",
  "answers.passwordChangedSuspended":
    "Your password has been changed. This account is suspended. If you think this is a mistake, write to us through the Contact Us page.",
  "answers.emailConfirmed": "Thank you: {email} is confirmed.",
  "answers.emailChanged": "Your account now uses {email}.",
  "answers.emailChangeCancelled":
    "The change of email is cancelled, and every device was signed out. If you did not ask for it, someone knows your password: choose a new one now with Forgot password on the sign-in page.",
  "answers.guardianConfirmed": "Thank you: you hold {name}'s account, and their profile is now shown to casting teams.",
  "answers.alertsStopped": 'You will get no more alerts for "{name}".',
  "answers.alertsResumed": 'Alerts for "{name}" are on again.',
} as const;

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
 * A function that shows what the server said (a success's answer, a refusal) in the page's language where the
 * sign-in pages know the words for it, as it came otherwise (and always on an English page).
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
    const known = matchPattern(ANSWER_PATTERNS, message) ?? matchPattern(SIGN_IN_REFUSALS, message);
    if (known && t.has(known.key)) return t(known.key, known.values);
    return errorText(message);
  };
}

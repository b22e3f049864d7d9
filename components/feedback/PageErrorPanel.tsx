"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { ErrorPanel, type ErrorWords } from "@/components/feedback/ErrorPanel";
import { localisedPath } from "@/lib/i18n/locales";

/**
 * The panel of the error pages inside the site's layout (the error.tsx files under app/[locale]), in the page's
 * language: its words are ErrorPage's, which every page carries.
 */
export function PageErrorPanel({
  error,
  retry,
  what,
}: {
  error: unknown;
  retry: () => void;
  /** What could not be shown: a page, or an account page. */
  what: "page" | "account";
}) {
  const t = useTranslations("ErrorPage");
  const locale = usePageLocale();
  const words: ErrorWords = {
    failed: t("failed"),
    unavailable: t("unavailable"),
    unavailableText: t("unavailableText"),
    tryAgainSoon: t("tryAgainSoon"),
    tryAgain: t("tryAgain"),
    backHome: t("backHome"),
  };
  const whatText = what === "account" ? t("account") : t("page");
  return <ErrorPanel error={error} retry={retry} what={whatText} words={words} home={localisedPath(locale, "/")} />;
}

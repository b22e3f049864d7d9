"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { useHydrated } from "@/lib/client/hydrated";
import { localisedPath } from "@/lib/i18n/locales";

/**
 * Copies the absolute profile URL (in the page's language: /hi/… on a Hindi page) and confirms it in an
 * alert. Disabled and dimmed until the page has hydrated: in the server's HTML a press would copy nothing.
 */
export function CopyProfileLink({ path, name }: { path: string; name: string }) {
  const t = useTranslations("ListingClient");
  const locale = usePageLocale();
  const hydrated = useHydrated();
  const copy = async () => {
    await navigator.clipboard.writeText(new URL(localisedPath(locale, path), window.location.origin).toString());
    window.alert(t("copyLink.copied"));
  };
  return (
    <button
      type="button"
      onClick={copy}
      disabled={!hydrated}
      className="icon-button disabled:cursor-wait disabled:opacity-60"
      title={t("copyLink.title")}
    >
      <span className="sr-only">{t("copyLink.label", { name })}</span>
      <span aria-hidden="true" className="icon-mask icon-link" />
    </button>
  );
}

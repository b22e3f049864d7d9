import { getLocale, getTranslations } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";
import { LanguageLinks } from "./LanguageLinks";
import { LanguageOffer } from "./lazy";
import type { Offers } from "./LanguageOffer";

/** The header's language menu: a globe that opens the four languages. */
export async function LanguageMenu() {
  const [t, locale] = await Promise.all([getTranslations("Common.language"), getLocale()]);
  const name = isLocale(locale) ? LOCALE_NAMES[locale] : LOCALE_NAMES.en;
  return (
    <details className="group relative" data-testid="language-menu">
      <summary
        className="flex h-10 min-w-10 cursor-pointer list-none items-center justify-center gap-1 rounded-full px-2 text-sm font-medium hover:bg-gray-100 [&::-webkit-details-marker]:hidden"
        title={t("label")}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
        </svg>
        <span className="sr-only">{t("current", { name })}</span>
      </summary>
      <LanguageLinks
        className="absolute right-0 top-full z-50 mt-1 grid min-w-36 gap-1 rounded-lg border border-gray-100 bg-white p-2 shadow-lg"
        linkClassName="block rounded px-3 py-2 text-sm hover:bg-gray-50 aria-[current]:font-semibold aria-[current]:text-brand-700"
      />
    </details>
  );
}

/** The footer's line of languages. */
export async function LanguageFooterLinks() {
  const t = await getTranslations("Common.language");
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <span className="font-semibold text-white">{t("label")}</span>
      <LanguageLinks
        className="flex flex-wrap gap-x-4 gap-y-2"
        linkClassName="hover:text-white aria-[current]:font-semibold aria-[current]:text-white"
      />
    </nav>
  );
}

/** On English pages only: the offer of the visitor's own language, with its words in that language. */
export async function LanguageOfferBar() {
  if ((await getLocale()) !== DEFAULT_LOCALE) return null;
  const offers: Offers = {};
  for (const language of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    const t = await getTranslations({ locale: language, namespace: "Common.language" });
    offers[language] = { offer: t("offer"), dismiss: t("dismiss") };
  }
  return <LanguageOffer offers={offers} />;
}

import type { ReactNode } from "react";
import Link from "next/link";
import type { SupportContact } from "@/lib/content/contact";
import { ENGLISH_SITE, type Translator } from "@/lib/content/words";
import { DEFAULT_LOCALE, localisedPath, type Locale } from "@/lib/i18n/locales";

/**
 * The profile's Contact Us block: Castfolio's own support team, for a casting enquiry about the
 * member, whose own contact details stay private. Only the ways this server is configured with
 * (SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_HOURS); with neither an email nor a telephone there is no block.
 * In the page's language when the page gives its "Site" translator and language (`await getTranslations("Site")`,
 * `currentLocale()`), else in English; the hours show as they are set.
 */
export function ContactBlock({
  name,
  support,
  t = ENGLISH_SITE,
  locale = DEFAULT_LOCALE,
}: {
  name: string;
  support: SupportContact;
  t?: Translator<"Site">;
  locale?: Locale;
}) {
  const ways = support.cards.filter((card) => card.icon === "mail" || card.icon === "phone");
  if (!ways.length) return null;
  return (
    <aside className="rounded-2xl border border-gray-100 p-5" aria-labelledby="contact-us">
      <h2 id="contact-us" className="text-base font-semibold">
        {t("contact.title")}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {t("contact.block.question", { name })} {t("contact.block.help", { name })}
      </p>
      <ul className="mt-3 grid gap-1 text-sm">
        {ways.map((card) => {
          const link = (chunks: ReactNode) => (
            <a className="text-brand-700 underline" href={card.link.href}>
              {chunks}
            </a>
          );
          return (
            <li key={card.icon}>
              {card.icon === "mail"
                ? t.rich("contact.block.email", { address: card.link.label, link })
                : t.rich("contact.block.phone", { number: card.link.label, link })}
            </li>
          );
        })}
        {support.hours && <li>{t("contact.block.hours", { hours: support.hours })}</li>}
      </ul>
      <Link href={localisedPath(locale, "/contactus")} className="mt-3 inline-block text-sm text-brand-700 underline">
        {t("contact.block.allWays")}
      </Link>
    </aside>
  );
}

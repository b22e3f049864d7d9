import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { CALLS_PATH } from "@/lib/hiring/paths";
import { SITE_NAME } from "@/lib/site";
import { LanguageFooterLinks } from "@/components/language/LanguageMenu";

const SOCIAL = [
  { href: "https://www.instagram.com/", label: "Instagram" },
  { href: "https://www.youtube.com/", label: "YouTube" },
  { href: "https://www.facebook.com/", label: "Facebook" },
  { href: "https://x.com/", label: "X" },
];

export function Footer() {
  const t = useTranslations("Layout");
  return (
    <footer className="mt-16 bg-ink-900 text-gray-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{SITE_NAME}</p>
          <p className="mt-2 text-sm">{t("footer.blurb")}</p>
          <Link
            href="/contactus"
            className="mt-4 inline-block rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            {t("footer.contactUs")}
          </Link>
        </div>
        <nav aria-label={t("footer.nav")} className="grid grid-cols-2 gap-6">
          <ul className="grid content-start gap-2 text-sm">
            <li>
              <Link href="/" className="hover:text-white">
                {t("footer.home")}
              </Link>
            </li>
            <li>
              <Link href="/aboutus" className="hover:text-white">
                {t("footer.about")}
              </Link>
            </li>
            <li>
              <Link href="/terms" className="hover:text-white">
                {t("footer.terms")}
              </Link>
            </li>
            <li>
              <Link href="/privacy" className="hover:text-white">
                {t("footer.privacy")}
              </Link>
            </li>
          </ul>
          <ul className="grid content-start gap-2 text-sm">
            <li>
              <Link href="/services" className="hover:text-white">
                {t("footer.howItWorks")}
              </Link>
            </li>
            <li>
              <Link href="/employers" className="hover:text-white">
                {t("footer.studios")}
              </Link>
            </li>
            <li>
              <Link href={CALLS_PATH} className="hover:text-white">
                {t("footer.castingCalls")}
              </Link>
            </li>
            <li>
              <Link href="/faq" className="hover:text-white">
                {t("footer.faq")}
              </Link>
            </li>
          </ul>
        </nav>
        <ul className="flex flex-wrap gap-3 text-sm" aria-label={t("footer.social")}>
          {SOCIAL.map((s) => (
            <li key={s.label}>
              <a
                href={s.href}
                rel="noopener noreferrer"
                target="_blank"
                className="rounded border border-gray-600 px-3 py-1 hover:border-white hover:text-white"
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-8">
        <LanguageFooterLinks />
      </div>
      <p className="border-t border-gray-800 py-4 text-center text-xs text-gray-300">
        {t("footer.copyright", { year: new Date().getFullYear(), siteName: SITE_NAME })}
      </p>
    </footer>
  );
}

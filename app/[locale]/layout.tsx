import "../globals.css";
import "../indian-scripts.css";
import type { Metadata, Viewport } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { Footer } from "@/components/layout/Footer";
import { AccountMenu } from "@/components/layout/AccountMenu";
import { Header } from "@/components/layout/Header";
import { Toasts } from "@/components/layout/Toasts";
import { ScreenshotGuard } from "@/components/ScreenshotGuard";
import { RememberLanguage } from "@/components/language/RememberLanguage";
import { ServiceWorker } from "@/components/pwa/ServiceWorker";
import { LanguageOfferBar } from "@/components/language/LanguageMenu";
import { WordsProvider } from "@/lib/i18n/client-words";
import { clientMessages } from "@/lib/i18n/messages";
import { INDIA_TIME_ZONE } from "@/lib/india-time";
import { currentLocale } from "@/lib/i18n/server";
import { INTL_LOCALES, LOCALES } from "@/lib/i18n/locales";
import { config } from "@/lib/server/config";
import { SITE_NAME, THEME_COLOR } from "@/lib/site";
import { manifestPath } from "@/lib/pwa/manifest";

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations("Common"), currentLocale()]);
  return {
    metadataBase: new URL(config.siteUrl),
    title: { default: `${SITE_NAME}: ${t("tagline")}`, template: `%s | ${SITE_NAME}` },
    description: t("siteDescription"),
    openGraph: {
      siteName: SITE_NAME,
      type: "website",
      locale: INTL_LOCALES[locale].replace("-", "_"),
      images: [{ url: "/images/og-default.png", width: 1200, height: 630 }],
    },
    manifest: manifestPath(locale),
    icons: { apple: "/icons/apple-touch-icon.png" },
    appleWebApp: { capable: true, title: SITE_NAME, statusBarStyle: "default" },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: THEME_COLOR };

export default async function LocaleLayout({ children }: LayoutProps<"/[locale]">) {
  const [locale, messages, t] = await Promise.all([currentLocale(), getMessages(), getTranslations("Common")]);
  return (
    <html lang={locale}>
      <body className="protected flex min-h-screen flex-col">
        <WordsProvider locale={locale} messages={clientMessages(messages)} timeZone={INDIA_TIME_ZONE}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-white focus:p-2"
          >
            {t("skipToContent")}
          </a>
          <LanguageOfferBar />
          <Header account={<AccountMenu />} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer />
          <Toasts />
          <ScreenshotGuard />
          <RememberLanguage />
          <ServiceWorker />
        </WordsProvider>
      </body>
    </html>
  );
}

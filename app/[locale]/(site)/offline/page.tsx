import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

// What the service worker (lib/pwa/worker/service-worker.ts) shows, in the page's language, when a navigation
// finds no network. The same for everyone, so it can be kept: nothing here is anyone's own.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Common.offline");
  return { title: t("title"), robots: { index: false } };
}

export default async function OfflinePage() {
  const t = await getTranslations("Common.offline");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" data-testid="offline">
      <h1 className="text-3xl font-bold">{t("heading")}</h1>
      <p className="mt-2 text-gray-600">{t("text")}</p>
      {/* An empty address is the page's own: the browser asks for it again, with or without script. */}
      <a href="" className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900">
        {t("retry")}
      </a>
    </section>
  );
}

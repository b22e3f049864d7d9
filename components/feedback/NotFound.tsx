import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";

/** The title of a page that is not found, in the page's language, kept out of search engines. */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations("Common.notFound");
  return { title: t("title"), robots: { index: false } };
}

/** Page Not Found, with the way back home. */
export async function NotFound() {
  const t = await getTranslations("Common.notFound");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-black text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t("heading")}</h1>
      <p className="mt-2 text-gray-600">{t("text")}</p>
      <Link href="/" className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900">
        {t("back")}
      </Link>
    </section>
  );
}

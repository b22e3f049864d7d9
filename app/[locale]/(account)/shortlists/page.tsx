import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { PageWords } from "@/components/language/PageWords";
import { NewShortlistForm } from "@/components/shortlists/NewShortlistForm";
import { signedInMember } from "@/lib/auth/signed-in";
import { dayLabel } from "@/lib/i18n/date-labels";
import { SHORTLISTS_PATH, shortlistPath } from "@/lib/shortlists/paths";
import { listShortlists } from "@/lib/shortlists/shortlists";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Shortlists");
  return { title: t("metadata.shortlists"), robots: { index: false } };
}

export default async function ShortlistsPage() {
  const locale = await currentLocale();
  const member = await signedInMember();
  if (!member) redirect({ href: `/login?callbackUrl=${SHORTLISTS_PATH}`, locale });
  const [lists, t] = await Promise.all([listShortlists(member), getTranslations("Shortlists")]);
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">{t("list.heading")}</h1>
        <p className="mt-2 text-gray-600">{t("list.intro")}</p>
      </div>
      <PageWords namespaces={["ShortlistsClient", "FormErrors"]}>
        <NewShortlistForm />
      </PageWords>
      {lists.length === 0 ? (
        <p className="text-gray-600">
          {t("list.none")}{" "}
          <Link href="/search" className="text-brand-700 underline">
            {t("searchProfiles")}
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-100" data-testid="shortlists">
          {lists.map((list) => (
            <li key={list.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <Link href={shortlistPath(list.id)} className="font-semibold hover:text-brand-700">
                {list.name}
              </Link>
              <span className="text-sm text-gray-600">
                {t("list.summary", { count: list.count, day: dayLabel(list.updatedAt, "short", locale) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

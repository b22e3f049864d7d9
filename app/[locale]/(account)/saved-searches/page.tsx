import { usePageLocale } from "@/lib/i18n/use-page-locale";
import type { Metadata } from "next";
import { useTranslations } from "#words";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { SavedSearchActions } from "@/components/alerts/SavedSearchActions";
import { PageWords } from "@/components/language/PageWords";
import { SAVED_SEARCHES_PATH } from "@/lib/alerts/options";
import { listSavedSearches } from "@/lib/alerts/saved-searches";
import type { SavedSearchView } from "@/lib/alerts/saved-search-view";
import { signedInMember } from "@/lib/auth/signed-in";
import { dayLabel } from "@/lib/i18n/date-labels";
import { CALLS_PATH } from "@/lib/hiring/paths";
import { PROFILE_SETTINGS_PATH } from "@/lib/profiles/paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Alerts");
  return { title: t("title"), robots: { index: false } };
}

const linkClass = "text-brand-700 underline";

/** One saved search: its name (a link that runs it), when it was saved, and its controls. */
function SavedSearchItem({ search }: { search: SavedSearchView }) {
  const t = useTranslations("Alerts");
  const locale = usePageLocale();
  return (
    <li className="grid gap-2 rounded-xl border border-gray-200 p-4" data-testid="saved-search">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link href={search.link} className="font-semibold text-brand-700 hover:underline">
          {search.name}
        </Link>
        <span className="text-xs text-gray-500">
          {t("saved", { day: dayLabel(search.createdAt, "short", locale) })}
        </span>
      </div>
      <SavedSearchActions id={search.id} name={search.name} kind={search.kind} frequency={search.frequency} />
    </li>
  );
}

export default async function SavedSearchesPage() {
  const member = await signedInMember();
  if (!member) redirect({ href: `/login?callbackUrl=${SAVED_SEARCHES_PATH}`, locale: await currentLocale() });
  const [searches, t] = await Promise.all([listSavedSearches(member), getTranslations("Alerts")]);
  const calls = searches.filter((s) => s.kind === "calls");
  const talent = searches.filter((s) => s.kind === "talent");
  return (
    <section className="mx-auto grid max-w-4xl grid-cols-1 gap-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-2 text-gray-600">
          {t.rich("lead.calls", {
            jobs: (chunks) => (
              <Link href={CALLS_PATH} className={linkClass}>
                {chunks}
              </Link>
            ),
          })}{" "}
          {t.rich("lead.talent", {
            search: (chunks) => (
              <Link href="/search" className={linkClass}>
                {chunks}
              </Link>
            ),
          })}{" "}
          {t.rich("lead.where", {
            settings: (chunks) => (
              <Link href={`${PROFILE_SETTINGS_PATH}#alerts`} className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
      <PageWords namespaces={["AlertsClient"]}>
        <div className="grid grid-cols-1 gap-3" data-testid="call-searches">
          <h2 className="text-xl font-semibold">{t("calls")}</h2>
          {calls.length === 0 ? (
            <p className="text-gray-600">{t("noCalls")}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-3">
              {calls.map((s) => (
                <SavedSearchItem key={s.id} search={s} />
              ))}
            </ul>
          )}
        </div>
        {talent.length > 0 && (
          <div className="grid grid-cols-1 gap-3" data-testid="talent-searches">
            <h2 className="text-xl font-semibold">{t("talent")}</h2>
            <ul className="grid grid-cols-1 gap-3">
              {talent.map((s) => (
                <SavedSearchItem key={s.id} search={s} />
              ))}
            </ul>
          </div>
        )}
      </PageWords>
    </section>
  );
}

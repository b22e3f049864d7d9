import { cardData } from "@/lib/hiring/present";
import { PageWords } from "@/components/language/PageWords";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { countArgument } from "@/lib/i18n/formats";
import { currentLocale } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { PageHeader } from "@/components/content/PageHeader";
import { CALL_ALERT_BUTTON_WORDS } from "@/components/alerts/alert-button-words";
import { CallAlertButton } from "@/components/alerts/CallAlertButton";
import { CallCard } from "@/components/jobs/CallCard";
import { CallFilters } from "@/components/jobs/CallFilters";
import { Pagination } from "@/components/ui/Pagination";
import { CONTAINER } from "@/components/ui/styles";
import { callSearchName, canonicalParams, searchReader } from "@/lib/alerts/params";
import { listCalls } from "@/lib/hiring/calls";
import type { CallFilters as Filters } from "@/lib/hiring/filters";
import { CALLS_PATH } from "@/lib/hiring/paths";

/** The filters as a saved search keeps them (paging aside). */
const callSearchParams = (filters: Filters) =>
  canonicalParams(
    "calls",
    Object.fromEntries(Object.entries(filters).filter(([k, v]) => k !== "page" && v !== undefined)) as Record<
      string,
      string | boolean
    >,
  );

export async function jobsMetadata(): Promise<Metadata> {
  const t = await getTranslations("Jobs");
  return {
    title: t("title"),
    description: t("metadata.description"),
    alternates: await pageAlternates(CALLS_PATH),
  };
}

/**
 * The jobs page: filters, the count, the open calls and their pages. `viewerId` (a signed-in member)
 * puts the calls of studios they follow first.
 */
export async function JobsView({
  filters,
  params,
  viewerId,
}: {
  filters: Filters;
  params: Record<string, string | undefined>;
  viewerId?: string;
}) {
  const { calls, total, page, pageCount } = await listCalls(filters, viewerId);
  const t = await getTranslations("Jobs");
  const locale = await currentLocale();
  const hrefFor = (n: number) => {
    const search = new URLSearchParams(
      Object.entries({ ...params, page: n > 1 ? String(n) : undefined }).filter((e): e is [string, string] =>
        Boolean(e[1]),
      ),
    ).toString();
    return search ? `${CALLS_PATH}?${search}` : CALLS_PATH;
  };
  return (
    <PageWords namespaces={["JobsClient"]}>
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className={`${CONTAINER} py-12`}>
        <CallFilters filters={filters} />
        <div className="mt-4">
          <PageWords namespaces={CALL_ALERT_BUTTON_WORDS}>
            <CallAlertButton
              key={callSearchParams(filters)}
              params={callSearchParams(filters)}
              suggestedName={callSearchName(filters, searchReader(locale))}
            />
          </PageWords>
        </div>
        <p className="mt-6 text-sm text-gray-600" data-testid="call-count">
          {t("count", {
            count: total,
            total: countArgument(locale, total),
            order: viewerId ? "following" : "newest",
          })}
        </p>
        {calls.length === 0 ? (
          <p className="mt-10 text-center text-gray-600">{t("empty")}</p>
        ) : (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {calls.map((call) => (
              <li key={call.id}>
                <CallCard call={cardData(call)} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} label={t("pages")} />
      </div>
    </PageWords>
  );
}

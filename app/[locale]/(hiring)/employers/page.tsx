import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { countArgument } from "@/lib/i18n/formats";
import { currentLocale } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/content/PageHeader";
import { OrganizationCard } from "@/components/organizations/OrganizationCard";
import { Pagination } from "@/components/ui/Pagination";
import { CONTAINER } from "@/components/ui/styles";
import { listOrganizations } from "@/lib/hiring/organizations";
import { STUDIO_VACANCY_COUNT } from "@/lib/site";

type Props = PageProps<"/[locale]/employers">;

function pageHref(page: number) {
  return page > 1 ? `/employers?page=${page}` : "/employers";
}

/** ?page=N, or 1. Anything else (page=0, page=abc, a page past the end) is a 404. */
async function requestedPage(searchParams: Props["searchParams"]) {
  const raw = (await searchParams).page;
  const value = Array.isArray(raw) ? raw[0] : raw;
  const number = value === undefined ? 1 : /^\d+$/.test(value) ? Number(value) : NaN;
  const page = await listOrganizations(number, STUDIO_VACANCY_COUNT);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page, pageCount, total } = await requestedPage(searchParams);
  const [t, locale] = await Promise.all([getTranslations("Studios"), currentLocale()]);
  const count = (n: number) => countArgument(locale, n);
  return {
    title: page > 1 ? t("list.titlePage", { page: count(page), pageCount: count(pageCount) }) : t("list.title"),
    description: t("list.description", { count: total, total: count(total) }),
    alternates: await pageAlternates(pageHref(page)),
  };
}

export default async function EmployersPage({ searchParams }: Props) {
  const { organizations, page, pageCount, total } = await requestedPage(searchParams);
  const [t, locale] = await Promise.all([getTranslations("Studios"), currentLocale()]);
  const count = (n: number) => countArgument(locale, n);
  const first = (page - 1) * STUDIO_VACANCY_COUNT + 1;
  return (
    <>
      <PageHeader title={t("list.title")} lead={t("list.lead")} />
      <div className={`${CONTAINER} py-12`}>
        <p className="text-sm text-gray-600" data-testid="studio-count">
          {total === 0
            ? t("list.empty")
            : t("list.showing", {
                first: count(first),
                last: count(first + organizations.length - 1),
                count: total,
                total: count(total),
              })}
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {organizations.map((organization) => (
            <li key={organization.id}>
              <OrganizationCard organization={organization} />
            </li>
          ))}
        </ul>
        <Pagination page={page} pageCount={pageCount} hrefFor={pageHref} label={t("list.pages")} />
      </div>
    </>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/content/PageHeader";
import { StudioCard } from "@/components/studios/StudioCard";
import { Pagination } from "@/components/ui/Pagination";
import { CONTAINER } from "@/components/ui/styles";
import { STUDIOS, studioPage } from "@/lib/content/studios";
import { STUDIO_VACANCY_COUNT } from "@/lib/site";

type Props = PageProps<"/employers">;

const TITLE = "Movie Studios";

function pageHref(page: number) {
  return page > 1 ? `/employers?page=${page}` : "/employers";
}

/** ?page=N, or 1. Anything else (page=0, page=abc, a page past the end) is a 404. */
async function requestedPage(searchParams: Props["searchParams"]) {
  const raw = (await searchParams).page;
  const value = Array.isArray(raw) ? raw[0] : raw;
  const page = studioPage(value === undefined ? 1 : /^\d+$/.test(value) ? Number(value) : NaN, STUDIO_VACANCY_COUNT);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page, pageCount } = await requestedPage(searchParams);
  return {
    title: page > 1 ? `${TITLE}, page ${page} of ${pageCount}` : TITLE,
    description: `Film studios and production houses hiring on Castfolio: ${STUDIOS.length} verified studios with open roles for artists, crews and locations.`,
    alternates: { canonical: pageHref(page) },
  };
}

export default async function EmployersPage({ searchParams }: Props) {
  const { studios, page, pageCount } = await requestedPage(searchParams);
  return (
    <>
      <PageHeader
        title={TITLE}
        lead="Verified studios and production houses casting and crewing their next projects. Open one to see its opportunities."
      />
      <div className={`${CONTAINER} py-12`}>
        <p className="text-sm text-gray-600" data-testid="studio-count">
          Showing {(page - 1) * STUDIO_VACANCY_COUNT + 1} to {(page - 1) * STUDIO_VACANCY_COUNT + studios.length} of{" "}
          {STUDIOS.length} studios
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {studios.map((studio) => (
            <li key={studio.id}>
              <StudioCard studio={studio} />
            </li>
          ))}
        </ul>
        <Pagination page={page} pageCount={pageCount} hrefFor={pageHref} label="Studio pages" />
      </div>
    </>
  );
}

import Link from "next/link";
import { GENDERS } from "@/lib/catalog";
import type { ListingPage, ListingQuery } from "@/lib/listing";
import { CandidateCard } from "./CandidateCard";

interface Props {
  title: string;
  basePath: string;
  breadcrumb: { href?: string; label: string }[];
  query: ListingQuery;
  result: ListingPage;
  /** Off for places and equipment, where gender means nothing. */
  genderFilter?: boolean;
}

function pageHref(basePath: string, query: ListingQuery, page: number) {
  const params = new URLSearchParams();
  if (query.city) params.set("city", query.city);
  if (query.gender) params.set("gender", query.gender);
  if (query.q) params.set("q", query.q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}

export function ListingView({ title, basePath, breadcrumb, query, result, genderFilter = true }: Props) {
  const filtered = Boolean(query.city || query.gender || query.q);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-gray-600">
        <ol className="flex flex-wrap gap-1">
          {breadcrumb.map((crumb, i) => (
            <li key={crumb.label} className="flex gap-1">
              {i > 0 && <span aria-hidden="true">/</span>}
              {crumb.href ? (
                <Link href={crumb.href} className="hover:text-brand-600">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page">{crumb.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="mt-3 text-3xl font-bold">{title}</h1>
      <p className="mt-1 text-gray-600" data-testid="result-count">
        {result.total === 1 ? "1 profile" : `${result.total} profiles`}
        {filtered ? " match your filters" : ""}
      </p>
      <form
        method="get"
        action={basePath}
        className="mt-6 grid gap-3 rounded-xl bg-gray-50 p-4 sm:grid-cols-4"
        role="search"
        aria-label="Filter profiles"
      >
        <label className="grid gap-1 text-sm font-medium">
          Name
          <input
            name="q"
            defaultValue={query.q}
            placeholder="Search by name"
            className="rounded border border-gray-300 px-3 py-2 font-normal"
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          City
          <input
            name="city"
            defaultValue={query.city}
            placeholder="e.g. Hyderabad"
            className="rounded border border-gray-300 px-3 py-2 font-normal"
          />
        </label>
        {genderFilter && (
          <label className="grid gap-1 text-sm font-medium">
            Gender
            <select
              name="gender"
              defaultValue={query.gender ?? ""}
              className="rounded border border-gray-300 px-3 py-2 font-normal"
            >
              <option value="">Any</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="flex items-end gap-2">
          <button
            type="submit"
            className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900"
          >
            Filter
          </button>
          {filtered && (
            <Link href={basePath} className="px-2 py-2 text-sm text-gray-600 underline">
              Clear
            </Link>
          )}
        </div>
      </form>
      {result.candidates.length === 0 ? (
        <p className="mt-10 text-center text-gray-600">
          No profiles found{filtered ? " for these filters" : " here yet"}.
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {result.candidates.map((c, i) => (
            <li key={c._id}>
              <CandidateCard candidate={c} eager={i < 4} />
            </li>
          ))}
        </ul>
      )}
      {result.pageCount > 1 && (
        <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
          {result.page > 1 && (
            <Link
              rel="prev"
              href={pageHref(basePath, query, result.page - 1)}
              className="rounded border px-4 py-2 hover:border-brand-600"
            >
              Previous
            </Link>
          )}
          <span className="text-sm text-gray-600">
            Page {result.page} of {result.pageCount}
          </span>
          {result.page < result.pageCount && (
            <Link
              rel="next"
              href={pageHref(basePath, query, result.page + 1)}
              className="rounded border px-4 py-2 hover:border-brand-600"
            >
              Next
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

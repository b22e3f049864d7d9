import type { Metadata } from "next";
import { PageHeader } from "@/components/content/PageHeader";
import { CallCard } from "@/components/jobs/CallCard";
import { CallFilters } from "@/components/jobs/CallFilters";
import { Pagination } from "@/components/ui/Pagination";
import { CONTAINER } from "@/components/ui/styles";
import { signedInMember } from "@/lib/auth/signed-in";
import { listCalls } from "@/lib/hiring/calls";
import { callFilterSchema, readCallParams } from "@/lib/hiring/filters";

export const metadata: Metadata = {
  title: "Casting Calls & Jobs",
  description:
    "Open casting calls and crew jobs from film studios, casting agencies and filmmakers: roles, pay (or Unpaid, said plainly), openings and deadlines up front. Applying is always free.",
  alternates: { canonical: "/job-grid-one" },
};

type Props = PageProps<"/job-grid-one">;

export default async function JobGridPage({ searchParams }: Props) {
  const params = readCallParams(await searchParams);
  // A hand-edited address with a filter we do not know shows every open call rather than an error.
  const parsed = callFilterSchema.safeParse(params);
  const filters = parsed.success ? parsed.data : callFilterSchema.parse({});
  const viewer = await signedInMember();
  const { calls, total, page, pageCount } = await listCalls(filters, viewer?.id);
  const hrefFor = (n: number) => {
    const search = new URLSearchParams(
      Object.entries({ ...params, page: n > 1 ? String(n) : undefined }).filter((e): e is [string, string] =>
        Boolean(e[1]),
      ),
    ).toString();
    return search ? `/job-grid-one?${search}` : "/job-grid-one";
  };
  return (
    <>
      <PageHeader
        title="Casting Calls & Jobs"
        lead="Roles, crew positions and location requests, with pay (or Unpaid), openings and the deadline up front. Applying is always free."
      />
      <div className={`${CONTAINER} py-12`}>
        <CallFilters filters={filters} />
        <p className="mt-6 text-sm text-gray-600" data-testid="call-count">
          {total === 1 ? "1 open call" : `${total} open calls`}
          {viewer ? " · calls of studios you follow come first, then the newest" : " · newest first"}
        </p>
        {calls.length === 0 ? (
          <p className="mt-10 text-center text-gray-600">No open calls match these filters right now.</p>
        ) : (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {calls.map((call) => (
              <li key={call.id}>
                <CallCard call={call} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} label="Casting call pages" />
      </div>
    </>
  );
}

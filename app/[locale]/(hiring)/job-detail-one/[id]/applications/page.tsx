import type { Metadata } from "next";
import { Link, redirect } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { TriageBoard } from "@/components/hiring/TriageBoard";
import { BUTTON } from "@/components/ui/styles";
import { auditionsPath } from "@/lib/auditions/paths";
import { signedInMember } from "@/lib/auth/signed-in";
import { AppError } from "@/lib/errors";
import { STATUS_LABELS, type StatusName } from "@/lib/hiring/status-labels";
import { applicationsToCall } from "@/lib/hiring/triage";

export const metadata: Metadata = { title: "Applications", robots: { index: false } };

type Props = PageProps<"/[locale]/job-detail-one/[id]/applications">;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The casting team's triage of one call: counts per status, filters by role and status, the cards. */
export default async function TriagePage({ params, searchParams }: Props) {
  const { id } = await params;
  const member = await signedInMember();
  if (!member)
    redirect({
      href: `/login?callbackUrl=${encodeURIComponent(`/job-detail-one/${id}/applications`)}`,
      locale: await currentLocale(),
    });
  const search = await searchParams;
  const filters = { role: first(search.role), status: first(search.status), sort: first(search.sort) };
  let view;
  try {
    view = await applicationsToCall(member, id, { ...filters, page: first(search.page) });
  } catch (error) {
    if (error instanceof AppError && error.kind === "not-found") notFound();
    if (error instanceof AppError && (error.kind === "forbidden" || error.kind === "invalid")) {
      return (
        <section className="mx-auto max-w-2xl px-4 py-16 text-center">
          <h1 className="text-3xl font-bold">Applications</h1>
          <p className="mt-4 text-gray-600">{error.message}</p>
          <Link href={`/job-detail-one/${id}`} className="mt-6 inline-block text-brand-700 underline">
            Back to the call
          </Link>
        </section>
      );
    }
    throw error;
  }
  const href = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(
      Object.entries({ ...filters, ...change }).filter((e): e is [string, string] => Boolean(e[1])),
    ).toString();
    return `/job-detail-one/${id}/applications${next ? `?${next}` : ""}`;
  };
  const total = Object.values(view.counts).reduce((a, b) => a + b, 0);
  const chip = (active: boolean) =>
    `rounded-full px-3 py-1 text-sm font-semibold ${active ? "bg-brand-700 text-white" : "bg-gray-100 text-ink-800 hover:bg-brand-50"}`;
  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <div>
        <p className="text-sm text-gray-600">
          <Link href={`/job-detail-one/${id}`} className="underline">
            {view.call.title}
          </Link>{" "}
          · {view.call.projectTitle}
        </p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold">Applications</h1>
          <Link href={auditionsPath(id)} className={BUTTON.secondary}>
            Audition schedule
          </Link>
        </div>
        <p className="mt-2 text-gray-600">
          Listed in the order they arrived{filters.sort === "newest" ? " (now newest first)" : ""}: nobody can pay to be
          seen first. Every applicant is told when you shortlist, select or reject them ({view.noticeDelay} later, so
          that you can undo), and when the call closes.
        </p>
      </div>
      <nav aria-label="Filter by status" className="flex flex-wrap gap-2">
        <Link href={href({ status: undefined })} className={chip(!filters.status)}>
          All ({total})
        </Link>
        {(Object.keys(view.counts) as StatusName[]).map((status) => (
          <Link
            key={status}
            href={href({ status })}
            className={chip(filters.status === status)}
            aria-current={filters.status === status ? "page" : undefined}
          >
            {STATUS_LABELS[status]} ({view.counts[status]})
          </Link>
        ))}
      </nav>
      {view.call.roles.length > 1 && (
        <nav aria-label="Filter by role" className="flex flex-wrap gap-2">
          <Link href={href({ role: undefined })} className={chip(!filters.role)}>
            Every role
          </Link>
          {view.call.roles.map((role) => (
            <Link key={role.id} href={href({ role: role.id })} className={chip(filters.role === role.id)}>
              {role.name}
            </Link>
          ))}
        </nav>
      )}
      <p className="text-sm">
        Sort:{" "}
        <Link href={href({ sort: undefined })} className={filters.sort === "newest" ? "underline" : "font-semibold"}>
          order received
        </Link>{" "}
        ·{" "}
        <Link href={href({ sort: "newest" })} className={filters.sort === "newest" ? "font-semibold" : "underline"}>
          newest first
        </Link>
      </p>
      <TriageBoard callId={id} questions={view.call.questions} applications={view.applications} undoMs={view.undoMs} />
      {view.pageCount > 1 && (
        <nav aria-label="Pages of applications" className="flex items-center justify-between text-sm">
          {view.page > 1 ? (
            <Link href={href({ page: String(view.page - 1) })} rel="prev" className="underline">
              Previous {view.pageSize}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-gray-600">
            Page {view.page} of {view.pageCount} ({view.total} applications)
          </span>
          {view.page < view.pageCount ? (
            <Link href={href({ page: String(view.page + 1) })} rel="next" className="underline">
              Next {view.pageSize}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}

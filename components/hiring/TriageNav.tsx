import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { countArgument } from "@/lib/i18n/formats";
import type { Locale } from "@/lib/i18n/locales";
import { statusLabel } from "@/lib/hiring/job-names";
import type { StatusName } from "@/lib/hiring/status-labels";
import type { TriageView } from "@/lib/hiring/views";
import { TAPE_FILTER } from "@/lib/tapes/rules";

// The triage page's ways through a call's applications: by status, tape, role and order, and by page. Every choice
// is a link (the address holds it), so the back button and a shared address work.

/** The filters in the triage page's address. */
export interface TriageChoice {
  role?: string;
  status?: string;
  tape?: string;
  sort?: string;
}

/** The triage page's address with some choices changed (undefined drops one). */
export function triageHref(path: string, choice: TriageChoice, change: Record<string, string | undefined>): string {
  const next = new URLSearchParams(
    Object.entries({ ...choice, ...change }).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  return `${path}${next ? `?${next}` : ""}`;
}

/** What the triage page's links are made of: its applications, its address and the choices in it. */
interface NavProps {
  view: TriageView;
  path: string;
  choice: TriageChoice;
  locale: Locale;
}

const chip = (active: boolean) =>
  `rounded-full px-3 py-1 text-sm font-semibold ${active ? "bg-brand-700 text-white" : "bg-gray-100 text-ink-800 hover:bg-brand-50"}`;

/** Status (with counts), tape state, role and order. */
export async function TriageFilters({ view, path, choice, locale }: NavProps) {
  const [t, jobs] = await Promise.all([getTranslations("Triage"), getTranslations("JobsClient")]);
  const href = (change: Record<string, string | undefined>) => triageHref(path, choice, change);
  const count = (n: number) => countArgument(locale, n);
  const total = Object.values(view.counts).reduce((a, b) => a + b, 0);
  return (
    <>
      <nav aria-label={t("filters.byStatus")} className="flex flex-wrap gap-2">
        <Link href={href({ status: undefined })} className={chip(!choice.status)}>
          {t("filters.all", { total: count(total) })}
        </Link>
        {(Object.keys(view.counts) as StatusName[]).map((status) => (
          <Link
            key={status}
            href={href({ status })}
            className={chip(choice.status === status)}
            aria-current={choice.status === status ? "page" : undefined}
          >
            {t("filters.status", { status: statusLabel(jobs, status), total: count(view.counts[status]) })}
          </Link>
        ))}
      </nav>
      <nav aria-label={t("filters.byTape")} className="flex flex-wrap gap-2" data-testid="tape-filters">
        {TAPE_FILTER.map((tape) => (
          <Link
            key={tape}
            href={href({ tape: choice.tape === tape ? undefined : tape })}
            className={chip(choice.tape === tape)}
            aria-current={choice.tape === tape ? "page" : undefined}
          >
            {t("filters.tape", { state: tape, total: count(view.tapeCounts[tape]) })}
          </Link>
        ))}
      </nav>
      {view.call.roles.length > 1 && (
        <nav aria-label={t("filters.byRole")} className="flex flex-wrap gap-2">
          <Link href={href({ role: undefined })} className={chip(!choice.role)}>
            {t("filters.everyRole")}
          </Link>
          {view.call.roles.map((role) => (
            <Link key={role.id} href={href({ role: role.id })} className={chip(choice.role === role.id)}>
              {role.name}
            </Link>
          ))}
        </nav>
      )}
      <p className="text-sm">
        {t("sort.label")}{" "}
        <Link href={href({ sort: undefined })} className={choice.sort === "newest" ? "underline" : "font-semibold"}>
          {t("sort.received")}
        </Link>{" "}
        ·{" "}
        <Link href={href({ sort: "newest" })} className={choice.sort === "newest" ? "font-semibold" : "underline"}>
          {t("sort.newest")}
        </Link>
      </p>
    </>
  );
}

/** Previous and next page, and where this page stands; nothing when there is one page. */
export async function TriagePages({ view, path, choice, locale }: NavProps) {
  if (view.pageCount <= 1) return null;
  const t = await getTranslations("Triage");
  const href = (page: number) => triageHref(path, choice, { page: String(page) });
  const count = (n: number) => countArgument(locale, n);
  return (
    <nav aria-label={t("pages.label")} className="flex items-center justify-between text-sm">
      {view.page > 1 ? (
        <Link href={href(view.page - 1)} rel="prev" className="underline">
          {t("pages.previous", { size: count(view.pageSize) })}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-gray-600">
        {t("pages.position", {
          page: count(view.page),
          pages: count(view.pageCount),
          count: view.total,
          total: count(view.total),
        })}
      </span>
      {view.page < view.pageCount ? (
        <Link href={href(view.page + 1)} rel="next" className="underline">
          {t("pages.next", { size: count(view.pageSize) })}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

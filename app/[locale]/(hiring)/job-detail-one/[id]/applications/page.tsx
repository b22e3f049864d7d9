import { refusalIn } from "@/lib/i18n/api-errors";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { redirect } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { TriageBoard } from "@/components/hiring/TriageBoard";
import { PageWords } from "@/components/language/PageWords";
import { BUTTON } from "@/components/ui/styles";
import { auditionsPath } from "@/lib/auditions/paths";
import { signedInMember } from "@/lib/auth/signed-in";
import { AppError } from "@/lib/errors";
import { callApplicationsPath, callPath } from "@/lib/hiring/paths";
import type { StatusName } from "@/lib/hiring/status-labels";
import { applicationsToCall } from "@/lib/hiring/triage";
import { TAPE_FILTER } from "@/lib/tapes/rules";
import { UPLOAD_PURPOSES } from "@/lib/uploads/purposes";
import { languageLabel, subcategoryLabel } from "@/lib/search/catalog-names";
import { statusLabel } from "@/lib/hiring/job-names";
import { countArgument } from "@/lib/i18n/formats";
import { config } from "@/lib/server/config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Triage");
  return { title: t("title"), robots: { index: false } };
}

type Props = PageProps<"/[locale]/job-detail-one/[id]/applications">;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The casting team's triage of one call: counts per status, filters by role and status, the cards. */
export default async function TriagePage({ params, searchParams }: Props) {
  const { id } = await params;
  const locale = await currentLocale();
  const member = await signedInMember();
  if (!member)
    redirect({
      href: `/login?callbackUrl=${encodeURIComponent(callApplicationsPath(id))}`,
      locale,
    });
  const [t, jobs, catalog] = await Promise.all([
    getTranslations("Triage"),
    getTranslations("JobsClient"),
    getTranslations("Catalog"),
  ]);
  const search = await searchParams;
  const filters = {
    role: first(search.role),
    status: first(search.status),
    tape: first(search.tape),
    sort: first(search.sort),
  };
  let view;
  try {
    view = await applicationsToCall(member, id, { ...filters, page: first(search.page) });
  } catch (error) {
    if (error instanceof AppError && error.kind === "not-found") notFound();
    if (error instanceof AppError && (error.kind === "forbidden" || error.kind === "invalid")) {
      return (
        <section className="mx-auto max-w-2xl px-4 py-16 text-center">
          <h1 className="text-3xl font-bold">{t("title")}</h1>
          <p className="mt-4 text-gray-600">
            {error.kind === "forbidden"
              ? t("refused.forbidden")
              : t("refused.invalid", { problem: refusalIn(error, locale).message })}
          </p>
          <Link href={callPath(id)} className="mt-6 inline-block text-brand-700 underline">
            {t("refused.back")}
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
    return `${callApplicationsPath(id)}${next ? `?${next}` : ""}`;
  };
  const count = (n: number) => countArgument(locale, n);
  const total = Object.values(view.counts).reduce((a, b) => a + b, 0);
  // How long until an applicant is told (lib/hiring/decision-notices.ts noticeDelayWords in English).
  const delaySeconds = config.decisionNoticeDelaySeconds;
  const inMinutes = delaySeconds > 0 && delaySeconds % 60 === 0;
  const delay = t("lead.delay", {
    unit: inMinutes ? "minutes" : "seconds",
    count: inMinutes ? delaySeconds / 60 : delaySeconds,
    total: count(inMinutes ? delaySeconds / 60 : delaySeconds),
  });
  // The applicants' subcategories in the page's language (the Catalog namespace stays on the server).
  const subcategories = Object.fromEntries(
    view.applications.map((a) => [a.applicant.subcategory, subcategoryLabel(catalog, a.applicant.subcategory)]),
  );
  const chip = (active: boolean) =>
    `rounded-full px-3 py-1 text-sm font-semibold ${active ? "bg-brand-700 text-white" : "bg-gray-100 text-ink-800 hover:bg-brand-50"}`;
  return (
    <section className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-10">
      <div>
        <p className="text-sm text-gray-600">
          <Link href={callPath(id)} className="underline">
            {view.call.title}
          </Link>{" "}
          · {view.call.projectTitle}
        </p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold">{t("title")}</h1>
          <Link href={auditionsPath(id)} className={BUTTON.secondary}>
            {t("auditionSchedule")}
          </Link>
        </div>
        <p className="mt-2 text-gray-600">
          {t("lead.order", { newest: filters.sort === "newest" ? "yes" : "no" })} {t("lead.told", { delay })}
        </p>
      </div>
      <nav aria-label={t("filters.byStatus")} className="flex flex-wrap gap-2">
        <Link href={href({ status: undefined })} className={chip(!filters.status)}>
          {t("filters.all", { total: count(total) })}
        </Link>
        {(Object.keys(view.counts) as StatusName[]).map((status) => (
          <Link
            key={status}
            href={href({ status })}
            className={chip(filters.status === status)}
            aria-current={filters.status === status ? "page" : undefined}
          >
            {t("filters.status", { status: statusLabel(jobs, status), total: count(view.counts[status]) })}
          </Link>
        ))}
      </nav>
      <nav aria-label={t("filters.byTape")} className="flex flex-wrap gap-2" data-testid="tape-filters">
        {TAPE_FILTER.map((tape) => (
          <Link
            key={tape}
            href={href({ tape: filters.tape === tape ? undefined : tape })}
            className={chip(filters.tape === tape)}
            aria-current={filters.tape === tape ? "page" : undefined}
          >
            {t("filters.tape", { state: tape, total: count(view.tapeCounts[tape]) })}
          </Link>
        ))}
      </nav>
      {view.call.roles.length > 1 && (
        <nav aria-label={t("filters.byRole")} className="flex flex-wrap gap-2">
          <Link href={href({ role: undefined })} className={chip(!filters.role)}>
            {t("filters.everyRole")}
          </Link>
          {view.call.roles.map((role) => (
            <Link key={role.id} href={href({ role: role.id })} className={chip(filters.role === role.id)}>
              {role.name}
            </Link>
          ))}
        </nav>
      )}
      <p className="text-sm">
        {t("sort.label")}{" "}
        <Link href={href({ sort: undefined })} className={filters.sort === "newest" ? "underline" : "font-semibold"}>
          {t("sort.received")}
        </Link>{" "}
        ·{" "}
        <Link href={href({ sort: "newest" })} className={filters.sort === "newest" ? "font-semibold" : "underline"}>
          {t("sort.newest")}
        </Link>
      </p>
      <PageWords
        namespaces={["TriageClient", "InboxClient", "JobsClient", "ListingClient", "TapesClient", "UploadsClient"]}
      >
        <TriageBoard
          callId={id}
          questions={view.call.questions}
          applications={view.applications.map((a) => ({
            ...a,
            applicant: { ...a.applicant, languages: a.applicant.languages.map((l) => languageLabel(catalog, l)) },
          }))}
          undoMs={view.undoMs}
          sidesMaxBytes={UPLOAD_PURPOSES.sides.maxBytes()}
          subcategories={subcategories}
        />
      </PageWords>
      {view.pageCount > 1 && (
        <nav aria-label={t("pages.label")} className="flex items-center justify-between text-sm">
          {view.page > 1 ? (
            <Link href={href({ page: String(view.page - 1) })} rel="prev" className="underline">
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
            <Link href={href({ page: String(view.page + 1) })} rel="next" className="underline">
              {t("pages.next", { size: count(view.pageSize) })}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}

import { refusalIn } from "@/lib/i18n/api-errors";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { redirect } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { TriageBoard } from "@/components/hiring/TriageBoard";
import { TriageFilters, TriagePages } from "@/components/hiring/TriageNav";
import { PageWords } from "@/components/language/PageWords";
import { BUTTON } from "@/components/ui/styles";
import { auditionsPath } from "@/lib/auditions/paths";
import { signedInMember } from "@/lib/auth/signed-in";
import { AppError } from "@/lib/errors";
import { callApplicationsPath, callPath } from "@/lib/hiring/paths";
import { applicationsToCall } from "@/lib/hiring/triage";
import { UPLOAD_PURPOSES } from "@/lib/uploads/purposes";
import { languageLabel, subcategoryLabel } from "@/lib/search/catalog-names";
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
  const [t, catalog] = await Promise.all([getTranslations("Triage"), getTranslations("Catalog")]);
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
  const count = (n: number) => countArgument(locale, n);
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
  const path = callApplicationsPath(id);
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
      <TriageFilters view={view} path={path} choice={filters} locale={locale} />
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
      <TriagePages view={view} path={path} choice={filters} locale={locale} />
    </section>
  );
}

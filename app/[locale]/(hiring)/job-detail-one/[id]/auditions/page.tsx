import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { redirect } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { SessionForm } from "@/components/auditions/SessionForm";
import { SessionSchedule } from "@/components/auditions/SessionSchedule";
import { PageWords } from "@/components/language/PageWords";
import { auditionSchedule, awaitingAutofill, invitableTo } from "@/lib/auditions/candidates";
import { auditionsPath } from "@/lib/auditions/paths";
import { signedInMember } from "@/lib/auth/signed-in";
import { todayInIndia } from "@/lib/dates";
import { AppError } from "@/lib/errors";
import { countArgument } from "@/lib/i18n/formats";
import { callApplicationsPath, callPath } from "@/lib/hiring/paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Auditions");
  return { title: t("title"), robots: { index: false } };
}

type Props = PageProps<"/[locale]/job-detail-one/[id]/auditions">;

/** The casting team's audition days of one call: new sessions, who is in each slot and their answers. */
export default async function AuditionsPage({ params }: Props) {
  const { id } = await params;
  const locale = await currentLocale();
  const member = await signedInMember();
  if (!member) redirect({ href: `/login?callbackUrl=${encodeURIComponent(auditionsPath(id))}`, locale });
  const t = await getTranslations("Auditions");
  let loaded;
  try {
    loaded = await auditionSchedule(member, id);
  } catch (error) {
    if (error instanceof AppError && error.kind === "not-found") notFound();
    if (error instanceof AppError && error.kind === "forbidden") {
      return (
        <section className="mx-auto max-w-2xl px-4 py-16 text-center">
          <h1 className="text-3xl font-bold">{t("title")}</h1>
          <p className="mt-4 text-gray-600">{t("forbidden")}</p>
        </section>
      );
    }
    throw error;
  }
  const { call, candidates, sessions } = loaded;
  const today = todayInIndia();
  const liveSessionIds = new Set(sessions.filter((s) => !s.cancelled).map((s) => s.id));
  const waiting = awaitingAutofill(candidates, liveSessionIds).length;
  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <p className="hidden text-xl font-bold print:block">
        {t("printTitle", { title: call.title, organisation: call.organization.name })}
      </p>
      <div className="print:hidden">
        <p className="text-sm text-gray-600">
          <Link href={callPath(id)} className="underline">
            {call.title}
          </Link>{" "}
          ·{" "}
          <Link href={callApplicationsPath(id)} className="underline">
            {t("applications")}
          </Link>
        </p>
        <h1 className="mt-1 text-3xl font-bold">{t("title")}</h1>
        <p className="mt-2 text-gray-600">
          {t("lead.set", { project: call.projectTitle })} {t("lead.sent")}
        </p>
      </div>
      <PageWords namespaces={["AuditionsClient", "FormErrors"]}>
        {sessions.length === 0 ? (
          <p className="rounded-2xl bg-gray-50 p-4 text-gray-700 print:hidden">
            {t("empty.none")}{" "}
            {t("empty.candidates", { count: candidates.length, total: countArgument(locale, candidates.length) })}
          </p>
        ) : (
          sessions.map((session) => (
            <SessionSchedule
              key={session.id}
              session={session}
              callId={id}
              today={today}
              candidates={invitableTo(candidates, session.id, liveSessionIds)}
              waiting={waiting}
              roles={call.roles}
            />
          ))
        )}
        <details className="rounded-2xl border border-gray-100 p-4 print:hidden" open={sessions.length === 0}>
          <summary className="cursor-pointer text-lg font-semibold">{t("newSession")}</summary>
          <div className="mt-4">
            <SessionForm callId={id} today={today} />
          </div>
        </details>
      </PageWords>
    </section>
  );
}

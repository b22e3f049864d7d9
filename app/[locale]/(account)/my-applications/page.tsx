import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { MyInvites } from "@/components/auditions/MyInvites";
import { ConfirmedRequestButton } from "@/components/hiring/ConfirmedRequestButton";
import { PageWords } from "@/components/language/PageWords";
import { MessageButton } from "@/components/messages/MessageButton";
import { MyTapeRequest } from "@/components/hiring/MyTapeRequest";
import { config } from "@/lib/server/config";
import { UPLOAD_PURPOSES } from "@/lib/uploads/purposes";
import { signedInMember } from "@/lib/auth/signed-in";
import { invitesOf } from "@/lib/auditions/invites";
import { applicationsOf } from "@/lib/hiring/applications";
import { CALLS_PATH, callPath } from "@/lib/hiring/paths";
import { dayLabel } from "@/lib/i18n/date-labels";
import { statusLabel } from "@/lib/hiring/job-names";
import { STATUS_STYLES } from "@/lib/hiring/status-labels";

const TAPE_WORDS = { processing: "tape.processing", ready: "tape.ready", failed: "tape.failed" } as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Applications");
  return { title: t("title"), robots: { index: false } };
}

export default async function MyApplicationsPage() {
  const member = await signedInMember();
  const locale = await currentLocale();
  if (!member) redirect({ href: "/login?callbackUrl=/my-applications", locale });
  const [applications, invites, t, jobWords] = await Promise.all([
    applicationsOf(member),
    invitesOf(member),
    getTranslations("Applications"),
    getTranslations("JobsClient"),
  ]);
  const video = { maxBytes: UPLOAD_PURPOSES.tape.maxBytes(), maxMinutes: config.uploadVideoMaxMinutes };
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-2 text-gray-600">{t("lead")}</p>
      </div>
      <PageWords namespaces={["ApplicationsClient", "InboxClient", "TapesClient", "UploadsClient"]}>
        <MyInvites invites={invites} />
        {invites.length > 0 && <h2 className="-mb-2 text-xl font-semibold">{t("applications")}</h2>}
        {applications.length === 0 ? (
          <p className="text-gray-600">
            {t("empty")}{" "}
            <Link href={CALLS_PATH} className="text-brand-700 underline">
              {t("browse")}
            </Link>
          </p>
        ) : (
          <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-100" data-testid="my-applications">
            {applications.map((a) => {
              const which = { role: a.role.name, project: a.call.projectTitle };
              return (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {a.role.name} ·{" "}
                      <Link href={callPath(a.call.id)} className="hover:text-brand-700">
                        {a.call.title}
                      </Link>
                    </p>
                    <p className="text-sm text-gray-600">
                      {t("applied", {
                        organization: a.organization.name,
                        project: a.call.projectTitle,
                        day: dayLabel(a.appliedAt, "short", locale),
                      })}
                    </p>
                    {a.selfTapeVideo && (
                      <p className="text-sm text-gray-600" data-testid="self-tape-state">
                        {t(TAPE_WORDS[a.selfTapeVideo.status])}
                      </p>
                    )}
                  </div>
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                    <span
                      className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[a.status]}`}
                      data-testid="application-status"
                    >
                      {statusLabel(jobWords, a.status)}
                    </span>
                    <MessageButton
                      toUserId={a.organization.ownerId}
                      name={a.organization.name}
                      className="text-sm text-brand-700 underline"
                    />
                    <ConfirmedRequestButton
                      confirm={t("withdraw.confirm", which)}
                      method="DELETE"
                      url={`/api/applications/${a.id}`}
                      done={t("withdraw.done")}
                      failed={t("withdraw.failed")}
                      busyLabel={t("withdraw.busy")}
                      className="text-sm text-red-700 underline disabled:opacity-60"
                    >
                      {t.rich("withdraw.button", {
                        ...which,
                        hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                      })}
                    </ConfirmedRequestButton>
                  </div>
                  {a.tapeRequest && (
                    <MyTapeRequest request={a.tapeRequest} organization={a.organization.name} video={video} />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </PageWords>
    </section>
  );
}

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import type { CallView } from "@/lib/hiring/views";
import { dayLabel } from "@/lib/i18n/date-labels";
import { callApplicationsPath, callDuplicatePath, callEditPath, callPath, callPreviewPath } from "@/lib/hiring/paths";
import { openingsLabel } from "@/lib/hiring/job-names";
import { shownReason } from "./CallReviewNotice";
import { ConfirmedRequestButton } from "./ConfirmedRequestButton";

type Status = "held" | "hidden" | "open" | "closed" | "deadlinePassed";

function statusOf(call: CallView): { status: Status; className: string } {
  if (call.review?.state === "held") return { status: "held", className: "bg-amber-50 text-amber-900" };
  if (call.review?.state === "hidden") return { status: "hidden", className: "bg-red-50 text-red-800" };
  if (call.open) return { status: "open", className: "bg-green-50 text-green-800" };
  if (call.status === "CLOSED") return { status: "closed", className: "bg-gray-100 text-gray-700" };
  return { status: "deadlinePassed", className: "bg-amber-50 text-amber-900" };
}

const ACTION =
  "rounded-full border border-gray-300 px-4 py-1.5 text-sm font-semibold hover:border-brand-600 hover:text-brand-700";

/**
 * A hirer's calls on their settings page: status, deadline, applications, editing one, posting a copy of
 * one, and closing one early. A call that is not public opens on its poster's own page of it.
 */
export function OwnCalls({ calls, applications }: { calls: CallView[]; applications: Record<string, number> }) {
  const t = useTranslations("Settings");
  const names = useTranslations("JobsClient");
  const posting = useTranslations("Posting");
  const locale = usePageLocale();
  const statusName = (status: Status) =>
    ({
      held: t("calls.status.held"),
      hidden: t("calls.status.hidden"),
      open: t("calls.status.open"),
      closed: t("calls.status.closed"),
      deadlinePassed: t("calls.status.deadlinePassed"),
    })[status];
  return (
    <section id="calls" aria-labelledby="own-calls" className="grid gap-4 rounded-2xl border border-gray-100 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="own-calls" className="text-xl font-semibold">
          {t("calls.title")}
        </h2>
        <Link
          href="/post-a-call"
          className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-900"
        >
          {t("calls.post")}
        </Link>
      </div>
      {calls.length === 0 ? (
        <p className="text-gray-600">{t("calls.empty")}</p>
      ) : (
        <ul className="divide-y divide-gray-100" data-testid="own-calls">
          {calls.map((call) => {
            const status = statusOf(call);
            const reason = call.review && shownReason(posting, call.review);
            return (
              <li key={call.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link
                    href={call.review ? callPreviewPath(call.id) : callPath(call.id)}
                    className="font-semibold hover:text-brand-700"
                  >
                    {call.title}
                  </Link>
                  <p className="text-sm text-gray-600">
                    {t("calls.facts", {
                      project: call.projectTitle,
                      openings: openingsLabel(names, locale, call.openings),
                      day: dayLabel(call.deadline, "short", locale),
                    })}
                  </p>
                  {reason && (
                    <p className="mt-1 max-w-prose text-sm text-amber-900" data-testid="call-review">
                      {reason}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <Link href={callApplicationsPath(call.id)} className="text-sm font-semibold text-brand-700 underline">
                    {t("calls.applications", { count: String(applications[call.id] ?? 0) })}
                  </Link>
                  <span className={`rounded-full px-3 py-1 text-xs font-semibold ${status.className}`}>
                    {statusName(status.status)}
                  </span>
                  <Link
                    href={callEditPath(call.id)}
                    className={ACTION}
                    aria-label={t("calls.editLabel", { title: call.title })}
                  >
                    {t("calls.edit")}
                  </Link>
                  <Link
                    href={callDuplicatePath(call.id)}
                    className={ACTION}
                    aria-label={t("calls.duplicateLabel", { title: call.title })}
                  >
                    {t("calls.duplicate")}
                  </Link>
                  {call.status === "OPEN" && (
                    <ConfirmedRequestButton
                      confirm={t("calls.closeConfirm", { title: call.title })}
                      method="PATCH"
                      url={`/api/calls/${call.id}`}
                      body={{ status: "closed" }}
                      done={t("calls.closed")}
                      failed={t("calls.closeFailed")}
                      busyLabel={t("calls.closing")}
                      className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-semibold hover:border-red-600 hover:text-red-700 disabled:opacity-60"
                    >
                      {t.rich("calls.close", {
                        title: call.title,
                        hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                      })}
                    </ConfirmedRequestButton>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import type { InviteView } from "@/lib/auditions/views";
import { inviteCalendarPath } from "@/lib/auditions/paths";
import {
  auditionDay,
  CANCELLED_STYLE,
  INVITE_STATUS_STYLES,
  startClock,
  type InviteStatusName,
} from "@/lib/auditions/words";
import { callPath } from "@/lib/hiring/paths";
import { Link } from "@/lib/i18n/link";
import { InviteAnswer } from "./InviteAnswer";

/** The invitation statuses' words (lib/auditions/words.ts INVITE_STATUS_LABELS in English), in "Applications". */
const STATUS_KEYS: Readonly<Record<InviteStatusName, string>> = {
  awaiting: "invites.statuses.awaiting",
  confirmed: "invites.statuses.confirmed",
  declined: "invites.statuses.declined",
  reschedule: "invites.statuses.reschedule",
};

/**
 * The member's audition invitations, each with its time, place or link, calendar file and answer. Its answers
 * read "ApplicationsClient": the page wraps it in <PageWords namespaces={["ApplicationsClient"]}>.
 */
export function MyInvites({ invites }: { invites: InviteView[] }) {
  const t = useTranslations("Applications");
  const locale = usePageLocale();
  if (!invites.length) return null;
  const say = t as unknown as (key: string) => string;
  return (
    <section aria-labelledby="auditions-heading" className="grid gap-3">
      <h2 id="auditions-heading" className="text-xl font-semibold">
        {t("invites.heading")}
      </h2>
      <ul className="grid gap-3" data-testid="my-invites">
        {invites.map((invite) => {
          const closed = invite.cancelled || invite.past;
          return (
            <li
              key={invite.id}
              id={`audition-${invite.id}`}
              className={`grid scroll-mt-24 gap-2 rounded-2xl border p-4 target:ring-2 target:ring-brand-600 ${closed ? "border-gray-200 bg-gray-50" : "border-brand-100"}`}
              data-testid="my-invite"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold">
                    {invite.role} ·{" "}
                    <Link href={callPath(invite.call.id)} className="hover:text-brand-700">
                      {invite.call.projectTitle}
                    </Link>
                  </p>
                  <p className="text-sm text-gray-600">{invite.call.organization}</p>
                </div>
                <span
                  className={`rounded-full px-3 py-1 text-xs font-semibold ${invite.cancelled ? CANCELLED_STYLE : INVITE_STATUS_STYLES[invite.status]}`}
                  data-testid="invite-status"
                >
                  {invite.cancelled ? t("invites.cancelled") : say(STATUS_KEYS[invite.status])}
                </span>
              </div>
              <p className="text-sm">
                <span className="font-medium">
                  {t("invites.when", {
                    day: auditionDay(invite.start, locale),
                    start: startClock(invite.start, locale),
                    end: startClock(invite.end, locale),
                  })}
                </span>
                <br />
                {invite.place ??
                  t.rich("invites.videoCall", {
                    link: invite.link ?? "",
                    a: (chunks) => (
                      <a
                        href={invite.link ?? undefined}
                        className="break-all text-brand-700 underline"
                        rel="noreferrer"
                      >
                        {chunks}
                      </a>
                    ),
                  })}
              </p>
              {invite.note && <p className="text-sm text-gray-700">{t("invites.note", { note: invite.note })}</p>}
              {!closed && (
                <>
                  <InviteAnswer inviteId={invite.id} status={invite.status} />
                  <a
                    href={inviteCalendarPath(invite.id)}
                    className="justify-self-start text-sm text-brand-700 underline"
                  >
                    {t("invites.calendar")}
                  </a>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { Link } from "@/lib/i18n/navigation";
import type { InviteView } from "@/lib/auditions/invites";
import { inviteCalendarPath } from "@/lib/auditions/paths";
import { auditionWhen, INVITE_STATUS_LABELS, INVITE_STATUS_STYLES } from "@/lib/auditions/words";
import { callPath } from "@/lib/hiring/paths";
import { InviteAnswer } from "./InviteAnswer";

/** The member's audition invitations, each with its time, place or link, calendar file and answer. */
export function MyInvites({ invites }: { invites: InviteView[] }) {
  if (!invites.length) return null;
  return (
    <section aria-labelledby="auditions-heading" className="grid gap-3">
      <h2 id="auditions-heading" className="text-xl font-semibold">
        Auditions
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
                  className={`rounded-full px-3 py-1 text-xs font-semibold ${invite.cancelled ? "bg-red-50 text-red-800" : INVITE_STATUS_STYLES[invite.status]}`}
                  data-testid="invite-status"
                >
                  {invite.cancelled ? "Cancelled" : INVITE_STATUS_LABELS[invite.status]}
                </span>
              </div>
              <p className="text-sm">
                <span className="font-medium">{auditionWhen(invite.start, invite.end)}</span>
                <br />
                {invite.place ?? (
                  <>
                    Video call:{" "}
                    <a href={invite.link ?? undefined} className="break-all text-brand-700 underline" rel="noreferrer">
                      {invite.link}
                    </a>
                  </>
                )}
              </p>
              {invite.note && <p className="text-sm text-gray-700">Your note: “{invite.note}”</p>}
              {!closed && (
                <>
                  <InviteAnswer inviteId={invite.id} status={invite.status} />
                  <a
                    href={inviteCalendarPath(invite.id)}
                    className="justify-self-start text-sm text-brand-700 underline"
                  >
                    Add to my calendar
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

import type { Candidate } from "@/lib/auditions/candidates";
import { scheduleCsvPath } from "@/lib/auditions/paths";
import type { SessionView } from "@/lib/auditions/present";
import { clockLabel, minutesOf } from "@/lib/auditions/slots";
import {
  auditionDay,
  INVITE_STATUS_LABELS,
  INVITE_STATUS_STYLES,
  INVITE_STATUSES,
  startClock,
  type InviteStatusName,
} from "@/lib/auditions/words";
import { momentInIndia } from "@/lib/dates";
import { ConfirmedRequestButton } from "@/components/hiring/ConfirmedRequestButton";
import { DraggableInvitee, SlotDropZone } from "./DragToSlot";
import { InvitePicker } from "./InvitePicker";
import { MoveInvite } from "./MoveInvite";
import { SessionTools } from "./SessionTools";

const clock = (time: string) => clockLabel(minutesOf(time) ?? 0);

/** One session: its day, place, counts of answers, and each slot with who is in it. */
export function SessionSchedule({
  session,
  callId,
  today,
  candidates,
  waiting,
  roles,
}: {
  session: SessionView;
  roles: { id: string; name: string }[];
  callId: string;
  today: string;
  /** Shortlisted or selected applicants not invited to this session. */
  candidates: Candidate[];
  /** Shortlisted applicants not invited to any live session (what autofill would take). */
  waiting: number;
}) {
  const invites = session.slots.flatMap((slot) => slot.invites);
  const countOf = (status: InviteStatusName) => invites.filter((i) => i.status === status).length;
  const upcoming = session.slots.filter((slot) => !slot.begun);
  const live = !session.cancelled && upcoming.length > 0;
  const slotOptions = upcoming.map((slot) => ({
    id: slot.id,
    label: startClock(slot.start),
    free: slot.capacity - slot.taken,
  }));
  return (
    <article
      className={`grid gap-4 rounded-2xl border p-4 sm:p-5 ${session.cancelled ? "border-gray-200 bg-gray-50" : "border-gray-100"}`}
      data-testid="audition-session"
    >
      <header className="grid gap-1">
        <h2 className="text-xl font-semibold">
          {auditionDay(momentInIndia(session.date, 12 * 60))}, {clock(session.start)} to {clock(session.end)}
          {session.cancelled && <span className="ml-2 text-base font-semibold text-red-700">Cancelled</span>}
        </h2>
        <p className="text-sm text-gray-700">
          {session.place ? (
            session.place
          ) : (
            <>
              Video call:{" "}
              <a href={session.link ?? undefined} className="break-all text-brand-700 underline" rel="noreferrer">
                {session.link}
              </a>
            </>
          )}
        </p>
        <p className="text-sm text-gray-600">
          {session.slots.length} slots of {session.slotMinutes} minutes, {session.perSlot} per slot
          {session.breaks.length > 0 &&
            ` · breaks ${session.breaks.map((b) => `${clock(b.start)}–${clock(b.end)}`).join(", ")}`}
        </p>
        <p className="flex flex-wrap gap-2 text-xs" data-testid="answer-counts">
          {INVITE_STATUSES.map((status) => (
            <span key={status} className={`rounded-full px-2 py-0.5 font-semibold ${INVITE_STATUS_STYLES[status]}`}>
              {INVITE_STATUS_LABELS[status]}: {countOf(status)}
            </span>
          ))}
        </p>
      </header>
      <SessionTools
        session={session}
        callId={callId}
        today={today}
        csv={scheduleCsvPath(session.id)}
        waiting={waiting}
        live={live}
        roles={roles}
      />
      {live && (
        <InvitePicker
          sessionId={session.id}
          candidates={candidates.map((c) => ({ applicationId: c.applicationId, name: c.name, role: c.role }))}
          slots={slotOptions}
        />
      )}
      <ol className="divide-y divide-gray-100 rounded-xl border border-gray-100" aria-label="Slots">
        {session.slots.map((slot) => (
          <SlotDropZone
            key={slot.id}
            slotId={slot.id}
            open={live && !slot.begun && slot.taken < slot.capacity}
            className="grid gap-2 p-3 sm:grid-cols-[9rem_1fr]"
          >
            <div className="text-sm">
              <p className="font-semibold">{startClock(slot.start)}</p>
              <p className="text-xs text-gray-600">
                {slot.taken} of {slot.capacity} taken
              </p>
            </div>
            {slot.invites.length === 0 ? (
              <p className="self-center text-sm text-gray-500">Free</p>
            ) : (
              <ul className="grid gap-2">
                {slot.invites.map((invite) => (
                  <DraggableInvitee
                    key={invite.id}
                    inviteId={invite.id}
                    name={invite.name}
                    enabled={live && !slot.begun}
                    className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
                  >
                    <a href={invite.profile} className="font-semibold hover:text-brand-700">
                      {invite.name}
                    </a>
                    <span className="text-gray-600">{invite.role}</span>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${INVITE_STATUS_STYLES[invite.status]}`}
                    >
                      {INVITE_STATUS_LABELS[invite.status]}
                    </span>
                    {invite.note && <q className="basis-full text-gray-700">{invite.note}</q>}
                    {live && !slot.begun && (
                      <>
                        <MoveInvite inviteId={invite.id} name={invite.name} slotId={slot.id} slots={slotOptions} />
                        <ConfirmedRequestButton
                          confirm={`Withdraw ${invite.name}'s invitation? They are told, and the event leaves their calendar.`}
                          method="DELETE"
                          url={`/api/invites/${invite.id}`}
                          done="The invitation is withdrawn: they are told."
                          failed="The invitation could not be withdrawn."
                          busyLabel="Withdrawing…"
                          className="text-xs text-red-700 underline disabled:opacity-60 print:hidden"
                        >
                          Withdraw<span className="sr-only"> {invite.name}&apos;s invitation</span>
                        </ConfirmedRequestButton>
                      </>
                    )}
                  </DraggableInvitee>
                ))}
              </ul>
            )}
          </SlotDropZone>
        ))}
      </ol>
    </article>
  );
}

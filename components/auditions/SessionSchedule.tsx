import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import type { Candidate } from "@/lib/auditions/candidates";
import { scheduleCsvPath } from "@/lib/auditions/paths";
import type { SessionView } from "@/lib/auditions/views";
import { minutesOf } from "@/lib/auditions/slots";
import {
  auditionDay,
  CANCELLED_STYLE,
  INVITE_STATUS_STYLES,
  INVITE_STATUSES,
  startClock,
  type InviteStatusName,
} from "@/lib/auditions/words";
import { momentInIndia } from "@/lib/dates";
import { countArgument } from "@/lib/i18n/formats";
import { localisedPath } from "@/lib/i18n/locales";
import { ConfirmedRequestButton } from "@/components/hiring/ConfirmedRequestButton";
import { DraggableInvitee, SlotDropZone } from "./DragToSlot";
import { InvitePicker } from "./InvitePicker";
import { MoveInvite } from "./MoveInvite";
import { SessionTools } from "./SessionTools";

/**
 * The invitation statuses' words (lib/auditions/words.ts INVITE_STATUS_LABELS in English): the Auditions
 * namespace's `inviteStatuses.*`, one literal key each.
 */
const INVITE_STATUS_KEYS = {
  awaiting: "inviteStatuses.awaiting",
  confirmed: "inviteStatuses.confirmed",
  declined: "inviteStatuses.declined",
  reschedule: "inviteStatuses.reschedule",
} as const satisfies Record<InviteStatusName, string>;

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
  const t = useTranslations("Auditions");
  const locale = usePageLocale();
  /** A time of the session's day ("10:30") as pages say it: "10:30 am" in English. */
  const clock = (time: string) => startClock(momentInIndia(session.date, minutesOf(time) ?? 0), locale);
  const statusWords = (status: InviteStatusName) => t(INVITE_STATUS_KEYS[status]);
  const invites = session.slots.flatMap((slot) => slot.invites);
  const countOf = (status: InviteStatusName) => invites.filter((i) => i.status === status).length;
  const upcoming = session.slots.filter((slot) => !slot.begun);
  const live = !session.cancelled && upcoming.length > 0;
  const slotOptions = upcoming.map((slot) => ({
    id: slot.id,
    label: startClock(slot.start, locale),
    free: slot.capacity - slot.taken,
  }));
  return (
    <article
      className={`grid gap-4 rounded-2xl border p-4 sm:p-5 ${session.cancelled ? "border-gray-200 bg-gray-50" : "border-gray-100"}`}
      data-testid="audition-session"
    >
      <header className="grid gap-1">
        <h2 className="text-xl font-semibold">
          {t("session.when", {
            day: auditionDay(momentInIndia(session.date, 12 * 60), locale),
            start: clock(session.start),
            end: clock(session.end),
          })}
          {session.cancelled && (
            <span className="ml-2 text-base font-semibold text-red-700">{t("session.cancelled")}</span>
          )}
        </h2>
        <p className="text-sm text-gray-700">
          {session.place
            ? session.place
            : t.rich("session.videoCall", {
                url: session.link ?? "",
                link: (chunks) => (
                  <a href={session.link ?? undefined} className="break-all text-brand-700 underline" rel="noreferrer">
                    {chunks}
                  </a>
                ),
              })}
        </p>
        <p className="text-sm text-gray-600">
          {t(session.breaks.length > 0 ? "session.shapeWithBreaks" : "session.shape", {
            slots: session.slots.length,
            minutes: session.slotMinutes,
            perSlot: session.perSlot,
            breaks: session.breaks
              .map((b) => t("session.break", { start: clock(b.start), end: clock(b.end) }))
              .join(", "),
          })}
        </p>
        <p className="flex flex-wrap gap-2 text-xs" data-testid="answer-counts">
          {session.cancelled ? (
            // Nobody awaits an answer of a cancelled day: who was told of it (all but those who had declined).
            <span className={`rounded-full px-2 py-0.5 font-semibold ${CANCELLED_STYLE}`}>
              {t("session.toldCount", { count: countArgument(locale, invites.length - countOf("declined")) })}
            </span>
          ) : (
            INVITE_STATUSES.map((status) => (
              <span key={status} className={`rounded-full px-2 py-0.5 font-semibold ${INVITE_STATUS_STYLES[status]}`}>
                {t("session.answerCount", {
                  status: statusWords(status),
                  count: countArgument(locale, countOf(status)),
                })}
              </span>
            ))
          )}
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
      <ol className="divide-y divide-gray-100 rounded-xl border border-gray-100" aria-label={t("slots.label")}>
        {session.slots.map((slot) => (
          <SlotDropZone
            key={slot.id}
            slotId={slot.id}
            open={live && !slot.begun && slot.taken < slot.capacity}
            className="grid gap-2 p-3 sm:grid-cols-[9rem_1fr]"
          >
            <div className="text-sm">
              <p className="font-semibold">{startClock(slot.start, locale)}</p>
              <p className="text-xs text-gray-600">
                {t("slots.taken", { taken: slot.taken, capacity: slot.capacity })}
              </p>
            </div>
            {slot.invites.length === 0 ? (
              <p className="self-center text-sm text-gray-500">{t("slots.free")}</p>
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
                    <a href={localisedPath(locale, invite.profile)} className="font-semibold hover:text-brand-700">
                      {invite.name}
                    </a>
                    <span className="text-gray-600">{invite.role}</span>
                    {session.cancelled && invite.status !== "declined" ? (
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${CANCELLED_STYLE}`}>
                        {t("session.cancelled")}
                      </span>
                    ) : (
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${INVITE_STATUS_STYLES[invite.status]}`}
                      >
                        {statusWords(invite.status)}
                      </span>
                    )}
                    {invite.note && <q className="basis-full text-gray-700">{invite.note}</q>}
                    {live && !slot.begun && (
                      <>
                        <MoveInvite inviteId={invite.id} name={invite.name} slotId={slot.id} slots={slotOptions} />
                        <ConfirmedRequestButton
                          confirm={t("withdraw.confirm", { name: invite.name })}
                          method="DELETE"
                          url={`/api/invites/${invite.id}`}
                          done={t("withdraw.done")}
                          failed={t("withdraw.failed")}
                          busyLabel={t("withdraw.busy")}
                          className="text-xs text-red-700 underline disabled:opacity-60 print:hidden"
                        >
                          {t.rich("withdraw.label", {
                            name: invite.name,
                            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                          })}
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

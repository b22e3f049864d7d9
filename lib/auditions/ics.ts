import "server-only";
import { INDIA_TIME_ZONE } from "../india-time.ts";
import { icalIndiaTime, icalLines, icalStamp, icalText, INDIA_VTIMEZONE } from "../ical.ts";
import { translatorFor } from "../i18n/catalogs.ts";
import { localisedPath, type Locale } from "../i18n/locales.ts";
import { config } from "../server/config.ts";
import { SITE_NAME } from "../site.ts";
import type { InviteDetail } from "./invite-detail.ts";
import { invitePagePath } from "./paths.ts";

// An invitation as a calendar file (RFC 5545): one event whose UID stays the invitation's, so that a new
// file after a change (a higher SEQUENCE) replaces the event in the invitee's calendar, and a cancellation
// (STATUS:CANCELLED) marks it off. Published (METHOD:PUBLISH), never a meeting request: there is nobody to
// reply to by mail (the invitee answers on the site), and an iTIP CANCEL would need attendees.
// Its words are the reader's: "Notices" messages of group "Notices.calendar" (the call's, organisation's and
// place's names as they are), with the invitation's page in the reader's language.

/** The address part of MAIL_FROM ("Castfolio <no-reply@…>"), for the event's organizer. */
function senderAddress(): string {
  const from = config.mailFrom;
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

/** Whether the event is off: the session cancelled, or the invitee declined. */
export const eventCancelled = (invite: InviteDetail) =>
  invite.session.cancelledAt !== null || invite.status === "DECLINED";

/**
 * The invitation's calendar file for a reader of `locale`, as it stands now (or as a cancellation, when it is
 * being withdrawn).
 */
export function inviteCalendar(invite: InviteDetail, locale: Locale, cancelled = eventCancelled(invite)): string {
  const { session, slot, application } = invite;
  const { call } = session;
  const t = translatorFor(locale, "Notices");
  const host = new URL(config.siteUrl).host;
  const page = `${config.siteUrl}${localisedPath(locale, invitePagePath(invite.id))}`;
  const where = session.place ?? session.link ?? "";
  const [org, role, project] = [call.organization.name, application.role.name, call.projectTitle];
  const description = [
    t("calendar.auditionInvite", { org, role, project }),
    session.link ? t("calendar.videoCall", { link: session.link }) : t("calendar.place", { place: `${session.place}` }),
    t("calendar.answer", { page }),
  ].join("\n");
  return icalLines([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${SITE_NAME}//Auditions//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...INDIA_VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:audition-${invite.id}@${host}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${icalStamp(invite.updatedAt)}`,
    `DTSTART;TZID=${INDIA_TIME_ZONE}:${icalIndiaTime(slot.startsAt)}`,
    `DTEND;TZID=${INDIA_TIME_ZONE}:${icalIndiaTime(slot.endsAt)}`,
    `SUMMARY:${icalText(t("calendar.auditionSummary", { role, project, org }))}`,
    `LOCATION:${icalText(where)}`,
    `DESCRIPTION:${icalText(description)}`,
    `URL:${session.link ?? page}`,
    `ORGANIZER;CN="${call.organization.name.replace(/["\r\n]/g, "")}":mailto:${senderAddress()}`,
    `STATUS:${cancelled ? "CANCELLED" : invite.status === "CONFIRMED" ? "CONFIRMED" : "TENTATIVE"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]);
}

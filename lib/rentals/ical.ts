import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { addDays, toDateOnly, todayInIndia } from "../dates.ts";
import { INDIA_TIME_ZONE } from "../india-time.ts";
import { AppError } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { config } from "../server/config.ts";
import { icalDate, icalIndiaTime, icalLines, icalStamp, icalText, INDIA_VTIMEZONE } from "../ical.ts";
import { translatorFor } from "../i18n/catalogs.ts";
import { localisedPath, memberLocale } from "../i18n/locales.ts";
import { db } from "../server/db.ts";
import { newSecretToken } from "../server/secret-tokens.ts";
import { SITE_NAME } from "../site.ts";
import { bookingPath } from "./paths.ts";
import { requireRentalOwner } from "./terms.ts";

// The owner's private calendar feed: their booked and blocked days as all-day events, for the calendar
// app of their phone. The address carries a random token; asking for a new one revokes the old. Its words are
// the owner's language's (User.locale; "Notices" messages of group "Notices.calendar"), with the bookings' pages
// in it; project titles and renters' names as they are.

export const calendarFeedPath = (token: string) => `/api/rentals/calendar/${token}`;

/** POST /api/rentals/mine/calendar: a new feed address (the old one stops working). */
export async function renewCalendarFeed(member: AuthUser): Promise<{ url: string }> {
  requireRentalOwner(member);
  const token = newSecretToken();
  const { count } = await db().rentalTerms.updateMany({
    where: { ownerId: member.id },
    data: { calendarToken: token },
  });
  if (!count) {
    throw new AppError("conflict", refusal("rentalCalendarNeedsRates"), {
      code: "no_rental_terms",
    });
  }
  return { url: `${config.siteUrl}${calendarFeedPath(token)}` };
}

/** DELETE /api/rentals/mine/calendar: the feed stops working. */
export async function revokeCalendarFeed(member: AuthUser): Promise<void> {
  requireRentalOwner(member);
  await db().rentalTerms.updateMany({ where: { ownerId: member.id }, data: { calendarToken: null } });
}

/** GET /api/rentals/calendar/{token}: the feed, or null for an unknown (or revoked) token. */
export async function calendarFeed(token: string, now = new Date()): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const terms = await db().rentalTerms.findUnique({
    where: { calendarToken: token },
    select: { ownerId: true, owner: { select: { locale: true } } },
  });
  if (!terms) return null;
  const locale = memberLocale(terms.owner.locale);
  const t = translatorFor(locale, "Notices");
  const since = new Date(`${addDays(todayInIndia(now), -90)}T00:00:00Z`);
  const [bookings, blocked] = await Promise.all([
    db().booking.findMany({
      where: { ownerId: terms.ownerId, status: "accepted", lastDay: { gte: since } },
      select: {
        id: true,
        firstDay: true,
        lastDay: true,
        startsAt: true,
        endsAt: true,
        projectTitle: true,
        updatedAt: true,
        renter: { select: { name: true } },
      },
      orderBy: { firstDay: "asc" },
    }),
    db().blockedDay.findMany({ where: { ownerId: terms.ownerId, day: { gte: since } }, select: { day: true } }),
  ]);
  const host = new URL(config.siteUrl).host;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${SITE_NAME}//Rentals//EN`,
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${icalText(t("calendar.bookingsName", { site: SITE_NAME }))}`,
    `X-WR-TIMEZONE:${INDIA_TIME_ZONE}`,
    ...INDIA_VTIMEZONE,
  ];
  for (const b of bookings) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:booking-${b.id}@${host}`,
      `DTSTAMP:${icalStamp(b.updatedAt)}`,
      ...(b.startsAt && b.endsAt
        ? [
            `DTSTART;TZID=${INDIA_TIME_ZONE}:${icalIndiaTime(b.startsAt)}`,
            `DTEND;TZID=${INDIA_TIME_ZONE}:${icalIndiaTime(b.endsAt)}`,
          ]
        : [
            `DTSTART;VALUE=DATE:${icalDate(toDateOnly(b.firstDay))}`,
            `DTEND;VALUE=DATE:${icalDate(addDays(toDateOnly(b.lastDay), 1))}`,
          ]),
      `SUMMARY:${icalText(t("calendar.booked", { project: b.projectTitle, renter: b.renter.name }))}`,
      `URL:${config.siteUrl}${localisedPath(locale, bookingPath(b.id))}`,
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  for (const { day } of blocked) {
    const date = toDateOnly(day);
    lines.push(
      "BEGIN:VEVENT",
      `UID:blocked-${terms.ownerId}-${icalDate(date)}@${host}`,
      `DTSTAMP:${icalStamp(now)}`,
      `DTSTART;VALUE=DATE:${icalDate(date)}`,
      `DTEND;VALUE=DATE:${icalDate(addDays(date, 1))}`,
      `SUMMARY:${icalText(t("calendar.closed"))}`,
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return icalLines(lines);
}

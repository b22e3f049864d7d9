import { noticeWords, phrase, type NoticeArg, type NoticeMessage, type Phrase } from "../notifications/words.ts";
import { SITE_REASON_OF, type BookingReason } from "./options.ts";
import { spanWords } from "./words.ts";

// What each step of a booking tells the other party (the bell and the mail), in one place: the booking's
// rules send them, and the demo data writes the same words for the bookings it makes. Each carries its
// words in namespace "Notices" (group "Notices.booking") for the reader's language; title and body are English.

interface Words {
  title: string;
  body: string;
  message: NoticeMessage;
}

/** The days or hours a booking holds, as lib/rentals/words.ts spanWords takes them. */
export type BookingSpan = Parameters<typeof spanWords>[0];

/**
 * `where`: the booking's span, formatted for each reader ("12 Dec 2026 to 14 Dec 2026"), or text already
 * written (spanWords in English), which every language then shows as it is.
 */
export type Where = string | BookingSpan;

const iso = (moment: string | Date) => new Date(moment).toISOString();

function whereArg(where: Where): NoticeArg {
  if (typeof where === "string") return where;
  if (where.startsAt && where.endsAt)
    return phrase("booking.hours", { start: { moment: iso(where.startsAt) }, end: { time: iso(where.endsAt) } });
  const day = (value: string) => ({ day: value, style: "short" as const });
  return where.firstDay === where.lastDay
    ? day(where.firstDay)
    : phrase("booking.days", { from: day(where.firstDay), to: day(where.lastDay) });
}

/** What a booking is about, and the reason given when there is one (the site's, by its code, in the reader's words). */
function about(where: Where, project: string, { reason, siteReason }: BookingReason): Phrase {
  const args = { where: whereArg(where), project };
  if (siteReason === "taken") return phrase("booking.aboutTaken", args);
  if (siteReason === "suspended") return phrase("booking.aboutSuspended", args);
  if (!reason) return phrase("booking.about", args);
  return phrase("booking.aboutWithReason", { ...args, reason });
}

const inr = (amount: number) => ({ inr: amount });

export const bookingNotices = {
  requested: (renter: string, where: Where, project: string, total: number, answerBy: Date): Words =>
    noticeWords(phrase("booking.requestedTitle", { renter }), [
      phrase("booking.requestedBody", {
        renter,
        where: whereArg(where),
        project,
        total: inr(total),
        answerBy: { moment: iso(answerBy) },
      }),
    ]),
  quoted: (owner: string, where: Where, project: string, quote: number, total: number, answerBy: Date): Words =>
    noticeWords(phrase("booking.quotedTitle", { owner }), [
      phrase("booking.quotedBody", {
        where: whereArg(where),
        project,
        quote: inr(quote),
        total: inr(total),
        answerBy: { moment: iso(answerBy) },
      }),
    ]),
  accepted: (by: { name: string; isOwner: boolean }, where: Where, project: string, total: number): Words =>
    noticeWords(
      phrase(by.isOwner ? "booking.acceptedByOwnerTitle" : "booking.acceptedByRenterTitle", { name: by.name }),
      [phrase("booking.acceptedBody", { where: whereArg(where), project, total: inr(total) })],
    ),
  declined: (by: { name: string; isOwner: boolean }, where: Where, project: string, reason: BookingReason): Words =>
    noticeWords(
      phrase(by.isOwner ? "booking.declinedByOwnerTitle" : "booking.declinedByRenterTitle", { name: by.name }),
      [about(where, project, reason)],
    ),
  /** To the other party of a waiting request or quote closed because `name`'s account was suspended. */
  closedBySuspension: (name: string, where: Where, project: string): Words =>
    noticeWords(phrase("booking.closedBySuspensionTitle", { name }), [about(where, project, SITE_REASON_OF.suspended)]),
  cancelled: (
    by: string,
    booked: boolean,
    where: Where,
    project: string,
    reason: string,
    owed: { policy: string; amount: number } | "owner-cancelled" | null,
  ): Words =>
    noticeWords(phrase(booked ? "booking.cancelledBookingTitle" : "booking.cancelledRequestTitle", { name: by }), [
      about(where, project, { reason }),
      // What the policy makes owed, nothing included: the other side should not have to work it out.
      ...(owed === "owner-cancelled"
        ? [phrase("booking.nothingOwedOwnerCancelled")]
        : owed
          ? [
              owed.amount
                ? phrase("booking.owed", { policy: owed.policy, amount: inr(owed.amount) })
                : phrase("booking.nothingOwed", { policy: owed.policy }),
            ]
          : []),
    ]),
  /** To the renter: the owner let the request lapse. */
  expired: (owner: string, where: Where, project: string): Words =>
    noticeWords(phrase("booking.expiredTitle", { owner }), [
      phrase("booking.expiredBody", { owner, where: whereArg(where), project }),
    ]),
  /** To the owner: the renter let the changed total lapse. */
  quoteLapsed: (renter: string, where: Where, project: string): Words =>
    noticeWords(phrase("booking.quoteLapsedTitle", { renter }), [
      phrase("booking.quoteLapsedBody", { where: whereArg(where), project }),
    ]),
  reviewed: (author: string, rating: number, project: string): Words =>
    noticeWords(phrase("booking.reviewedTitle", { author }), [phrase("booking.reviewedBody", { rating, project })]),
};

import { dateTimeLabel } from "../dates.ts";
import { formatInr } from "../money.ts";

// What each step of a booking tells the other party (the bell and the mail), in one place: the booking's
// rules send them, and the demo data writes the same words for the bookings it makes.

interface Words {
  title: string;
  body: string;
}

/** `where`: the days or hours as spanWords (lib/rentals/words.ts) writes them. */
export const bookingNotices = {
  requested: (renter: string, where: string, project: string, total: number, answerBy: Date): Words => ({
    title: `Booking request from ${renter}`,
    body: `${renter} asks to book ${where} for "${project}" (${formatInr(total)}). Answer by ${dateTimeLabel(answerBy)} (India time), or the request expires.`,
  }),
  quoted: (owner: string, where: string, project: string, quote: number, total: number, answerBy: Date): Words => ({
    title: `${owner} proposes another total`,
    body: `${where} for "${project}": ${formatInr(quote)} instead of ${formatInr(total)}. Accept or decline by ${dateTimeLabel(answerBy)} (India time).`,
  }),
  accepted: (by: { name: string; isOwner: boolean }, where: string, project: string, total: number): Words => ({
    title: by.isOwner ? `${by.name} accepted your booking` : `${by.name} accepted your total`,
    body: `${where} for "${project}" is booked (${formatInr(total)}). Contact details are on the booking.`,
  }),
  declined: (by: { name: string; isOwner: boolean }, where: string, project: string, reason: string): Words => ({
    title: by.isOwner ? `${by.name} declined your request` : `${by.name} declined your total`,
    body: `${where} for "${project}"${reason ? `: "${reason}"` : "."}`,
  }),
  cancelled: (
    by: string,
    booked: boolean,
    where: string,
    project: string,
    reason: string,
    owed: { policy: string; amount: number } | null,
  ): Words => ({
    title: `${by} cancelled ${booked ? "a booking" : "a request"}`,
    body: `${where} for "${project}"${reason ? `: "${reason}"` : "."}${
      owed?.amount ? ` Under the ${owed.policy} policy, ${formatInr(owed.amount)} is owed.` : ""
    }`,
  }),
  /** To the renter: the owner let the request lapse. */
  expired: (owner: string, where: string, project: string): Words => ({
    title: `Your request to ${owner} expired`,
    body: `${owner} did not answer in time: ${where} for "${project}" is not booked.`,
  }),
  /** To the owner: the renter let the changed total lapse. */
  quoteLapsed: (renter: string, where: string, project: string): Words => ({
    title: `${renter} did not answer your total`,
    body: `Your total for ${where} ("${project}") expired unanswered.`,
  }),
  reviewed: (author: string, rating: number, project: string): Words => ({
    title: `${author} reviewed your booking`,
    body: `${rating} of 5 for "${project}".`,
  }),
};

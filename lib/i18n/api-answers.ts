import "server-only";
import { dayLabel } from "../dates.ts";
import type { ApiLanguage } from "./api-errors.ts";
import { translatorFor } from "./catalogs.ts";
import { matchPattern, type MessageValues } from "./form-errors.ts";

// The API's answers of a success in the language a request asks for, beside its refusals (lib/i18n/api-errors.ts).
// Routes and lib write the `message` of `{ success: true, message }` in English, and an API client gets it so, word
// for word; when the request's Accept-Language names Hindi, Telugu or Tamil first (the site's own pages send their
// language: lib/client/upload.ts), route() in lib/http.ts has it said here in that language: the English is
// recognised by the pattern it was made from (API_ANSWER_PATTERNS) and said from "ApiAnswers", its values carried
// over. A value is a member's own words (a name, an email, a call's phrase) and stays as it is, but for a count
// (written in the language's numbers, and choosing its plural) and an availability (said again in the language,
// with its day). An answer no pattern knows stays English: so do the admin's and the operator's.

/**
 * The answers of a success that a person meets on the site's pages, by their key in "ApiAnswers": the English that
 * routes and lib write, arguments as ICU. messages/en/ApiAnswers.json holds the same words, and
 * tests/unit/api-answers.test.ts ties each to the English the code makes.
 */
export const API_ANSWER_PATTERNS = {
  // Accounts: signing up, in and out, passwords, the email, the parent or guardian, settings (app/api/user, me).
  "account.signedIn": "Signed in.",
  "account.registered": "User registered successfully",
  "account.loggedOut": "Account logged out successfully!",
  "account.resetLinkSent":
    "If an account uses this email, we have sent it a link to choose a new password. The link works once, for {minutes} minutes.",
  "account.passwordChanged": "Your password has been changed; other devices are signed out.",
  "account.passwordResetSignedIn": "Your password has been changed, and you are signed in.",
  "account.passwordResetSuspended":
    "Your password has been changed. This account is suspended. If you think this is a mistake, write to us through the Contact Us page.",
  "account.emailLinkSent": "We have sent a link to {email}. Your email changes when you open it.",
  "account.emailLinkResent": "We have sent a new link to {email}.",
  "account.emailAlreadyConfirmed": "Your email is already confirmed.",
  "account.emailConfirmed": "Thank you: {email} is confirmed.",
  "account.emailChanged": "Your account now uses {email}.",
  "account.emailChangeCancelled":
    "The change of email is cancelled, and every device was signed out. If you did not ask for it, someone knows your password: choose a new one now with Forgot password on the sign-in page.",
  "account.guardianMailed": "We have mailed {email} a link: your profile is shown once they confirm.",
  "account.guardianConfirmed": "Thank you: you hold {name}'s account, and their profile is now shown to casting teams.",
  "account.deleted": "Your account and everything in it have been deleted.",
  "account.languageSaved": "Your language is saved.",
  "account.privacySharing": "Verified casting teams can now see your private details.",
  "account.privacyNotSharing": "Your private details are now seen by you alone.",
  "account.availability": "Your availability is now: {state}.",

  // The profile, its pictures and files (app/api/(profiles), user/upload-profile, user/delete-profile, media).
  "profile.artistSaved": "Artist details updated!",
  "profile.technicianSaved": "Technician updated successfully",
  "profile.musicianSaved": "Music updated successfully!",
  "profile.writerSaved": "Writer/Director updated successfully!",
  "profile.cameraSaved": "Camera unit updated successfully!",
  "profile.locationSaved": "Location Profile updated successfully!",
  "profile.pictureUpdated": "{which} picture updated successfully!",
  "profile.pictureDeleted": "{which} picture deleted!",
  "profile.fileDeleted": "The file has been deleted.",
  "profile.galleryOrderSaved": "The gallery order has been saved.",

  // Saved searches and their alerts (saved-searches, unsubscribe, me/alert-preferences).
  "alerts.searchSaved": "Search saved.",
  "alerts.searchChanged": "Saved search changed.",
  "alerts.searchDeleted": "Saved search deleted.",
  "alerts.stopped": 'You will get no more alerts for "{name}".',
  "alerts.resumed": 'Alerts for "{name}" are on again.',
  "alerts.settingsSaved": "Your alert settings are saved.",
  "alerts.codeSent": "Saved. We sent a code to +{number} on WhatsApp: type it here to confirm the number.",
  "alerts.whatsappConfirmed": "Your WhatsApp number is confirmed: alerts will come there.",

  // Messages, blocks and reports (conversations, users/{id}/block, reports).
  "messages.sent": "Message sent.",
  "messages.blocked": "Blocked. Neither of you can message the other.",
  "messages.unblocked": "Unblocked.",
  "messages.reported": "Thank you. Our team will look at your report.",

  // Casting calls and studios (calls, organizations).
  "calls.published": "Your casting call is published.",
  "calls.held":
    'Your call mentions "{phrase}". Castfolio never lets a call ask talent for money, so it is held until our team has reviewed it. If the call does not ask applicants to pay, you need do nothing: it is published once reviewed.',
  "calls.updated": "The call is updated.",
  "calls.stillHeld": "The call is updated, and stays held for review.",
  "calls.released":
    "The call is updated. It no longer asks talent for money, so it is published: talent can see it and apply.",
  "calls.stillHidden":
    "The call is updated, and stays hidden: only Castfolio's team can publish it again. Write to us through the contact page if you fixed what was wrong.",
  "calls.closed": "The call is closed.",
  "calls.deleted": "The call is deleted.",
  "studios.updated": "Your organisation is updated.",
  "studios.following": "You are now following {name}.",
  "studios.unfollowed": "You unfollowed {name}.",

  // Applications and their triage (calls/{id}/applications, applications).
  "applications.sent": "Your application is sent.",
  "applications.withdrawn": "Your application is withdrawn.",
  "applications.updated": "The application is updated.",
  "applications.manyUpdated": "{count} application(s) updated.",
  "applications.undone": "The decision is undone.",

  // Audition sessions and invitations (calls/{id}/sessions, sessions, invites).
  "auditions.sessionSet": "The session is set: {count} slots.",
  "auditions.sessionChanged": "The session is changed: whoever it moved is told.",
  "auditions.sessionCancelled": "The session is cancelled: everyone invited is told.",
  "auditions.invitedOne": "1 person is invited.",
  "auditions.invited": "{count} people are invited.",
  "auditions.invitedOneNotPlaced":
    "1 person is invited. {notPlaced} shortlisted did not fit: add seats or another session.",
  "auditions.invitedNotPlaced":
    "{count} people are invited. {notPlaced} shortlisted did not fit: add seats or another session.",
  "auditions.confirmed": "You have confirmed: see you there.",
  "auditions.declined": "You have declined: the casting team is told.",
  "auditions.rescheduleSent": "Your request for another time is sent to the casting team.",
  "auditions.answerSent": "Your answer is sent.",
  "auditions.moved": "The invitation is moved: they are told and asked to confirm.",
  "auditions.withdrawn": "The invitation is withdrawn: they are told.",

  // Shortlists and look books (shortlists).
  "shortlists.created": "Shortlist created.",
  "shortlists.renamed": "Shortlist renamed.",
  "shortlists.deleted": "Shortlist deleted.",
  "shortlists.added": "Saved to the shortlist.",
  "shortlists.alreadyOn": "Already on the shortlist.",
  "shortlists.noteSaved": "Note saved.",
  "shortlists.removed": "Removed from the shortlist.",
  "shortlists.linkCreated": "Look book link created.",
  "shortlists.linkRevoked": "The link no longer works.",

  // Rentals and bookings (rentals/mine, bookings).
  "rentals.ratesSaved": "Your rates are saved.",
  "rentals.dayUpdated": "1 day updated.",
  "rentals.daysUpdated": "{days} days updated.",
  "rentals.calendarReady": "Your calendar address is ready.",
  "rentals.calendarStopped": "Your calendar address no longer works.",
  "rentals.requestSent": "Your request is sent.",
  "rentals.accepted": "The booking is accepted.",
  "rentals.declined": "The booking is declined.",
  "rentals.quoteSent": "Your total is sent.",
  "rentals.cancelled": "The booking is cancelled.",
  "rentals.reviewPublished": "Your review is published.",
} as const;

/**
 * A member's availability as lib/profiles/availability-states.ts availabilityLabel words it, the `{state}` of
 * "Your availability is now: {state}.", by its key in "ApiAnswers"; `{day}` is an English day ("12 Dec 2026").
 */
export const AVAILABILITY_PATTERNS = {
  "availability.available": "Available",
  "availability.onShoot": "On a shoot",
  "availability.onShootUntil": "On a shoot until {day}",
  "availability.notAvailable": "Not available",
} as const;

/** The arguments that hold a count: a number to the translation, so that it is written and pluralised as one. */
const COUNTS: ReadonlySet<string> = new Set(["count", "days", "minutes", "notPlaced"]);

interface AnswersTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** The `message` of a success in a language, where "ApiAnswers" knows its English; else as it was written. */
export function answerIn(message: string, language: ApiLanguage): string {
  const known = matchPattern(API_ANSWER_PATTERNS, message);
  if (!known) return message;
  const t = translatorFor(language, "ApiAnswers") as unknown as AnswersTranslator;
  if (!t.has(known.key)) return message;
  return t(known.key, valuesIn(t, known.values, language));
}

function valuesIn(t: AnswersTranslator, values: MessageValues, language: ApiLanguage) {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (name === "state") return [name, availabilityIn(t, value, language)];
      return [name, COUNTS.has(name) && /^\d+$/.test(value) ? Number(value) : value];
    }),
  );
}

function availabilityIn(t: AnswersTranslator, english: string, language: ApiLanguage): string {
  const known = matchPattern(AVAILABILITY_PATTERNS, english);
  if (!known || !t.has(known.key)) return english;
  const { day } = known.values;
  return day === undefined ? t(known.key) : t(known.key, { day: dayIn(day, language) });
}

/** An English day as lib/dates.ts dayLabel writes it ("12 Dec 2026"), written in a language; else as it is. */
function dayIn(english: string, language: ApiLanguage): string {
  const parts = /^(\d{1,2}) \S+ (\d{4})$/.exec(english);
  if (!parts) return english;
  const [, day, year] = parts;
  for (let month = 1; month <= 12; month += 1) {
    const date = `${year}-${String(month).padStart(2, "0")}-${day.padStart(2, "0")}`;
    if (dayLabel(date) === english) return dayLabel(date, "short", language);
  }
  return english;
}

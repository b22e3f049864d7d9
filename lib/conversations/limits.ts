// Messages' limits and wording, for the server and the browser alike (no zod here: the composer is on
// every profile and call page, and zod would weigh on their first load).

export const MAX_MESSAGE_LENGTH = 2000;

/** What a thread shows in place of a message an admin removed after a report. */
export const REMOVED_MESSAGE = "This message was removed by Castfolio's team.";

/** What the recipient reads above a message from a member new to them that asks for money. */
export const MONEY_WARNING =
  "Careful: this member is new to you and asks for money. Castfolio never asks talent to pay, and genuine casting teams don't either. Don't pay or share bank or UPI details; report the message if it looks like a scam.";

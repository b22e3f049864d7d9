// Messages' limits and wording, for the server and the browser alike (no zod here: the composer is on
// every profile and call page, and zod would weigh on their first load).

export const MAX_MESSAGE_LENGTH = 2000;

/** What a thread shows in place of a message an admin removed after a report. */
export const REMOVED_MESSAGE = "This message was removed by Castfolio's team.";

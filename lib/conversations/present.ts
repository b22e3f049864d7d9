// How messages read in lists and threads. No imports from the server: pages and the browser use the
// same words.

// India time on the server and in every browser alike, so that a page hydrates to the same text.
const TIME = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** "24 Nov, 3:05 pm" from an ISO moment, in India time. */
export function messageTime(moment: string): string {
  return TIME.format(new Date(moment));
}

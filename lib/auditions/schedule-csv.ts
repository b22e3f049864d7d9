import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { config } from "../server/config.ts";
import { getSession } from "./sessions.ts";
import { auditionDay, INVITE_STATUS_LABELS, slotTimes } from "./words.ts";

// A session's day as a spreadsheet (RFC 4180 CSV): one row per person in each slot, and the empty slots,
// for the casting office's front desk.

/** A cell quoted, with a leading = + - @ neutralised so that no spreadsheet runs it as a formula. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** GET /api/sessions/{id}/schedule.csv: the file's name and text. */
export async function scheduleCsv(member: AuthUser, sessionId: string): Promise<{ filename: string; text: string }> {
  const session = await getSession(member, sessionId);
  const rows = [["Day", "Time (India)", "Name", "Role", "Answer", "Note", "Profile"]];
  for (const slot of session.slots) {
    const day = auditionDay(slot.start);
    const time = slotTimes(slot.start, slot.end);
    if (!slot.invites.length) rows.push([day, time, "", "", "Free", "", ""]);
    for (const invite of slot.invites) {
      rows.push([
        day,
        time,
        invite.name,
        invite.role,
        INVITE_STATUS_LABELS[invite.status],
        invite.note,
        `${config.siteUrl}${invite.profile}`,
      ]);
    }
  }
  // A byte-order mark first, so that spreadsheets read the names (in any script) as UTF-8.
  const text = `\uFEFF${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
  return { filename: `auditions-${session.date}.csv`, text };
}

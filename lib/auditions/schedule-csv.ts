import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { csvText } from "../csv.ts";
import { config } from "../server/config.ts";
import { getSession } from "./sessions.ts";
import { auditionDay, INVITE_STATUS_LABELS, slotTimes } from "./words.ts";

// A session's day as a spreadsheet (RFC 4180 CSV): one row per person in each slot, and the empty slots,
// for the casting office's front desk (lib/csv.ts neutralises cells a spreadsheet would run as formulas).

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
  return { filename: `auditions-${session.date}.csv`, text: csvText(rows) };
}

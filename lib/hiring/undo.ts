import "server-only";
import { z } from "zod";
import type { AuthUser } from "../auth/identity.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import type { ApplicationStatus } from "../generated/prisma/enums.ts";
import { isId } from "../ids.ts";
import { db } from "../server/db.ts";
import { noticeDueAt, sendWhenDue } from "./decision-notices.ts";
import { APPLICATION_STATUSES, applicationIdsField } from "./schemas.ts";
import type { StatusName } from "./status-labels.ts";

// Undo of a decision on the triage board (one application or many moved at once): each goes back to the
// status it had, provided its applicant has not been told yet and nothing has moved it since.

export const UNDO_TOO_LATE = refusal("undoTooLate");

/** POST /api/applications/undo: the applications a decision moved, and the status it moved them to. */
export const undoSchema = z.object({
  ids: applicationIdsField,
  status: z.enum(APPLICATION_STATUSES, {
    message: `status must be the status the decision set: one of ${APPLICATION_STATUSES.join(", ")}`,
  }),
});

type Locked = {
  id: string;
  status: ApplicationStatus;
  toldStatus: ApplicationStatus | null;
  undoStatus: ApplicationStatus | null;
  pending: boolean;
};

const statusName = (status: string) => status.toLowerCase() as StatusName;

/**
 * Restores the status each application had before the decision, all or none, for the organisation that
 * posted their calls only. Refused (409 undo_too_late) once an applicant has been told of the decision, or
 * when an application has moved since (decided again, or closed with its call). The applicant is then told
 * nothing, or, when the restored status is not what they were last told, of it after the usual delay.
 */
export async function undoDecision(member: AuthUser, body: unknown): Promise<{ id: string; status: StatusName }[]> {
  const { ids: given, status } = parseOrThrow(undoSchema, body);
  const ids = [...new Set(given)];
  const rows = ids.every(isId)
    ? await db().application.findMany({
        where: { id: { in: ids } },
        select: { call: { select: { organization: { select: { ownerId: true } } } } },
      })
    : [];
  if (rows.length !== ids.length) throw new AppError("not-found", refusal("noSuchApplication"));
  if (rows.some((r) => r.call.organization.ownerId !== member.id)) {
    throw new AppError("forbidden", refusal("applicationChangeOwnerOnly"));
  }
  const decided = status.toUpperCase() as ApplicationStatus;
  const now = new Date();
  const due = noticeDueAt(now);
  const { restored, pending } = await db().$transaction(async (tx) => {
    // Locked, then read: the notices' sweep skips these rows meanwhile, or has already told the applicant.
    const locked = await tx.$queryRaw<Locked[]>`
      SELECT "id", "status"::text AS "status", "toldStatus"::text AS "toldStatus", "undoStatus"::text AS "undoStatus",
        "noticeDueAt" IS NOT NULL AS "pending"
      FROM "Application" WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR UPDATE`;
    if (locked.some((r) => !r.pending || !r.undoStatus || !r.toldStatus || r.status !== decided)) {
      throw new AppError("conflict", UNDO_TOO_LATE, { code: "undo_too_late" });
    }
    // Rows alike (the status restored, what the applicant was last told) go back by one statement.
    const alike = new Map<string, { back: ApplicationStatus; told: ApplicationStatus; ids: string[] }>();
    for (const row of locked) {
      const key = `${row.undoStatus} ${row.toldStatus}`;
      alike.set(key, { back: row.undoStatus!, told: row.toldStatus!, ids: [...(alike.get(key)?.ids ?? []), row.id] });
    }
    let pending = false;
    for (const { back, told, ids: same } of alike.values()) {
      // Back to what the applicant was last told: nothing to tell. Else they hear of it after the delay.
      const tell = back !== told;
      pending ||= tell;
      await tx.application.updateMany({
        where: { id: { in: same } },
        data: {
          status: back,
          statusChangedAt: now,
          undoStatus: null,
          noticeDueAt: tell ? due : null,
          toldStatus: tell ? told : null,
        },
      });
    }
    return { restored: locked.map((r) => ({ id: r.id, status: statusName(r.undoStatus!) })), pending };
  });
  if (pending) sendWhenDue(due);
  return restored;
}

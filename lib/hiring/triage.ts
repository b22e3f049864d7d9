import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { ageInIndia } from "../dates.ts";
import { db } from "../server/db.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { isId } from "../ids.ts";
import { CALL_OWNER_SELECT, ownedCallOf } from "./call-owner.ts";
import type { ApplicationStatus } from "../generated/prisma/enums.ts";
import { mediaUrl } from "../storage/urls.ts";
import { profilePath } from "../profiles/paths.ts";
import { heightText } from "../search/measures.ts";
import { statusName } from "./applications.ts";
import { noticeDelayWords, noticeDueAt, sendWhenDue, undoWindowMs } from "./decision-notices.ts";
import type { StatusName } from "./status-labels.ts";
import { applicationUpdateSchema, bulkStatusSchema } from "./schemas.ts";
import { APPLICATIONS_PAGE_SIZE } from "./options.ts";
import { formError } from "../i18n/form-errors.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { APPLICATION_TAPE_COLUMNS, applicationTapesOf } from "./application-tapes.ts";
import { TAPE_FILTER, tapeState, type TapeFilter } from "../tapes/rules.ts";
import type { Applicant, TriageView } from "./views.ts";

// The casting team's side: every application to their call with what they cast by, in the order
// received unless they sort, moved through submitted → shortlisted → selected, or rejected. Applicants
// hear of every decision once it can no longer be undone (lib/hiring/decision-notices.ts).

const STATUS_FILTER = ["submitted", "shortlisted", "selected", "rejected", "closed"] as const;

/** The applications whose live (not withdrawn) tape request is in `state` at `now`. */
function tapeWhere(state: TapeFilter, now: Date): Prisma.ApplicationWhereInput {
  const live = { withdrawnAt: null };
  if (state === "received") return { tapeRequest: { ...live, submittedAt: { not: null } } };
  return { tapeRequest: { ...live, submittedAt: null, dueAt: state === "late" ? { lt: now } : { gte: now } } };
}

/** The call, provided the member's organisation posted it: 404 when there is none, 403 for anyone else. */
async function ownedCall(member: AuthUser, callId: string) {
  const call = isId(callId)
    ? await db().castingCall.findUnique({
        where: { id: callId },
        select: {
          id: true,
          title: true,
          projectTitle: true,
          questions: true,
          ...CALL_OWNER_SELECT,
          roles: { select: { id: true, name: true }, orderBy: { position: "asc" } },
        },
      })
    : null;
  return ownedCallOf(member, call, refusal("callApplicationsOwnerOnly"));
}

/**
 * What casting reads of each applicant besides their name: their search row (lib/search/facts.ts), where
 * the city, date of birth, height and languages are already read and normalised ("Bombay" is Mumbai,
 * "5 ft 7 in" is 170 cm), so that an applicant's card says what their search card says. A member who has no
 * row (suspended, or awaiting a guardian) shows none of them.
 */
const APPLICANT_SELECT = {
  id: true,
  name: true,
  profilePic: true,
  category: true,
  subcategory: true,
  searchProfile: { select: { city: true, dateOfBirth: true, heightCm: true, languages: true } },
} as const;

type TriageFilters = {
  role?: string | null;
  status?: string | null;
  tape?: string | null;
  sort?: string | null;
  page?: string | null;
  size?: string | null;
};

/** A positive whole number from the address, or a 400 naming the parameter. */
function wholeNumber(name: string, value: string | null | undefined, fallback: number, max = Infinity): number {
  if (!value) return fallback;
  const n = /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (n < 1 || n > max) {
    const message = Number.isFinite(max)
      ? formError("generic.wholeNumberFromOneTo", { name, max })
      : formError("generic.wholeNumberFromOne", { name });
    throw new AppError("invalid", message, { errors: { [name]: message } });
  }
  return n;
}

/** The triage filters, as the page's address and the API give them; a bad one is a 400 naming it. */
function readTriageFilters(input: TriageFilters) {
  const status = input.status || undefined;
  if (status && !(STATUS_FILTER as readonly string[]).includes(status)) {
    throw new AppError("invalid", formError("generic.oneOf", { field: "status", options: STATUS_FILTER.join(", ") }), {
      errors: { status: formError("hiring.unknownStatus", { status }) },
    });
  }
  const tape = input.tape || undefined;
  if (tape && !(TAPE_FILTER as readonly string[]).includes(tape)) {
    const message = formError("generic.oneOf", { field: "tape", options: TAPE_FILTER.join(", ") });
    throw new AppError("invalid", message, { errors: { tape: message } });
  }
  const sort = input.sort || "received";
  if (sort !== "received" && sort !== "newest") {
    throw new AppError("invalid", refusal("triageSortUnknown"), { errors: { sort: formError("generic.unknownSort") } });
  }
  return {
    role: input.role || undefined,
    status: status as StatusName | undefined,
    tape: tape as TapeFilter | undefined,
    sort,
    page: wholeNumber("page", input.page, 1),
    size: wholeNumber("size", input.size, APPLICATIONS_PAGE_SIZE, APPLICATIONS_PAGE_SIZE),
  };
}

/** What a triage card shows of an application. */
const APPLICATION_CARD = {
  id: true,
  status: true,
  createdAt: true,
  note: true,
  answers: true,
  hirerNote: true,
  ...APPLICATION_TAPE_COLUMNS,
  applicant: { select: APPLICANT_SELECT },
} satisfies Prisma.ApplicationSelect;

/** An application as its triage card shows it. */
function applicantOf(row: Prisma.ApplicationGetPayload<{ select: typeof APPLICATION_CARD }>, now: Date): Applicant {
  const facts = row.applicant.searchProfile;
  return {
    id: row.id,
    status: statusName(row.status),
    appliedAt: row.createdAt.toISOString(),
    note: row.note,
    answers: row.answers,
    hirerNote: row.hirerNote,
    ...applicationTapesOf(row, now),
    applicant: {
      id: row.applicant.id,
      name: row.applicant.name,
      photo: mediaUrl(row.applicant.profilePic) ?? null,
      category: row.applicant.category,
      subcategory: row.applicant.subcategory,
      city: facts?.city ?? null,
      age: ageInIndia(facts?.dateOfBirth, now),
      height: facts?.heightCm ? heightText({ unit: "cm", cm: facts.heightCm }) : null,
      languages: facts?.languages ?? [],
      profile: profilePath(row.applicant.id),
    },
  };
}

/**
 * GET /api/calls/{id}/applications: one page of the call's applications (owner only), filtered by role and
 * status, at most APPLICATIONS_PAGE_SIZE a page.
 */
export async function applicationsToCall(
  member: AuthUser,
  callId: string,
  filters: TriageFilters = {},
): Promise<TriageView> {
  const call = await ownedCall(member, callId);
  const { role, status, tape, sort, page, size } = readTriageFilters(filters);
  if (role && !call.roles.some((r) => r.id === role)) {
    throw new AppError("invalid", refusal("triageRoleUnknown"), { errors: { role: formError("generic.unknownRole") } });
  }
  const now = new Date();
  const narrowed = { callId, ...(role ? { roleId: role } : {}), ...(tape ? tapeWhere(tape, now) : {}) };
  const [rows, grouped, requests] = await Promise.all([
    db().application.findMany({
      where: { ...narrowed, ...(status ? { status: status.toUpperCase() as ApplicationStatus } : {}) },
      orderBy: [{ createdAt: sort === "newest" ? "desc" : "asc" }, { id: "asc" }],
      skip: (page - 1) * size,
      take: size,
      select: APPLICATION_CARD,
    }),
    db().application.groupBy({ by: ["status"], where: narrowed, _count: true }),
    db().tapeRequest.findMany({
      where: { callId, withdrawnAt: null, ...(role ? { application: { roleId: role } } : {}) },
      select: { dueAt: true, submittedAt: true, withdrawnAt: true },
    }),
  ]);
  const tapeCounts: Record<TapeFilter, number> = { requested: 0, received: 0, late: 0 };
  for (const request of requests) tapeCounts[tapeState(request, now) as TapeFilter] += 1;
  const counts = Object.fromEntries(STATUS_FILTER.map((s) => [s, 0])) as Record<StatusName, number>;
  for (const group of grouped) counts[statusName(group.status)] = group._count;
  const total = status ? counts[status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    call: {
      id: call.id,
      title: call.title,
      projectTitle: call.projectTitle,
      questions: call.questions,
      roles: call.roles,
    },
    counts,
    tapeCounts,
    page,
    pageSize: size,
    total,
    pageCount: Math.max(1, Math.ceil(total / size)),
    undoMs: undoWindowMs(),
    noticeDelay: noticeDelayWords(),
    applications: rows.map((row) => applicantOf(row, now)),
  };
}

type Locked = { id: string; status: ApplicationStatus; toldStatus: ApplicationStatus | null; pending: boolean };

/**
 * Moves applications of calls the member owns to `status` at once; each applicant whose status changed is
 * told later (lib/hiring/decision-notices.ts), of the status it has then, so that the decision can be
 * undone meanwhile. The rows are locked before their status is read: of two decisions at once, the second
 * waits and sees the first's. Answers the ids that moved.
 */
async function decide(ids: string[], status: StatusName | undefined, note?: string): Promise<string[]> {
  const target = status?.toUpperCase() as ApplicationStatus | undefined;
  const now = new Date();
  const due = noticeDueAt(now);
  const moved = await db().$transaction(async (tx) => {
    const locked = await tx.$queryRaw<Locked[]>`
      SELECT "id", "status"::text AS "status", "toldStatus"::text AS "toldStatus", "noticeDueAt" IS NOT NULL AS "pending"
      FROM "Application" WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR UPDATE`;
    const moved = target ? locked.filter((r) => r.status !== target && r.status !== "CLOSED") : [];
    // Rows alike (what the applicant was told, what Undo restores) are moved by one statement.
    const alike = new Map<string, { told: ApplicationStatus; before: ApplicationStatus; ids: string[] }>();
    for (const row of moved) {
      const told = row.pending && row.toldStatus ? row.toldStatus : row.status;
      const key = `${told} ${row.status}`;
      alike.set(key, { told, before: row.status, ids: [...(alike.get(key)?.ids ?? []), row.id] });
    }
    for (const { told, before, ids: same } of alike.values()) {
      await tx.application.updateMany({
        where: { id: { in: same } },
        data: { status: target, statusChangedAt: now, noticeDueAt: due, toldStatus: told, undoStatus: before },
      });
    }
    if (note !== undefined) {
      await tx.application.updateMany({ where: { id: { in: ids } }, data: { hirerNote: note } });
    }
    return moved.map((r) => r.id);
  });
  if (moved.length) sendWhenDue(due);
  return moved;
}

const changeSelect = {
  id: true,
  status: true,
  callId: true,
  call: { select: { organization: { select: { ownerId: true } } } },
} as const;

/** PATCH /api/applications/{id}: the casting team sets its status, or keeps a private note. */
export async function updateApplication(member: AuthUser, id: string, body: unknown) {
  const row = isId(id) ? await db().application.findUnique({ where: { id }, select: changeSelect }) : null;
  if (!row) throw new AppError("not-found", refusal("noSuchApplication"));
  if (row.call.organization.ownerId !== member.id) {
    throw new AppError("forbidden", refusal("applicationChangeOwnerOnly"));
  }
  const { status, note } = parseOrThrow(applicationUpdateSchema, body);
  if (status && row.status === "CLOSED")
    throw new AppError("conflict", refusal("applicationClosed"), { code: "application_closed" });
  const moved = await decide([id], status, note);
  const updated = await db().application.findUniqueOrThrow({
    where: { id },
    select: { status: true, hirerNote: true },
  });
  // changed: the status moved, so Undo (POST /api/applications/undo) may restore the one before.
  return { id, status: statusName(updated.status), note: updated.hirerNote, changed: moved.length > 0 };
}

/** PATCH /api/calls/{id}/applications: one status for many applications of the member's call. */
export async function updateApplicationsOfCall(member: AuthUser, callId: string, body: unknown) {
  await ownedCall(member, callId);
  const { ids, status } = parseOrThrow(bulkStatusSchema, body);
  const rows = await db().application.findMany({ where: { id: { in: ids } }, select: changeSelect });
  if (rows.length !== new Set(ids).size || rows.some((r) => r.callId !== callId)) {
    throw new AppError("invalid", refusal("applicationIdsNotInCall"), {
      errors: { ids: formError("hiring.idsNotInCall") },
    });
  }
  const open = rows.filter((r) => r.status !== "CLOSED");
  const changed = await decide(
    open.map((r) => r.id),
    status,
  );
  // changed: the ids whose status moved, which Undo (POST /api/applications/undo) may restore.
  return { updated: open.length, skipped: rows.length - open.length, changed };
}

/** How many applications each of these calls has (the hirer's list of calls). */
export async function applicationCounts(callIds: string[]): Promise<Record<string, number>> {
  const groups = await db().application.groupBy({ by: ["callId"], where: { callId: { in: callIds } }, _count: true });
  return Object.fromEntries(groups.map((g) => [g.callId, g._count]));
}

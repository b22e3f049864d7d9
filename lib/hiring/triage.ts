import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { ageInIndia } from "../dates.ts";
import { db } from "../server/db.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { isId } from "../ids.ts";
import type { ApplicationStatus } from "../generated/prisma/enums.ts";
import { mediaUrl } from "../media/client/urls.ts";
import { mailNotices, recordNotices } from "../notifications/notices.ts";
import { profilePath } from "../profiles/seo.ts";
import { heightText } from "../search/measures.ts";
import { statusName } from "./applications.ts";
import { statusNotice } from "./notices.ts";
import type { StatusName } from "./status-labels.ts";
import { applicationUpdateSchema, bulkStatusSchema } from "./schemas.ts";
import { APPLICATIONS_PAGE_SIZE } from "./options.ts";

// The casting team's side: every application to their call with what they cast by, in the order
// received unless they sort, moved through submitted → shortlisted → selected, or rejected. Applicants
// hear of every decision.

const STATUS_FILTER = ["submitted", "shortlisted", "selected", "rejected", "closed"] as const;

export interface Applicant {
  id: string;
  status: StatusName;
  appliedAt: string;
  note: string;
  answers: string[];
  hirerNote: string;
  selfTape: string | null;
  role: { id: string; name: string };
  applicant: {
    id: string;
    name: string;
    photo: string | null;
    category: string;
    subcategory: string;
    /** The city, age, height ("170 cm") and languages as the member's search card shows them. */
    city: string | null;
    age: number | null;
    height: string | null;
    languages: string[];
    profile: string;
  };
}

export interface TriageView {
  call: { id: string; title: string; projectTitle: string; questions: string[]; roles: { id: string; name: string }[] };
  applications: Applicant[];
  counts: Record<StatusName, number>;
  /** Paging: the page shown (from 1), its size, how many applications match the filters, and pages. */
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
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
          organization: { select: { ownerId: true } },
          roles: { select: { id: true, name: true }, orderBy: { position: "asc" } },
        },
      })
    : null;
  if (!call) throw new AppError("not-found", "There is no such casting call.");
  if (call.organization.ownerId !== member.id) {
    throw new AppError("forbidden", "Only the organisation that posted this call sees its applications.");
  }
  return call;
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
  sort?: string | null;
  page?: string | null;
  size?: string | null;
};

/** A positive whole number from the address, or a 400 naming the parameter. */
function wholeNumber(name: string, value: string | null | undefined, fallback: number, max = Infinity): number {
  if (!value) return fallback;
  const n = /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (n < 1 || n > max) {
    const message = `${name} must be a whole number from 1${Number.isFinite(max) ? ` to ${max}` : ""}`;
    throw new AppError("invalid", message, { errors: { [name]: message } });
  }
  return n;
}

/** The triage filters, as the page's address and the API give them; a bad one is a 400 naming it. */
function readTriageFilters(input: TriageFilters) {
  const status = input.status || undefined;
  if (status && !(STATUS_FILTER as readonly string[]).includes(status)) {
    throw new AppError("invalid", `status must be one of: ${STATUS_FILTER.join(", ")}`, {
      errors: { status: `Unknown status "${status}"` },
    });
  }
  const sort = input.sort || "received";
  if (sort !== "received" && sort !== "newest") {
    throw new AppError("invalid", 'sort must be "received" or "newest"', { errors: { sort: "Unknown sort" } });
  }
  return {
    role: input.role || undefined,
    status: status as StatusName | undefined,
    sort,
    page: wholeNumber("page", input.page, 1),
    size: wholeNumber("size", input.size, APPLICATIONS_PAGE_SIZE, APPLICATIONS_PAGE_SIZE),
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
  const { role, status, sort, page, size } = readTriageFilters(filters);
  if (role && !call.roles.some((r) => r.id === role)) {
    throw new AppError("invalid", "role must be one of this call's roles", { errors: { role: "Unknown role" } });
  }
  const [rows, grouped] = await Promise.all([
    db().application.findMany({
      where: {
        callId,
        ...(role ? { roleId: role } : {}),
        ...(status ? { status: status.toUpperCase() as ApplicationStatus } : {}),
      },
      orderBy: [{ createdAt: sort === "newest" ? "desc" : "asc" }, { id: "asc" }],
      skip: (page - 1) * size,
      take: size,
      select: {
        id: true,
        status: true,
        createdAt: true,
        note: true,
        answers: true,
        hirerNote: true,
        selfTape: { select: { path: true } },
        role: { select: { id: true, name: true } },
        applicant: { select: APPLICANT_SELECT },
      },
    }),
    db().application.groupBy({ by: ["status"], where: { callId, ...(role ? { roleId: role } : {}) }, _count: true }),
  ]);
  const now = new Date();
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
    page,
    pageSize: size,
    total,
    pageCount: Math.max(1, Math.ceil(total / size)),
    applications: rows.map((row) => {
      const facts = row.applicant.searchProfile;
      return {
        id: row.id,
        status: statusName(row.status),
        appliedAt: row.createdAt.toISOString(),
        note: row.note,
        answers: row.answers,
        hirerNote: row.hirerNote,
        selfTape: mediaUrl(row.selfTape?.path ?? null) ?? null,
        role: row.role,
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
    }),
  };
}

type Change = { id: string; applicantId: string; role: string; project: string };

/**
 * Moves applications of calls the member owns to `status`, telling each applicant whose status changed.
 * The rows are locked before their status is read: of two decisions at once, the second waits and sees the
 * first's, so an applicant hears of a change once.
 */
async function decide(changes: Change[], status: StatusName | undefined, note?: string): Promise<void> {
  const target = status?.toUpperCase() as ApplicationStatus | undefined;
  const ids = changes.map((c) => c.id);
  const notices = await db().$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string; status: string }[]>`
      SELECT "id", "status"::text AS "status" FROM "Application"
      WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR UPDATE`;
    const before = new Map(locked.map((r) => [r.id, r.status]));
    const moved = target
      ? changes.filter((c) => before.has(c.id) && before.get(c.id) !== target && before.get(c.id) !== "CLOSED")
      : [];
    if (moved.length) {
      await tx.application.updateMany({
        where: { id: { in: moved.map((c) => c.id) } },
        data: { status: target, statusChangedAt: new Date() },
      });
    }
    if (note !== undefined) {
      await tx.application.updateMany({ where: { id: { in: ids } }, data: { hirerNote: note } });
    }
    const notices = moved.flatMap((c) => statusNotice(c.applicantId, status!, c.role, c.project) ?? []);
    await recordNotices(tx, notices);
    return notices;
  });
  mailNotices(notices);
}

const changeSelect = {
  id: true,
  applicantId: true,
  status: true,
  callId: true,
  role: { select: { name: true } },
  call: { select: { projectTitle: true, organization: { select: { ownerId: true } } } },
} as const;

/** PATCH /api/applications/{id}: the casting team sets its status, or keeps a private note. */
export async function updateApplication(member: AuthUser, id: string, body: unknown) {
  const row = isId(id) ? await db().application.findUnique({ where: { id }, select: changeSelect }) : null;
  if (!row) throw new AppError("not-found", "There is no such application.");
  if (row.call.organization.ownerId !== member.id) {
    throw new AppError("forbidden", "Only the organisation that posted the call can change an application.");
  }
  const { status, note } = parseOrThrow(applicationUpdateSchema, body);
  if (status && row.status === "CLOSED")
    throw new AppError("conflict", "This application is closed: its call has ended.", { code: "application_closed" });
  await decide(
    [{ id, applicantId: row.applicantId, role: row.role.name, project: row.call.projectTitle }],
    status,
    note,
  );
  const updated = await db().application.findUniqueOrThrow({
    where: { id },
    select: { status: true, hirerNote: true },
  });
  return { id, status: statusName(updated.status), note: updated.hirerNote };
}

/** PATCH /api/calls/{id}/applications: one status for many applications of the member's call. */
export async function updateApplicationsOfCall(member: AuthUser, callId: string, body: unknown) {
  await ownedCall(member, callId);
  const { ids, status } = parseOrThrow(bulkStatusSchema, body);
  const rows = await db().application.findMany({ where: { id: { in: ids } }, select: changeSelect });
  if (rows.length !== new Set(ids).size || rows.some((r) => r.callId !== callId)) {
    throw new AppError("invalid", "Every id must be an application to this call.", {
      errors: { ids: "Every id must be an application to this call" },
    });
  }
  const open = rows.filter((r) => r.status !== "CLOSED");
  await decide(
    open.map((r) => ({
      id: r.id,
      applicantId: r.applicantId,
      role: r.role.name,
      project: r.call.projectTitle,
    })),
    status,
  );
  return { updated: open.length, skipped: rows.length - open.length };
}

/** How many applications each of these calls has (the hirer's list of calls). */
export async function applicationCounts(callIds: string[]): Promise<Record<string, number>> {
  const groups = await db().application.groupBy({ by: ["callId"], where: { callId: { in: callIds } }, _count: true });
  return Object.fromEntries(groups.map((g) => [g.callId, g._count]));
}

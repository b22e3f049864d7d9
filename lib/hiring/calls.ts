import "server-only";
import { openCallsWhere } from "./open-calls.ts";
import { queueCallAlerts } from "../alerts/call-alerts.ts";
import type { AuthUser } from "../auth/identity.ts";
import { db } from "../server/db.ts";
import { AppError, parseOrThrow, type Said } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { answer } from "../i18n/answers.ts";
import { isId } from "../ids.ts";
import { CALL_OWNER_SELECT, ownedCallOf } from "./call-owner.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { dayInIndia, endOfIndiaDay, toDateOnly } from "../dates.ts";
import { earliestDeadline } from "./dates.ts";
import { AUDITION_TYPES, CALLS_PAGE_SIZE, MIN_DEADLINE_DAYS } from "./options.ts";
import { callSchema, callUpdateSchema, type CallValues, type RoleValues } from "./schemas.ts";
import { callFilterSchema } from "./filters.ts";
import { sendNotices, recordNotices, type Notice } from "../notifications/notices.ts";
import { closeWaitingApplications } from "./closing.ts";
import { callHeldNotice } from "./notices.ts";
import { refreshHiringPages } from "./refresh-pages.ts";
import { heldReasonFor, moneyRequestIn } from "../screening/money-requests.ts";
import { PUBLISHED_CALL } from "../members/visibility.ts";
import { formError } from "../i18n/form-errors.ts";
import type { CallPage, CallView } from "./views.ts";

// Casting calls: a hirer's organisation posts them, anyone reads them, and talent applies while they are
// open (status OPEN and the deadline not passed). Applying is free; nothing is for sale in any ranking.
// A call that asks applicants for money is held for an admin's review, and only published calls of
// members in good standing are public (lib/members/visibility.ts).

const callInclude = {
  roles: { orderBy: { position: "asc" } },
  organization: {
    select: {
      id: true,
      name: true,
      type: true,
      city: true,
      website: true,
      owner: { select: { id: true, profilePic: true, rate: true } },
    },
  },
} satisfies Prisma.CastingCallInclude;

type CallRow = Prisma.CastingCallGetPayload<{ include: typeof callInclude }>;

const dateOnly = (d: Date | null) => (d ? toDateOnly(d) : null);

/** Why a call is hidden, as its poster reads it: the admin's own reason. */
function hiddenReasonFor(reason: string | null): string {
  return reason ? `Hidden by Castfolio's team: ${reason}` : "Hidden by Castfolio's team.";
}

/** Whether a call takes applications at `now`. */
export function isOpen(call: { status: string; deadline: Date }, now = new Date()): boolean {
  return call.status === "OPEN" && call.deadline.getTime() > now.getTime();
}

function toView(row: CallRow, now = new Date()): CallView {
  const { organization: org } = row;
  return {
    id: row.id,
    title: row.title,
    projectTitle: row.projectTitle,
    projectType: row.projectType,
    city: row.city,
    shootStart: dateOnly(row.shootStart),
    shootEnd: dateOnly(row.shootEnd),
    description: row.description,
    auditionType: row.auditionType as keyof typeof AUDITION_TYPES,
    deadline: dayInIndia(row.deadline),
    deadlineAt: row.deadline.toISOString(),
    questions: row.questions,
    requiresSelfTape: row.requiresSelfTape,
    requiresPortfolio: row.requiresPortfolio,
    open: isOpen(row, now),
    status: row.status,
    review: row.hiddenAt
      ? { state: "hidden", reason: hiddenReasonFor(row.hiddenReason), note: row.hiddenReason }
      : row.heldAt
        ? { state: "held", reason: row.heldReason, phrase: row.heldPhrase }
        : null,
    postedAt: row.createdAt.toISOString(),
    openings: row.roles.reduce((sum, r) => sum + r.openings, 0),
    roles: row.roles.map(({ callId: _, position: __, ...role }) => role),
    organization: {
      id: org.id,
      name: org.name,
      type: org.type,
      city: org.city,
      website: org.website,
      logo: org.owner.profilePic,
      verified: org.owner.rate,
      ownerId: org.owner.id,
    },
  };
}

function roleRows(roles: RoleValues[]) {
  return roles.map((role, position) => ({
    position,
    name: role.name,
    category: role.category,
    subcategory: role.subcategory,
    gender: role.gender,
    ageMin: role.ageMin ?? null,
    ageMax: role.ageMax ?? null,
    languages: role.languages,
    openings: role.openings,
    paid: role.paid,
    payMin: role.payMin ?? null,
    payMax: role.payMax ?? null,
    description: role.description,
  }));
}

/** The organisation a member hires for, or 403 (talent accounts cannot post calls). */
async function organizationOf(member: AuthUser): Promise<string> {
  const org = await db().organization.findUnique({ where: { ownerId: member.id }, select: { id: true } });
  if (!org) {
    throw new AppError("forbidden", refusal("callHirersOnly"), {
      code: "not_hirer",
    });
  }
  return org.id;
}

/** Everything a call says to applicants, for the money check. */
function textOf(
  call: { title: string; projectTitle: string; description: string; questions: string[] },
  roles: { name: string; description: string }[],
): string {
  return [
    call.title,
    call.projectTitle,
    call.description,
    ...call.questions,
    ...roles.flatMap((r) => [r.name, r.description]),
  ].join("\n");
}

/** The hold of a call whose text asks for money: its columns, or none. */
function holdFor(text: string) {
  const phrase = moneyRequestIn(text);
  return phrase ? { heldAt: new Date(), heldReason: heldReasonFor(phrase), heldPhrase: phrase } : {};
}

/**
 * POST /api/calls: a new call of the member's organisation, with its roles. One that asks for money is held,
 * and its poster is told why (in the answer, the bell and a mail).
 */
export async function postCall(member: AuthUser, body: unknown): Promise<CallView> {
  const organizationId = await organizationOf(member);
  const call = parseOrThrow(callSchema, body);
  const { row, notices } = await db().$transaction(async (tx) => {
    const row = await tx.castingCall.create({ data: callData(organizationId, call), include: callInclude });
    const notices = row.heldAt ? [callHeldNotice(member.id, row)] : [];
    await recordNotices(tx, notices);
    return { row, notices };
  });
  sendNotices(notices);
  refreshHiringPages(organizationId, [row.id]);
  if (!row.heldAt) queueCallAlerts(row.id);
  return toView(row);
}

/** The columns of a new call. */
function callData(organizationId: string, call: CallValues) {
  return {
    ...holdFor(textOf(call, call.roles)),
    organizationId,
    title: call.title,
    projectTitle: call.projectTitle,
    projectType: call.projectType,
    city: call.city,
    shootStart: call.shootStart ? new Date(`${call.shootStart}T00:00:00Z`) : null,
    shootEnd: call.shootEnd ? new Date(`${call.shootEnd}T00:00:00Z`) : null,
    description: call.description,
    auditionType: call.auditionType,
    deadline: endOfIndiaDay(call.deadline),
    questions: call.questions,
    requiresSelfTape: call.requiresSelfTape,
    requiresPortfolio: call.requiresPortfolio,
    roles: { create: roleRows(call.roles) },
  } satisfies Prisma.CastingCallUncheckedCreateInput;
}

/** One published call, open or not (a closed call still has its page); null when there is none. */
export async function findCall(id: string): Promise<CallView | null> {
  if (!isId(id)) return null;
  const row = await db().castingCall.findFirst({ where: { id, ...PUBLISHED_CALL }, include: callInclude });
  return row && toView(row);
}

/** The call, provided the member's organisation posted it: 404 when there is none, 403 when it is not theirs. */
async function ownCall(member: AuthUser, id: string) {
  const row = isId(id) ? await db().castingCall.findUnique({ where: { id }, include: CALL_OWNER_SELECT }) : null;
  return ownedCallOf(member, row, refusal("callChangeOwnerOnly"));
}

/** A call of the member's organisation as its own pages show it, public or not. */
export interface OwnCallView {
  call: CallView;
  /** how many people applied: once anyone has, the roles cannot be replaced */
  applications: number;
}

/**
 * The call for its poster's own pages (how it reads while held or hidden, the edit form, a copy to post anew):
 * 404 when there is none, 403 when another organisation posted it.
 */
export async function ownCallView(member: AuthUser, id: string): Promise<OwnCallView> {
  const row = isId(id)
    ? await db().castingCall.findUnique({
        where: { id },
        include: { ...callInclude, _count: { select: { applications: true } } },
      })
    : null;
  if (!row) throw new AppError("not-found", refusal("noSuchCall"));
  if (row.organization.owner.id !== member.id) throw new AppError("forbidden", refusal("callChangeOwnerOnly"));
  return { call: toView(row), applications: row._count.applications };
}

/** The call for its poster's own pages, or null when there is none or it is another organisation's. */
export async function findOwnCall(member: AuthUser, id: string): Promise<OwnCallView | null> {
  try {
    return await ownCallView(member, id);
  } catch (error) {
    if (error instanceof AppError && (error.kind === "not-found" || error.kind === "forbidden")) return null;
    throw error;
  }
}

/** Any call, public or not, for an admin reviewing it (the caller checks that they are one). */
export async function callForReview(id: string): Promise<CallView | null> {
  const row = isId(id) ? await db().castingCall.findUnique({ where: { id }, include: callInclude }) : null;
  return row && toView(row);
}

/** Why a call's roles cannot be replaced any more (409). */
export const ROLES_HAVE_APPLICATIONS = refusal("rolesLocked");
/** Why a call's screening questions cannot change any more (409): the answers given would read as answers to others. */
export const QUESTIONS_HAVE_ANSWERS = refusal("questionsLocked");
/** Why a call cannot be deleted any more (409). */
export const CALL_HAS_APPLICATIONS = refusal("callHasApplications");

/**
 * Inside a transaction: locks the call's row until it ends, so that an application, an edit of its roles
 * and its deletion happen one after the other (each then sees the others' work). 404 when it is gone.
 */
export async function lockCall(tx: Prisma.TransactionClient, id: string): Promise<void> {
  const rows = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "CastingCall" WHERE "id" = ${id} FOR UPDATE`;
  if (!rows.length) throw new AppError("not-found", refusal("noSuchCall"));
}

/** What an edit did, in words for its poster. */
export interface CallUpdate {
  call: CallView;
  message: Said;
}

/**
 * PATCH /api/calls/{id}: the owner edits fields, or closes it with `{ status: "closed" }`. An edit that changes
 * the text has it screened again: wording that asks for money holds the call (its poster is told), and a held
 * call whose new wording does not is published, as a new call with that wording would be. A hidden call stays
 * hidden whatever the edit.
 */
export async function updateCall(member: AuthUser, id: string, body: unknown): Promise<CallUpdate> {
  const { createdAt } = await ownCall(member, id);
  const { status, roles, shootStart, shootEnd, deadline, ...fields } = parseOrThrow(callUpdateSchema, body);
  if (deadline !== undefined && deadline < earliestDeadline(createdAt)) {
    const message = formError("hiring.deadlineTooSoon", { days: MIN_DEADLINE_DAYS, date: earliestDeadline(createdAt) });
    throw new AppError("invalid", message, { errors: { deadline: message } });
  }
  const { row, notices, released } = await db().$transaction(async (tx) => {
    // Locked first, then read: an application arriving meanwhile waits, or is counted here.
    await lockCall(tx, id);
    const current = await tx.castingCall.findUniqueOrThrow({
      where: { id },
      include: { roles: { select: { name: true, description: true } } },
    });
    const questionsChanged =
      fields.questions !== undefined && fields.questions.join("\n") !== current.questions.join("\n");
    if ((roles || questionsChanged) && (await tx.application.count({ where: { callId: id } }))) {
      if (roles)
        throw new AppError("conflict", ROLES_HAVE_APPLICATIONS, {
          code: "roles_locked",
          errors: { roles: ROLES_HAVE_APPLICATIONS.english },
        });
      throw new AppError("conflict", QUESTIONS_HAVE_ANSWERS, {
        code: "questions_locked",
        errors: { questions: QUESTIONS_HAVE_ANSWERS.english },
      });
    }
    const closing = status === "closed" && current.status === "OPEN";
    if (roles) {
      await tx.role.deleteMany({ where: { callId: id } });
      await tx.role.createMany({ data: roleRows(roles).map((r) => ({ ...r, callId: id })) });
    }
    const row = await tx.castingCall.update({
      where: { id },
      data: {
        ...fields,
        ...(shootStart !== undefined ? { shootStart: shootStart && new Date(`${shootStart}T00:00:00Z`) } : {}),
        ...(shootEnd !== undefined ? { shootEnd: shootEnd && new Date(`${shootEnd}T00:00:00Z`) } : {}),
        ...(deadline !== undefined ? { deadline: endOfIndiaDay(deadline) } : {}),
        ...(closing ? { status: "CLOSED" as const, closedAt: new Date() } : {}),
      },
      include: callInclude,
    });
    // The whole text is screened again whenever an edit changes it: text that asks for money holds the call,
    // even one an admin had published. An edit that leaves the text as it was (dates, closing) does not.
    const text = textOf(row, row.roles);
    const changed = text !== textOf(current, current.roles);
    const phrase = changed ? moneyRequestIn(text) : null;
    const released = changed && !phrase && current.heldAt !== null;
    const screened =
      phrase || released
        ? await tx.castingCall.update({
            where: { id },
            data: phrase
              ? { heldAt: row.heldAt ?? new Date(), heldReason: heldReasonFor(phrase), heldPhrase: phrase }
              : { heldAt: null, heldReason: null, heldPhrase: null },
            include: callInclude,
          })
        : row;
    const closed = closing ? await closeWaitingApplications(tx, id) : [];
    // The poster hears of a new hold, unless an admin has hidden the call (they were told it is not public).
    const held: Notice[] = phrase && !current.heldAt && !current.hiddenAt ? [callHeldNotice(member.id, screened)] : [];
    await recordNotices(tx, held);
    return { row: screened, notices: [...closed, ...held], released };
  });
  sendNotices(notices);
  refreshHiringPages(row.organizationId, [row.id]);
  // An edit may make the call match more saved searches, or public again: each is told of it once.
  if (!row.heldAt && !row.hiddenAt && status !== "closed") queueCallAlerts(row.id);
  const call = toView(row);
  return { call, message: updateMessage(call, { closed: status === "closed", released }) };
}

/** What an edit did: a held call whose new wording no longer asks for money is published at once; a hidden one stays hidden. */
function updateMessage(call: CallView, done: { closed: boolean; released: boolean }): Said {
  if (done.closed) return answer("calls.closed");
  if (call.review?.state === "hidden") return answer("calls.stillHidden");
  if (call.review) return postedAnswer(call);
  return answer(done.released ? "calls.released" : "calls.updated");
}

/** What a newly posted or edited call's poster is told: published, or held (naming the words that hold it). */
export function postedAnswer(call: CallView): Said {
  if (!call.review) return answer("calls.published");
  const phrase = call.review.state === "held" ? call.review.phrase : null;
  return phrase === null ? answer("calls.stillHeld") : answer("calls.held", { phrase });
}

/** DELETE /api/calls/{id}: the owner removes a call nobody has applied to yet (else it is closed instead). */
export async function deleteCall(member: AuthUser, id: string): Promise<void> {
  const call = await ownCall(member, id);
  await db().$transaction(async (tx) => {
    // Locked, then counted: an application arriving meanwhile waits and then finds no call, or is counted.
    await lockCall(tx, id);
    if (await tx.application.count({ where: { callId: id } }))
      throw new AppError("conflict", CALL_HAS_APPLICATIONS, { code: "call_has_applications" });
    await tx.castingCall.delete({ where: { id } });
  });
  refreshHiringPages(call.organizationId, [id]);
}

/**
 * Open calls, newest first; for a signed-in member the calls of organisations they follow come first.
 * That is the whole ranking: nothing is paid for.
 */
export async function listCalls(input: unknown, viewerId?: string, pageSize = CALLS_PAGE_SIZE): Promise<CallPage> {
  const filters = parseOrThrow(callFilterSchema, input);
  const now = new Date();
  const where = openCallsWhere(filters, now);
  const followed = viewerId
    ? (await db().follow.findMany({ where: { userId: viewerId }, select: { organizationId: true } })).map(
        (f) => f.organizationId,
      )
    : [];
  const order: Prisma.CastingCallOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
  const skip = (filters.page - 1) * pageSize;
  const [total, rows] = await Promise.all([
    db().castingCall.count({ where }),
    followed.length
      ? listFollowedFirst(where, followed, skip, pageSize, order)
      : db().castingCall.findMany({ where, orderBy: order, skip, take: pageSize, include: callInclude }),
  ]);
  return {
    calls: rows.map((r) => toView(r, now)),
    total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** One page of `where`, the followed organisations' calls before the others. */
async function listFollowedFirst(
  where: Prisma.CastingCallWhereInput,
  followed: string[],
  skip: number,
  take: number,
  orderBy: Prisma.CastingCallOrderByWithRelationInput[],
): Promise<CallRow[]> {
  const mine: Prisma.CastingCallWhereInput = { AND: [where, { organizationId: { in: followed } }] };
  const others: Prisma.CastingCallWhereInput = { AND: [where, { organizationId: { notIn: followed } }] };
  const firstCount = await db().castingCall.count({ where: mine });
  const fromFirst = await db().castingCall.findMany({ where: mine, orderBy, skip, take, include: callInclude });
  if (fromFirst.length === take) return fromFirst;
  const fromOthers = await db().castingCall.findMany({
    where: others,
    orderBy,
    skip: Math.max(0, skip - firstCount),
    take: take - fromFirst.length,
    include: callInclude,
  });
  return [...fromFirst, ...fromOthers];
}

/** The open calls of one organisation (its page's "See Opportunities"). */
export async function callsOfOrganization(organizationId: string): Promise<CallView[]> {
  const now = new Date();
  const rows = await db().castingCall.findMany({
    where: { organizationId, ...PUBLISHED_CALL, status: "OPEN", deadline: { gt: now } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: callInclude,
  });
  return rows.map((r) => toView(r, now));
}

/** Every call of the member's organisation, open and closed, newest first (their settings page). */
export async function callsOfOwner(member: AuthUser): Promise<CallView[]> {
  const now = new Date();
  const rows = await db().castingCall.findMany({
    where: { organization: { ownerId: member.id } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: callInclude,
  });
  return rows.map((r) => toView(r, now));
}

import "server-only";
import { db } from "../server/db.ts";
import type { ReportTarget } from "../generated/prisma/enums.ts";
import { callPath, callPreviewPath, organizationPath } from "../hiring/paths.ts";
import { profilePath } from "../profiles/paths.ts";
import { ADMIN_ACTIONS, type AdminActionName } from "./audit.ts";

/** Where a review shows: the reviewed member's profile, or their studio's page for a hirer reviewed as a renter. */
const reviewLink = (r: { subjectId: string; subject: { organization: { id: string } | null } }) =>
  r.subject.organization ? organizationPath(r.subject.organization.id) : profilePath(r.subjectId);

// What /admin shows: open reports grouped by target (newest first) with the target in context, calls
// held for review, calls hidden by an admin, a member looked up by email, and the audit log with what each
// action was done to.

export interface ReportedTarget {
  /** the newest open report on the target: the admin's actions name it */
  reportId: string;
  type: ReportTarget;
  id: string;
  /** what was reported, as the reporter saw it */
  title: string;
  text: string;
  link: string | null;
  member: { id: string; name: string; email: string; verified: boolean; suspended: boolean };
  reports: { id: string; reason: string; details: string; reporter: string; at: string }[];
}

const QUEUE_LIMIT = 200;

/** Where an admin reads a call: its public page, or, while it is held or hidden, the page its poster sees. */
const callLink = (call: { id: string; heldAt: Date | null; hiddenAt: Date | null }) =>
  call.heldAt || call.hiddenAt ? callPreviewPath(call.id) : callPath(call.id);

type Context = Pick<ReportedTarget, "title" | "text" | "link">;

/** The ids of one kind of target among the groups. */
const idsOf = (targets: { type: ReportedTarget["type"]; id: string }[], type: ReportedTarget["type"]) =>
  targets.filter((t) => t.type === type).map((t) => t.id);

/** What was reported, in context: one query per kind of target, however many reports (keyed `TYPE:id`). */
async function contextsOf(targets: { type: ReportedTarget["type"]; id: string }[]): Promise<Map<string, Context>> {
  const [calls, messages, members, reviews] = await Promise.all([
    db().castingCall.findMany({
      where: { id: { in: idsOf(targets, "CALL") } },
      select: {
        id: true,
        title: true,
        description: true,
        hiddenAt: true,
        heldAt: true,
        organization: { select: { name: true } },
      },
    }),
    db().message.findMany({
      where: { id: { in: idsOf(targets, "MESSAGE") } },
      select: { id: true, body: true, hiddenAt: true },
    }),
    db().user.findMany({
      where: { id: { in: idsOf(targets, "PROFILE") } },
      select: {
        id: true,
        name: true,
        subcategory: true,
        category: true,
        organization: { select: { id: true, name: true } },
      },
    }),
    db().bookingReview.findMany({
      where: { id: { in: idsOf(targets, "REVIEW") } },
      select: {
        id: true,
        rating: true,
        text: true,
        subjectId: true,
        ofOwner: true,
        removedAt: true,
        subject: { select: { name: true, organization: { select: { id: true } } } },
      },
    }),
  ]);
  const found = new Map<string, Context>();
  for (const call of calls) {
    const state = call.hiddenAt ? " (hidden)" : call.heldAt ? " (held for review)" : "";
    found.set(`CALL:${call.id}`, {
      title: `Call: ${call.title}, by ${call.organization.name}${state}`,
      text: call.description,
      link: callLink(call),
    });
  }
  for (const message of messages) {
    found.set(`MESSAGE:${message.id}`, {
      title: `Private message${message.hiddenAt ? " (hidden)" : ""}`,
      text: message.body,
      link: null,
    });
  }
  for (const member of members) {
    found.set(
      `PROFILE:${member.id}`,
      member.organization
        ? { title: `Studio: ${member.organization.name}`, text: "", link: organizationPath(member.organization.id) }
        : {
            title: `Profile: ${member.name}`,
            text: `${member.subcategory} · ${member.category}`,
            link: profilePath(member.id),
          },
    );
  }
  for (const review of reviews) {
    found.set(`REVIEW:${review.id}`, {
      title: `Review of ${review.subject.name}${review.ofOwner ? "" : " as a renter"} (${review.rating} of 5)${review.removedAt ? " (removed)" : ""}`,
      text: review.text,
      link: reviewLink(review),
    });
  }
  return found;
}

const GONE: Record<ReportedTarget["type"], Context> = {
  CALL: { title: "A call that has since been deleted", text: "", link: null },
  MESSAGE: { title: "A message that has since been deleted", text: "", link: null },
  PROFILE: { title: "A member who has since left", text: "", link: null },
  REVIEW: { title: "A review that has since been removed", text: "", link: null },
};

/** Open reports, one entry per target, the most recently reported first. */
export async function reportQueue(): Promise<ReportedTarget[]> {
  const rows = await db().report.findMany({
    where: { status: "OPEN" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: QUEUE_LIMIT,
    include: {
      reporter: { select: { name: true } },
      targetUser: { select: { id: true, name: true, email: true, rate: true, suspendedAt: true } },
    },
  });
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.targetType}:${row.targetId}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const contexts = await contextsOf([...groups.values()].map(([r]) => ({ type: r.targetType, id: r.targetId })));
  return [...groups.entries()].map(([key, reports]) => {
    const [newest] = reports;
    const { targetUser: m } = newest;
    return {
      reportId: newest.id,
      type: newest.targetType,
      id: newest.targetId,
      ...(contexts.get(key) ?? GONE[newest.targetType]),
      member: { id: m.id, name: m.name, email: m.email, verified: m.rate, suspended: Boolean(m.suspendedAt) },
      reports: reports.map((r) => ({
        id: r.id,
        reason: r.reason,
        details: r.details,
        reporter: r.reporter.name,
        at: r.createdAt.toISOString(),
      })),
    };
  });
}

/** Calls waiting for review, the oldest first. */
export async function heldCalls() {
  const rows = await db().castingCall.findMany({
    where: { heldAt: { not: null }, hiddenAt: null },
    orderBy: { heldAt: "asc" },
    take: QUEUE_LIMIT,
    select: {
      id: true,
      title: true,
      description: true,
      heldAt: true,
      heldReason: true,
      organization: { select: { name: true, ownerId: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    organization: r.organization.name,
    heldAt: r.heldAt!.toISOString(),
    reason: r.heldReason ?? "",
  }));
}

export interface HiddenCall {
  id: string;
  title: string;
  description: string;
  organization: string;
  hiddenAt: string;
  reason: string;
  /** the admin who hid it, from the audit log (null for a call hidden without an entry there) */
  hiddenBy: string | null;
}

/** Calls an admin hid, the most recently hidden first, with who hid them and why. */
export async function hiddenCalls(): Promise<HiddenCall[]> {
  const rows = await db().castingCall.findMany({
    where: { hiddenAt: { not: null } },
    orderBy: [{ hiddenAt: "desc" }, { id: "desc" }],
    take: QUEUE_LIMIT,
    select: {
      id: true,
      title: true,
      description: true,
      hiddenAt: true,
      hiddenReason: true,
      organization: { select: { name: true } },
    },
  });
  const reviews = await db().adminAction.findMany({
    where: {
      action: { in: ["hide-call", "publish-call"] },
      targetType: "call",
      targetId: { in: rows.map((r) => r.id) },
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { targetId: true, action: true, adminEmail: true, reason: true },
  });
  // The hiding in force: the first since the call was last published (a second "hide" changes nothing).
  const hiding = new Map<string, { adminEmail: string; reason: string }>();
  for (const entry of reviews) {
    if (entry.action === "publish-call") hiding.delete(entry.targetId);
    else if (!hiding.has(entry.targetId)) hiding.set(entry.targetId, entry);
  }
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    organization: r.organization.name,
    hiddenAt: r.hiddenAt!.toISOString(),
    reason: r.hiddenReason ?? hiding.get(r.id)?.reason ?? "",
    hiddenBy: hiding.get(r.id)?.adminEmail ?? null,
  }));
}

/** A member found by email, with what admins can change. */
export async function memberByEmail(email: string) {
  const row = await db().user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: {
      id: true,
      name: true,
      email: true,
      accountType: true,
      subcategory: true,
      rate: true,
      isAdmin: true,
      suspendedAt: true,
      suspendedReason: true,
      organization: { select: { name: true } },
    },
  });
  return (
    row && {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.organization
        ? `Hirer: ${row.organization.name}`
        : row.accountType === "HIRER"
          ? "Hirer"
          : row.subcategory,
      verified: row.rate,
      admin: row.isAdmin,
      suspended: row.suspendedAt ? { at: row.suspendedAt.toISOString(), reason: row.suspendedReason ?? "" } : null,
    }
  );
}

/** What an admin action was done to, as the audit log names it. */
export interface AuditTarget {
  /** "Member", "Call", "Message", "Profile", "Review" */
  kind: string;
  /** who or what: a member's name and email, a call's title, a message's conversation, a review's author */
  label: string;
  link: string | null;
}

export interface AuditEntry {
  id: string;
  at: string;
  admin: string;
  action: string;
  target: AuditTarget;
  reason: string;
}

type TargetRef = { targetType: string; targetId: string };

const targetIds = (rows: TargetRef[], ...types: string[]) => [
  ...new Set(rows.filter((r) => types.includes(r.targetType)).map((r) => r.targetId)),
];

/** Names every target of the log's rows: one query per kind, however many rows (keyed `type:id`). */
async function auditTargets(rows: TargetRef[]): Promise<Map<string, AuditTarget>> {
  const person = { select: { name: true, email: true } } as const;
  const reviewIds = targetIds(rows, "review");
  const [members, calls, messages, reviews, reviewReports] = await Promise.all([
    db().user.findMany({
      where: { id: { in: targetIds(rows, "member", "profile") } },
      select: { id: true, name: true, email: true, organization: { select: { name: true } } },
    }),
    db().castingCall.findMany({
      where: { id: { in: targetIds(rows, "call") } },
      select: { id: true, title: true, heldAt: true, hiddenAt: true, organization: { select: { name: true } } },
    }),
    db().message.findMany({
      where: { id: { in: targetIds(rows, "message") } },
      select: { id: true, sender: person, conversation: { select: { memberA: person, memberB: person } } },
    }),
    db().bookingReview.findMany({
      where: { id: { in: reviewIds } },
      select: {
        id: true,
        ofOwner: true,
        subjectId: true,
        removedAt: true,
        author: person,
        subject: { select: { ...person.select, organization: { select: { id: true } } } },
      },
    }),
    // A review gone with its author's account: the reports on it still name the author.
    db().report.findMany({
      where: { targetType: "REVIEW", targetId: { in: reviewIds } },
      distinct: ["targetId"],
      select: { targetId: true, targetUser: person },
    }),
  ]);
  const found = new Map<string, AuditTarget>();
  for (const m of members) {
    const label = `${m.name} (${m.email})${m.organization ? `, ${m.organization.name}` : ""}`;
    found.set(`member:${m.id}`, { kind: "Member", label, link: null });
    found.set(`profile:${m.id}`, { kind: "Profile", label, link: m.organization ? null : profilePath(m.id) });
  }
  for (const c of calls) {
    found.set(`call:${c.id}`, { kind: "Call", label: `${c.title}, by ${c.organization.name}`, link: callLink(c) });
  }
  for (const m of messages) {
    const { memberA: a, memberB: b } = m.conversation;
    found.set(`message:${m.id}`, {
      kind: "Message",
      label: `From ${m.sender.name} (${m.sender.email}), in the conversation between ${a.name} (${a.email}) and ${b.name} (${b.email})`,
      link: null,
    });
  }
  for (const r of reviewReports) {
    const { name, email } = r.targetUser;
    found.set(`review:${r.targetId}`, { kind: "Review", label: `By ${name} (${email}), since deleted`, link: null });
  }
  for (const r of reviews) {
    const of = `${r.subject.name} (${r.subject.email})${r.ofOwner ? "" : " as a renter"}`;
    found.set(`review:${r.id}`, {
      kind: "Review",
      label: `By ${r.author.name} (${r.author.email}), of ${of}${r.removedAt ? ", since removed" : ""}`,
      link: reviewLink(r),
    });
  }
  return found;
}

const GONE_TARGET: Record<string, string> = {
  member: "A member who has since left",
  profile: "A member who has since left",
  call: "A call that has since been deleted",
  message: "A message that has since been deleted",
  review: "A review that has since been removed",
};

/** The newest admin actions, each with what it was done to in words (not ids). */
export async function auditLog(limit = 50): Promise<AuditEntry[]> {
  const rows = await db().adminAction.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
  const targets = await auditTargets(rows);
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    admin: r.adminEmail,
    action: ADMIN_ACTIONS[r.action as AdminActionName] ?? r.action,
    target: targets.get(`${r.targetType}:${r.targetId}`) ?? {
      kind: r.targetType.charAt(0).toUpperCase() + r.targetType.slice(1),
      label: GONE_TARGET[r.targetType] ?? r.targetId,
      link: null,
    },
    reason: r.reason,
  }));
}

/** Whether a member is an admin (read afresh: a role is never trusted from a cookie). */
export async function isAdmin(memberId: string): Promise<boolean> {
  const row = await db().user.findUnique({ where: { id: memberId }, select: { isAdmin: true, suspendedAt: true } });
  return Boolean(row?.isAdmin && !row.suspendedAt);
}

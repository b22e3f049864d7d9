import "server-only";
import { db } from "../server/db.ts";
import { callPath, organizationPath } from "../hiring/paths.ts";
import { profilePath } from "../profiles/seo.ts";
import { ADMIN_ACTIONS, type AdminActionName } from "./audit.ts";

// What /admin shows: open reports grouped by target (newest first) with the target in context, calls
// held for review, a member looked up by email, and the audit log.

export interface ReportedTarget {
  /** the newest open report on the target: the admin's actions name it */
  reportId: string;
  type: "PROFILE" | "CALL" | "MESSAGE";
  id: string;
  /** what was reported, as the reporter saw it */
  title: string;
  text: string;
  link: string | null;
  member: { id: string; name: string; email: string; verified: boolean; suspended: boolean };
  reports: { id: string; reason: string; details: string; reporter: string; at: string }[];
}

const QUEUE_LIMIT = 200;

type Context = Pick<ReportedTarget, "title" | "text" | "link">;

/** The ids of one kind of target among the groups. */
const idsOf = (targets: { type: ReportedTarget["type"]; id: string }[], type: ReportedTarget["type"]) =>
  targets.filter((t) => t.type === type).map((t) => t.id);

/** What was reported, in context: one query per kind of target, however many reports (keyed `TYPE:id`). */
async function contextsOf(targets: { type: ReportedTarget["type"]; id: string }[]): Promise<Map<string, Context>> {
  const [calls, messages, members] = await Promise.all([
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
  ]);
  const found = new Map<string, Context>();
  for (const call of calls) {
    const state = call.hiddenAt ? " (hidden)" : call.heldAt ? " (held for review)" : "";
    found.set(`CALL:${call.id}`, {
      title: `Call: ${call.title}, by ${call.organization.name}${state}`,
      text: call.description,
      link: callPath(call.id),
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
  return found;
}

const GONE: Record<ReportedTarget["type"], Context> = {
  CALL: { title: "A call that has since been deleted", text: "", link: null },
  MESSAGE: { title: "A message that has since been deleted", text: "", link: null },
  PROFILE: { title: "A member who has since left", text: "", link: null },
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

/** The newest admin actions. */
export async function auditLog(limit = 50) {
  const rows = await db().adminAction.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    admin: r.adminEmail,
    action: ADMIN_ACTIONS[r.action as AdminActionName] ?? r.action,
    target: `${r.targetType} ${r.targetId}`,
    reason: r.reason,
  }));
}

/** Whether a member is an admin (read afresh: a role is never trusted from a cookie). */
export async function isAdmin(memberId: string): Promise<boolean> {
  const row = await db().user.findUnique({ where: { id: memberId }, select: { isAdmin: true, suspendedAt: true } });
  return Boolean(row?.isAdmin && !row.suspendedAt);
}

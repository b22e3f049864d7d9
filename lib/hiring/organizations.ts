import "server-only";
import { PUBLISHED_CALL, VISIBLE_ORGANIZATION } from "../members/visibility.ts";
import type { AuthUser } from "../auth/identity.ts";
import { db } from "../server/db.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { isId } from "../ids.ts";
import { refuseMoneyRequests } from "../screening/money-requests.ts";
import { refreshHiringPages } from "./refresh-pages.ts";
import { organizationUpdateSchema } from "./schemas.ts";
import type { OrganizationView } from "./views.ts";

// Organisations are the hirers' side of Castfolio: /employers lists them, their page (organizationPath) shows
// one with its open calls, and members follow them.

const select = {
  id: true,
  name: true,
  type: true,
  city: true,
  website: true,
  description: true,
  createdAt: true,
  owner: { select: { profilePic: true, coverPic: true, rate: true } },
  _count: { select: { followers: true } },
} as const;

type Row = {
  id: string;
  name: string;
  type: string;
  city: string;
  website: string | null;
  description: string | null;
  createdAt: Date;
  owner: { profilePic: string | null; coverPic: string | null; rate: boolean };
  _count: { followers: number };
};

async function openWork(ids: string[]): Promise<Map<string, { calls: number; openings: number }>> {
  const now = new Date();
  const calls = await db().castingCall.findMany({
    where: { organizationId: { in: ids }, ...PUBLISHED_CALL, status: "OPEN", deadline: { gt: now } },
    select: { organizationId: true, roles: { select: { openings: true } } },
  });
  const work = new Map<string, { calls: number; openings: number }>();
  for (const call of calls) {
    const sum = work.get(call.organizationId) ?? { calls: 0, openings: 0 };
    sum.calls += 1;
    sum.openings += call.roles.reduce((n, r) => n + r.openings, 0);
    work.set(call.organizationId, sum);
  }
  return work;
}

function toView(row: Row, work?: { calls: number; openings: number }): OrganizationView {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    city: row.city,
    website: row.website,
    description: row.description,
    logo: row.owner.profilePic,
    cover: row.owner.coverPic,
    verified: row.owner.rate,
    founded: row.createdAt.getUTCFullYear(),
    followers: row._count.followers,
    openCalls: work?.calls ?? 0,
    openings: work?.openings ?? 0,
  };
}

/** One page of organisations, newest first. */
export async function listOrganizations(page: number, pageSize: number) {
  const total = await db().organization.count({ where: VISIBLE_ORGANIZATION });
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return undefined;
  const rows = await db().organization.findMany({
    where: VISIBLE_ORGANIZATION,
    select,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * pageSize,
    take: pageSize,
  });
  const work = await openWork(rows.map((r) => r.id));
  return { organizations: rows.map((r) => toView(r, work.get(r.id))), total, page, pageCount };
}

/** One organisation, and whether `viewerId` follows it; null when there is none. */
export async function findOrganization(id: string, viewerId?: string) {
  if (!isId(id)) return null;
  const row = await db().organization.findFirst({ where: { id, ...VISIBLE_ORGANIZATION }, select });
  if (!row) return null;
  const [work, following] = await Promise.all([
    openWork([row.id]),
    viewerId
      ? db().follow.findUnique({ where: { userId_organizationId: { userId: viewerId, organizationId: id } } })
      : null,
  ]);
  return { organization: toView(row, work.get(row.id)), following: Boolean(following) };
}

/** The organisation a member runs, for their settings page; null for talent accounts. */
export async function organizationOfMember(member: AuthUser) {
  const row = await db().organization.findUnique({ where: { ownerId: member.id }, select });
  return row && toView(row);
}

/**
 * A studio's name or description that asks talent for money is refused (400), naming the field and the
 * words: on its settings and at sign-up.
 */
export function refuseStudioMoneyRequests(fields: {
  organizationName?: string;
  name?: string;
  description?: string | null;
}) {
  refuseMoneyRequests({
    ...(fields.organizationName !== undefined && {
      organizationName: { text: fields.organizationName, what: "studioName" },
    }),
    ...(fields.name !== undefined && { name: { text: fields.name, what: "studioName" } }),
    ...(fields.description !== undefined && { description: { text: fields.description, what: "description" } }),
  });
}

/** PUT /api/organizations/mine: the hirer edits their organisation (refused when it asks talent for money). */
export async function updateOrganization(member: AuthUser, body: unknown) {
  const values = parseOrThrow(organizationUpdateSchema, body);
  refuseStudioMoneyRequests({ name: values.name, description: values.description });
  const existing = await db().organization.findUnique({ where: { ownerId: member.id }, select: { id: true } });
  if (!existing) throw new AppError("forbidden", refusal("organizationHirersOnly"), { code: "not_hirer" });
  const row = await db().organization.update({ where: { id: existing.id }, data: values, select });
  // Its calls' pages show its name and city.
  const calls = await db().castingCall.findMany({ where: { organizationId: row.id }, select: { id: true } });
  refreshHiringPages(
    row.id,
    calls.map((c) => c.id),
  );
  return toView(row);
}

/** POST / DELETE /api/organizations/{id}/follow: a signed-in member follows or stops following. */
export async function setFollowing(member: AuthUser, organizationId: string, follow: boolean) {
  const org = isId(organizationId)
    ? await db().organization.findUnique({
        where: { id: organizationId },
        select: { id: true, ownerId: true, name: true },
      })
    : null;
  if (!org) throw new AppError("not-found", refusal("noSuchOrganization"));
  if (org.ownerId === member.id) throw new AppError("invalid", refusal("organizationFollowsItself"));
  const key = { userId_organizationId: { userId: member.id, organizationId } };
  if (follow) await db().follow.upsert({ where: key, create: { userId: member.id, organizationId }, update: {} });
  else await db().follow.deleteMany({ where: { userId: member.id, organizationId } });
  const followers = await db().follow.count({ where: { organizationId } });
  return { following: follow, followers, name: org.name };
}

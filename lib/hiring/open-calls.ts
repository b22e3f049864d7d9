import type { Prisma } from "../generated/prisma/client.ts";
import { PUBLISHED_CALL } from "../members/visibility.ts";
import type { CallFilters } from "./filters.ts";

/** The open, public calls that `filters` choose: the jobs page's rule, and saved searches' (lib/alerts). */
export function openCallsWhere(filters: CallFilters, now: Date): Prisma.CastingCallWhereInput {
  const role: Prisma.RoleWhereInput = {};
  if (filters.category) role.category = filters.category;
  if (filters.subcategory) role.subcategory = filters.subcategory;
  return {
    ...PUBLISHED_CALL,
    status: "OPEN",
    deadline: { gt: now },
    ...(filters.city ? { city: { equals: filters.city, mode: "insensitive" } } : {}),
    ...(filters.projectType ? { projectType: filters.projectType } : {}),
    ...(Object.keys(role).length || filters.paid !== undefined
      ? { roles: { some: { ...role, ...(filters.paid !== undefined ? { paid: filters.paid } : {}) } } }
      : {}),
  };
}

import "server-only";
import type { Category } from "../catalog.ts";
import { db } from "../server/db.ts";

/** How many members each subcategory of a category lists now (its search rows: visible members only). */
export async function subcategoryCounts(category: Category): Promise<Map<string, number>> {
  const rows = await db().searchProfile.groupBy({
    by: ["subcategory"],
    where: { category: category.name },
    _count: { _all: true },
  });
  return new Map(rows.map((row) => [row.subcategory, row._count._all]));
}

import "server-only";
import { getTranslations } from "next-intl/server";
import { CASTING_TEAM_ROLE } from "@/lib/conversations/conversations";
import { subcategoryLabel } from "@/lib/search/catalog-names";

/**
 * Who the other member of a thread is (a Party's `role`, in English) in the page's language: "Casting team",
 * or the member's subcategory.
 */
export async function partyRoleLabels(): Promise<(role: string) => string> {
  const [t, names] = await Promise.all([getTranslations("Inbox"), getTranslations("Catalog")]);
  return (role) => (role === CASTING_TEAM_ROLE ? t("castingTeam") : subcategoryLabel(names, role));
}

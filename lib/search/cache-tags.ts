// Which cached search results a change to a member can alter. A listing or search scoped to a category (or
// a subcategory) holds only members of it, so a save elsewhere leaves it cached; a search over everyone,
// or one that counts facets (its category counts span every category), is expired by any save. Members
// never change category or subcategory. A change whose scope is not known expires everything.

/** Carried by every cached search result. */
export const DIRECTORY_TAG = "directory";

const scopeTag = (category?: string, subcategory?: string) =>
  `directory:${category ?? "*"}${category && subcategory ? `/${subcategory}` : ""}`;

/** The tags of a cached search: everything's, and its scope's. */
export function searchTags(query: { category?: string; subcategory?: string }, facets: boolean): string[] {
  return [DIRECTORY_TAG, facets ? scopeTag() : scopeTag(query.category, query.subcategory)];
}

/** What a change to this member expires: searches over everyone, and those of their category and subcategory. */
export function tagsToExpire(member: { category?: string; subcategory?: string }): string[] {
  if (!member.category || !member.subcategory) return [DIRECTORY_TAG];
  return [scopeTag(), scopeTag(member.category), scopeTag(member.category, member.subcategory)];
}

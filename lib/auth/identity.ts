/** What a signed-in member is known by, in the API token and in the web session alike. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  /** A hirer's category, subcategory and gender are empty: it posts calls instead of keeping a profile. */
  accountType: "TALENT" | "HIRER";
  category: string;
  subcategory: string;
  gender: string;
}

/** The columns of a member's identity, for Prisma selects. */
export const IDENTITY = {
  id: true,
  name: true,
  email: true,
  accountType: true,
  category: true,
  subcategory: true,
  gender: true,
} as const;

import "server-only";
import { z } from "zod";
import { GENDERS, PROFILE_KINDS, type Category } from "./catalog.ts";
import { db } from "./db.ts";
import type { Prisma } from "./generated/prisma/client.ts";

export const LISTING_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** Listing filters as they appear in the URL (?city=&gender=&q=&page=), so a filtered page can be shared. */
const searchText = (name: string) =>
  z
    .string()
    .trim()
    .max(80, `${name} is too long`)
    .refine((v) => !v.includes("\0"), `${name} contains a NUL character`)
    .optional()
    .transform((v) => v || undefined);

export const listingQuerySchema = z.object({
  city: searchText("city"),
  gender: z.enum(GENDERS, { message: "gender must be Male, Female or Other" }).optional(),
  q: searchText("q"),
  page: z.coerce
    .number({ message: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page starts at 1")
    .max(100000)
    .default(1),
});

export type ListingQuery = z.infer<typeof listingQuerySchema>;

/** The listing's filters out of search params (a page's searchParams or a request's URL), first value of each. */
export function readListingParams(params: Record<string, string | string[] | undefined> | URLSearchParams) {
  const get = (key: string) => {
    const value = params instanceof URLSearchParams ? (params.get(key) ?? undefined) : params[key];
    return Array.isArray(value) ? value[0] : value || undefined;
  };
  return { city: get("city"), gender: get("gender"), q: get("q"), page: get("page") };
}

/** The first page with no filter. */
export const UNFILTERED: ListingQuery = { page: 1, city: undefined, q: undefined, gender: undefined };

/** For pages: filters from the URL, or none when they do not parse (a hand-edited URL still shows a listing). */
export function listingQueryOrDefault(params: Record<string, string | string[] | undefined>): ListingQuery {
  const parsed = listingQuerySchema.safeParse(readListingParams(params));
  return parsed.success ? parsed.data : UNFILTERED;
}

/** A member as listings show them. Picture fields are stored paths (see lib/media/client/urls.ts). */
export interface CandidateCard {
  _id: string;
  name: string;
  gender: string;
  category: string;
  subcategory: string;
  rate: boolean;
  city?: string;
  profilePic: string | null;
  /** Small WebP variant of the profile picture for cards. */
  cardPic: string | null;
}

export interface ListingScope {
  /** undefined lists every category (/candidates). */
  category?: Category;
  subcategory?: string;
}

function whereFor(scope: ListingScope, query: Omit<ListingQuery, "page">): Prisma.UserWhereInput {
  // Hirers keep no profile and are never listed as talent.
  const where: Prisma.UserWhereInput = { accountType: "TALENT" };
  if (scope.category) where.category = scope.category.name;
  if (scope.subcategory) where.subcategory = scope.subcategory;
  if (query.gender) where.gender = query.gender;
  if (query.q) where.name = { contains: query.q, mode: "insensitive" };
  if (query.city) {
    const city = { city: { equals: query.city, mode: "insensitive" as const } };
    where.OR = scope.category ? [{ [scope.category.kind]: city }] : PROFILE_KINDS.map((kind) => ({ [kind]: city }));
  }
  return where;
}

const citySelect = { select: { city: true } } as const;

const cardSelect = {
  id: true,
  name: true,
  gender: true,
  category: true,
  subcategory: true,
  rate: true,
  profilePic: true,
  media: { where: { kind: "PROFILE_PIC" }, select: { cardPath: true }, take: 1 },
  artist: citySelect,
  technician: citySelect,
  musician: citySelect,
  writerDirector: citySelect,
  cameraUnit: citySelect,
  location: citySelect,
} satisfies Prisma.UserSelect;

type CardRow = Prisma.UserGetPayload<{ select: typeof cardSelect }>;

/**
 * Within one category only that category's profile table can hold a city: selecting the other five
 * would cost a query each for nothing (each relation is a query of its own).
 */
function selectFor(scope: ListingScope): typeof cardSelect {
  if (!scope.category) return cardSelect;
  const kind = scope.category.kind;
  return Object.fromEntries(
    Object.entries(cardSelect).filter(([key]) => !(PROFILE_KINDS as readonly string[]).includes(key) || key === kind),
  ) as typeof cardSelect;
}

function toCard(row: CardRow): CandidateCard {
  const profile = row.artist ?? row.technician ?? row.musician ?? row.writerDirector ?? row.cameraUnit ?? row.location;
  return {
    _id: row.id,
    name: row.name,
    gender: row.gender,
    category: row.category,
    subcategory: row.subcategory,
    rate: row.rate,
    city: profile?.city ?? undefined,
    profilePic: row.profilePic,
    cardPic: row.media[0]?.cardPath ?? row.profilePic,
  };
}

export interface ListingPage {
  candidates: CandidateCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** One page of members, newest first. `pageSize: "all"` keeps the original API's unpaginated answer. */
export async function listCandidates(
  scope: ListingScope,
  query: ListingQuery,
  pageSize: number | "all" = LISTING_PAGE_SIZE,
): Promise<ListingPage> {
  const where = whereFor(scope, query);
  const take = pageSize === "all" ? undefined : pageSize;
  const skip = take ? (query.page - 1) * take : undefined;
  const [total, rows] = await Promise.all([
    db().user.count({ where }),
    db().user.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip,
      take,
      select: selectFor(scope),
    }),
  ]);
  const size = take ?? Math.max(total, 1);
  return {
    candidates: rows.map(toCard),
    total,
    page: take ? query.page : 1,
    pageSize: size,
    pageCount: Math.max(1, Math.ceil(total / size)),
  };
}

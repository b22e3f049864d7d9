import type { SearchResult } from "./views.ts";

// What a listing card needs of a search result. Cards are client components, so this is what every cached
// listing carries per card in its page data: no more than the card shows. Browser-safe.

/** What a card shows of a search result: all a cached page carries for it. */
export type CardData = Pick<
  SearchResult,
  | "id"
  | "name"
  | "category"
  | "subcategory"
  | "city"
  | "age"
  | "heightCm"
  | "languages"
  | "availability"
  | "verified"
  | "cardPic"
> & {
  /** A camera unit's or location's day rate, when set (other cards carry none). */
  dayRate?: number;
};

/** The card's part of a result (the rest stays on the server). */
export function cardData(r: SearchResult): CardData {
  return {
    id: r.id,
    name: r.name,
    category: r.category,
    subcategory: r.subcategory,
    city: r.city,
    age: r.age,
    heightCm: r.heightCm,
    languages: r.languages.slice(0, 2),
    availability: r.availability,
    verified: r.verified,
    cardPic: r.cardPic,
    ...(r.dayRate !== null ? { dayRate: r.dayRate } : {}),
  };
}

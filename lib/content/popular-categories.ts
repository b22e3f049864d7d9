// The home's Popular Categories carousel, each item linking to its listing.
import { listingPath } from "../catalog.ts";

export interface PopularCategory {
  label: string;
  category: string;
  subcategory: string;
  image: string;
  href: string;
}

function item(label: string, category: string, subcategory: string, image: string): PopularCategory {
  return {
    label,
    category,
    subcategory,
    image: `/images/categories/${image}.svg`,
    href: listingPath(category, subcategory),
  };
}

export const POPULAR_CATEGORIES: readonly PopularCategory[] = [
  item("Hero", "Artists", "Hero", "hero"),
  item("Heroine", "Artists", "Heroine", "heroine"),
  item("Director", "Writers & Directors", "Director", "director"),
  item("Assistant Director", "Writers & Directors", "Assistant Director", "assistant-director"),
  item("Beach", "Locations", "Beach", "beach"),
  item("Farmhouse", "Locations", "Farmhouse", "farmhouse"),
  item("Dancers", "Artists", "Dancers", "dancers"),
  // The catalog has no Choreographers subcategory: choreographers register as Artists › Dancers.
  item("Choreographers", "Artists", "Dancers", "choreographers"),
];

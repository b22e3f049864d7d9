import type { CardData } from "./cards.ts";
import { cityLabel, languageLabel, type CatalogTranslator } from "./catalog-names.ts";

/** A card's data with what it names from a fixed list (its languages, a named city) in the page's language. */
export function inLanguage(card: CardData, names: CatalogTranslator): CardData {
  return {
    ...card,
    city: card.city && cityLabel(names, card.city),
    languages: card.languages.map((language) => languageLabel(names, language)),
  };
}

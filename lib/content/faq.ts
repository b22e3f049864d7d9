import { ENGLISH_HOME, ENGLISH_SITE, type Translator } from "./words.ts";

// Questions answered on /faq; the home shows the first HOME_FAQ_COUNT beside the promo video, with their words in
// the "Home" catalog (faq.entries), which /faq reads too. The others' words are the "Site" catalog's.

export interface FaqEntry {
  question: string;
  answer: string;
}

export const HOME_FAQ_COUNT = 5;

/** The questions of /faq, in order, in the language of the translators. */
export function faqEntries(home: Translator<"Home">, site: Translator<"Site">): FaqEntry[] {
  return [
    { question: home("faq.entries.whoCanRegister.question"), answer: home("faq.entries.whoCanRegister.answer") },
    { question: home("faq.entries.cost.question"), answer: home("faq.entries.cost.answer") },
    { question: home("faq.entries.profileContents.question"), answer: home("faq.entries.profileContents.answer") },
    { question: home("faq.entries.beingFound.question"), answer: home("faq.entries.beingFound.answer") },
    { question: home("faq.entries.genuineOpenings.question"), answer: home("faq.entries.genuineOpenings.answer") },
    { question: site("faq.childArtist.question"), answer: site("faq.childArtist.answer") },
    { question: site("faq.contactDetails.question"), answer: site("faq.contactDetails.answer") },
    { question: site("faq.screenshots.question"), answer: site("faq.screenshots.answer") },
  ];
}

/** The questions in English. */
export const FAQ: readonly FaqEntry[] = faqEntries(ENGLISH_HOME, ENGLISH_SITE);

// Text that asks talent for money: the commonest scam talent meets. `moneyRequestIn` folds the text first
// (./text-folding.ts: look-alike letters, invisible characters, emoji, letter- and digit-spacing), finds the
// words of a payment (./money-vocabulary.ts) and judges them sentence by sentence: a fee for registration or a
// portfolio shoot, a payment talent is told to make ("pay ₹500", "fees jama karo", "शुल्क जमा करें"), an amount
// with a payment app, a condition ("to confirm your slot", "compulsory") or a fee word. A production paying
// talent ("we pay", "remuneration", "₹5,000 per day") is not a request, nor a fee that a negation governs
// ("no registration fee", "registration fee: nil", "koi fees nahi"), a member's own rate ("my fee"), a rental's
// price and deposit, a question ("is there any fee?"), or a warning or report ("never pay anyone", "beware of
// agents asking for ₹500"); a negation merely nearby ("not a scam") does not count. How well it does on texts
// written blind: docs/security.md.

import { fold, joined, originalOf, unspaced, type Folded } from "./text-folding.ts";
import * as V from "./money-vocabulary.ts";
import { AppError } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const indian = (words: string[]) => words.map((w) => escape(fold(w).text)).join("|");

/** A regular-expression source for a list of words, each a whole word (Indian words may take endings). */
function source(words: V.Words): string {
  const parts: string[] = [];
  if (words.latin.length) parts.push(`(?<![\\p{L}\\p{M}\\p{N}])(?:${words.latin.join("|")})(?![\\p{L}\\p{M}])`);
  if (words.indian.length) parts.push(`(?<![\\p{L}\\p{M}])(?:${indian(words.indian)})[\\p{L}\\p{M}]*`);
  return parts.join("|");
}

const CUR = `(?<![\\p{L}\\p{M}])(?:₹|${V.CURRENCY.latin.join("|")}|(?:${indian(V.CURRENCY.indian)})[\\p{L}\\p{M}]*)`;
const NUM = "(?:\\d{1,3}(?:,\\d{2,3})+|\\d+)(?:\\.\\d+)?(?:\\s*(?:k|lakhs?|lacs?|thousand|hazaa?r|crores?|cr|हजार))?";
/** An amount with its currency: "₹500", "Rs.999", "2,000/-", "500 rupaye", "५०० रुपये". */
const AMOUNT = `${CUR}\\s*\\.?\\s*[:\\-]?\\s*${NUM}(?:\\s*\\/-)?|(?<![\\p{L}\\p{N}.,])${NUM}\\s*(?:\\/-|${CUR}\\.?|(?:${V.CURRENCY_AFTER})(?![\\p{L}]))`;
const UNITS =
  "years?|yrs?|yo|age|days?|months?|hours?|hrs?|mins?|minutes?|seconds?|secs?|cm|kg|ft|feet|inch\\w*|am|pm|%|" +
  "photos?|pics?|pictures?|words?|episodes?|people|members?|artists?|candidates?|roles?|followers?|sq|st|nd|rd|th|din|" +
  "applicants?|seats?|slots?|shortlisted|selected|entries|views|subscribers?|log|logon";
/** A number in words: "five hundred", "two thousand", "paanch sau", "पाँच सौ". */
const IN_WORDS =
  `(?<![\\p{L}\\p{M}])(?:(?:${V.NUMBER_WORDS})\\s+(?:${V.NUMBER_SCALES})|${V.NUMBER_WHOLE.latin.join("|")}|` +
  `${indian(V.NUMBER_WHOLE.indian)})(?![\\p{L}\\p{M}])`;
/** A bare number that may be an amount next to a fee or a payment: "fee 2000", "500 jama karo". */
const BARE = `(?:(?<![\\p{L}\\p{N}.,:\\/+#-])(?:\\d{1,3}(?:,\\d{2,3})+|\\d{3,7}|\\d{1,3}\\s*(?:k|lakhs?|lacs?))(?![\\p{N}])|${IN_WORDS})(?!\\s*(?:${UNITS})(?![\\p{L}]))`;

type Kind =
  | "fee"
  | "feeNoun"
  | "purpose"
  | "nextToFee"
  | "money"
  | "amount"
  | "bare"
  | "verb"
  | "after"
  | "app"
  | "payTo"
  | "condition"
  | "hirer";

const KINDS: [Kind, RegExp][] = (
  [
    ["amount", AMOUNT],
    ["bare", BARE],
    ["fee", source(V.FEE)],
    ["feeNoun", source(V.FEE_NOUN)],
    ["purpose", source(V.PURPOSE)],
    ["nextToFee", source(V.PURPOSE_NEXT_TO_FEE)],
    ["money", source(V.MONEY)],
    ["verb", source(V.PAY_VERB)],
    ["after", source(V.PAY_AFTER)],
    ["app", source(V.APP)],
    ["payTo", source(V.PAY_TO)],
    ["condition", source(V.CONDITION)],
    ["hirer", source(V.HIRER_PAYS)],
  ] as [Kind, string][]
).map(([kind, s]) => [kind, new RegExp(s, "gu")]);

interface Hit {
  kind: Kind;
  start: number;
  end: number;
}

const re = (s: string, flags = "u") => new RegExp(s, flags);
const FILLERS = `(?:${V.FILLER})`;
const PUNCT_GAP = "[\\s\\-:=()\"'“”‘’]*";
const NEG_BEFORE = re(
  `(?:^|[^\\p{L}\\p{M}])(?:${V.NEGATE_BEFORE.latin.join("|")}|${indian(V.NEGATE_BEFORE.indian)})` +
    `(?:[\\s,/&]+(?:${FILLERS}|${V.PURPOSE.latin.join("|")}|or|and|nor)(?![\\p{L}]))*\\s*$`,
);
const NEG_AFTER = re(
  `^(?:${PUNCT_GAP}${FILLERS}(?![\\p{L}]))*${PUNCT_GAP}(?:(?:${V.NEGATE_AFTER.latin.join("|")})(?![\\p{L}])|(?:${indian(V.NEGATE_AFTER.indian)}))`,
);
const NEG_BETWEEN = re(`(?:^|[^\\p{L}\\p{M}])(?:mat|nahi|nahin|nhi|never|not|मत|नहीं|नही)(?![\\p{L}\\p{M}])`);
const INDIAN_WORD = "[\\u0600-\\u06ff\\u0900-\\u0dff][\\p{L}\\p{M}]*";
/** Between a purpose and its fee: "registration fee", "registration ki fees", "पंजीकरण के लिए शुल्क". */
const PURPOSE_GAP = re(`^${PUNCT_GAP}(?:(?:${FILLERS}|${INDIAN_WORD})${PUNCT_GAP}){0,2}$`);
/** Between a fee and its purpose: "fee for registration", "charges towards the portfolio". */
const FEE_PURPOSE_GAP = re(`^\\s*(?:for|of|towards|ka|ki|ke|ke\\s+liye)\\s+(?:the\\s+|your\\s+|a\\s+)?$`);
/** Between a fee and its amount: "Fee: Rs 999", "fees of ₹500", "charges - 2000". */
const FEE_AMOUNT_GAP = re(`^${PUNCT_GAP}(?:(?:of|is|are|will|be|just|only|amount|hai|rs|approx)${PUNCT_GAP}){0,3}$`);
const HIRER_SUBJECT = re(V.HIRER_SUBJECT);
const TALENT_FEE_BEFORE = re(V.TALENT_FEE_BEFORE);
const TALENT_FEE_AFTER = re(
  `${V.TALENT_FEE_AFTER}|^\\s*(?:paid\\s+)?to\\s+(?:the\\s+)?(?:artists?|talent|actors?|you|models?)`,
);
const RATE = re(V.RATE);
const WARNING = re(source(V.WARNING));
const REPORTED = re(source(V.REPORTED_SCAM));
const RENTAL = re(source(V.RENTAL_QUOTE));
/** The words of a deposit, which a rental's own text may name freely. */
const DEPOSIT = /deposit|security|refundable|डिपॉजिट|सिक्योरिटी|డిపాజిట్|டெபாசிட்|ഡെപ്പോസിറ്റ്|ಠೇವಣಿ/u;
const OWN_BEFORE = re(`(?:^|[^\\p{L}\\p{M}])(?:${V.READERS_OWN})(?:[^\\S\\n]+[^\\s.,;!?]+){0,5}[^\\S\\n]*$`);
const COVERED_BEFORE = re(V.COVERED_BEFORE);
const MY_FEE_BEFORE = re(`(?:^|[^\\p{L}\\p{M}])(?:${V.MY_OWN})(?:\\s+[^\\s.,;!?]+){0,3}\\s*$`);
const SCAM = re(
  `(?<!(?:not|no|non)[\\s-]*)(?<![\\p{L}\\p{M}])(?:${V.SCAM_WORDS})(?![\\p{L}\\p{M}])(?![^.!?]{0,12}(?<![\\p{L}\\p{M}])(?:${V.NOT_AFTER})(?![\\p{L}\\p{M}]))`,
);
/** A question about a fee, not a request: "is there any registration fee?", "kya fees hai?". */
const ASKS_WHETHER = re(
  `(?:^|[:\\s])(?:is|are|do|does|did|will|would|should|can|kya)\\s+(?:there|i|we|you|it|any|koi)(?![\\p{L}])`,
);
const FEE_COVERED = re(V.FEE_COVERED);
/** The poster saying they ask: "we are only asking ₹500", which no report of someone else's ask says. */
const WE_ASK = /(?:^|\s)we\s+(?:are\s+|'re\s+)?(?:only\s+)?(?:ask|charg)/u;
const OBJECT_GAP = /^[^,;]{0,40}$/u;
const SENTENCE = /[\n!?।॥;۔؟]+|\.{2,}|(?<!(?:rs|inr|no|nos|vs|approx|mr|mrs|ms|dr|रु|રૂ|ਰੁ|రూ|ரூ|ರೂ))\.(?=\s+\p{L})/gu;

function hitsIn(text: string): Hit[] {
  const hits: Hit[] = [];
  for (const [kind, pattern] of KINDS) {
    for (const m of text.matchAll(pattern)) {
      if (m[0].trim()) hits.push({ kind, start: m.index, end: m.index + m[0].length });
    }
  }
  // A bare number inside an amount is that amount.
  return hits
    .filter((h) => h.kind !== "bare" || !hits.some((a) => a.kind === "amount" && a.start <= h.start && a.end >= h.end))
    .sort((a, b) => a.start - b.start || b.end - a.end);
}

function sentences(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  for (const m of text.matchAll(SENTENCE)) {
    ranges.push([start, m.index]);
    start = m.index + m[0].length;
  }
  ranges.push([start, text.length]);
  return ranges;
}

interface Finding {
  rule: number;
  start: number;
  end: number;
}

/** One sentence of folded text, its hits, and the readings the rules share; `add` records what a rule found. */
function sentenceOf(text: string, from: number, to: number, hits: Hit[]) {
  const of = (...kinds: Kind[]) => hits.filter((h) => kinds.includes(h.kind));
  const gap = (a: Hit, b: Hit) => text.slice(Math.min(a.end, b.end), Math.max(a.start, b.start));
  const before = (h: Hit) => text.slice(from, h.start);
  const after = (h: Hit) => text.slice(h.end, to);
  const found: Finding[] = [];
  return {
    text,
    of,
    gap,
    /** The sentence speaks of whoever hires (a producer, the production), who may name money of their own. */
    hirer: of("hirer").length > 0,
    /** The sentence names something talent would pay: a fee, its purpose, a condition, an app or a way to pay. */
    talentPays: of("fee", "purpose", "condition", "app", "payTo").length > 0,
    isRate: (amount: Hit) => RATE.test(after(amount)),
    byHirer: (verb: Hit) => HIRER_SUBJECT.test(before(verb)) || /^\s*[:-]/u.test(after(verb)),
    talentsFee: (fee: Hit) =>
      TALENT_FEE_BEFORE.test(before(fee)) ||
      MY_FEE_BEFORE.test(before(fee)) ||
      TALENT_FEE_AFTER.test(after(fee)) ||
      FEE_COVERED.test(after(fee)) ||
      COVERED_BEFORE.test(before(fee)),
    found,
    add(rule: number, a: Hit, b: Hit) {
      const [first, last] = a.start <= b.start ? [a, b] : [b, a];
      const negated =
        NEG_BEFORE.test(before(first)) || NEG_AFTER.test(after(last)) || NEG_BETWEEN.test(gap(first, last));
      if (!negated) found.push({ rule, start: first.start, end: Math.max(a.end, b.end) });
    },
  };
}
type Sentence = ReturnType<typeof sentenceOf>;

/** 1. A fee for what talent is charged for: "registration fee", "portfolio charges", "security deposit". */
function feeForPurpose(s: Sentence): void {
  for (const fee of s.of("fee", "feeNoun")) {
    if (s.talentsFee(fee)) continue;
    for (const p of s.of("purpose", "nextToFee")) {
      if (p.end <= fee.start && PURPOSE_GAP.test(s.gap(p, fee))) s.add(1, p, fee);
      if (fee.kind === "fee" && fee.end <= p.start && p.kind === "purpose" && FEE_PURPOSE_GAP.test(s.gap(fee, p)))
        s.add(1, fee, p);
    }
  }
}

/** Whether an amount or money named beside a payment verb is the hirer's own (a rate, or a hirer paying). */
function hirersMoney(s: Sentence, o: Hit): boolean {
  if ((o.kind === "amount" || o.kind === "bare") && (s.isRate(o) || (s.hirer && !s.talentPays))) return true;
  return o.kind === "money" && s.hirer && !s.talentPays;
}

/** 3. Talent told to pay: "pay ₹500", "kindly deposit the registration amount", "send money on GPay". */
function toldToPay(s: Sentence): void {
  for (const verb of s.of("verb")) {
    if (s.byHirer(verb)) continue;
    const said = s.text.slice(verb.start, verb.end);
    const sends = /send|submit/u.test(said);
    // "buy our kit" is bought from the poster, where "pay our artists" is the poster paying.
    const ours = /buy|purchase/u.test(said) ? /(?:^|\s)(?:we|us)\s/u : /(?:^|\s)(?:we|us|our)\s/u;
    const objects = sends
      ? s.of("amount", "money", "fee", "app")
      : s.of("amount", "bare", "money", "fee", "feeNoun", "purpose", "app", "condition");
    for (const o of objects) {
      if (o.start < verb.end || !OBJECT_GAP.test(s.gap(verb, o)) || ours.test(s.gap(verb, o))) continue;
      if (hirersMoney(s, o)) continue;
      s.add(3, verb, o);
      break;
    }
  }
  // 3b. The same in Hinglish and Indian languages, where the verb follows: "500 jama karo", "paise bhejo".
  for (const verb of s.of("after")) {
    for (const o of s.of("amount", "bare", "money", "fee", "feeNoun", "purpose", "app")) {
      if (o.end > verb.start ? o.start - verb.end > 25 : !OBJECT_GAP.test(s.gap(o, verb))) continue;
      if (o.start < verb.end && o.end > verb.start) continue;
      if (hirersMoney(s, o)) continue;
      s.add(3, o, verb);
      break;
    }
  }
}

/** 4. An amount on a payment app: "GPay 999", "₹500 via UPI". 5. A fee with its amount: "Fee: Rs 999", "₹500 fees". */
function amountsNamed(s: Sentence): void {
  for (const app of s.of("app")) {
    for (const o of s.of("amount", "bare", "money", "fee", "purpose", "condition")) {
      if (o.kind !== "fee" && o.kind !== "purpose" && (s.hirer || (o.kind !== "condition" && s.isRate(o)))) continue;
      if (o.kind === "fee" && s.talentsFee(o)) continue;
      s.add(4, app, o);
      break;
    }
  }
  // Not the talent's own fee ("charges 2000" for a day of their work).
  for (const fee of s.of("fee")) {
    if (s.hirer || s.talentsFee(fee)) continue;
    for (const a of s.of("amount", "bare")) {
      const close =
        a.start >= fee.end ? FEE_AMOUNT_GAP.test(s.gap(fee, a)) : /^\s*(?:ka|ki|ke|of)?\s*$/u.test(s.gap(a, fee));
      if (close && !s.isRate(a)) s.add(5, fee, a);
    }
  }
}

/** 6 and 7: where no hirer is named, an amount or a fee for what talent is charged for, or made a condition. */
function chargedOrRequired(s: Sentence): void {
  if (s.hirer) return;
  // 6. An amount for what talent is charged for, or with a condition: "Rs.999 portfolio shoot (compulsory)".
  for (const a of s.of("amount", "money")) {
    if (a.kind === "amount" && s.isRate(a)) continue;
    for (const o of s.of("purpose", "condition")) {
      if (Math.abs(o.start - a.start) <= 60) s.add(6, a, o);
    }
  }
  for (const a of s.of("bare")) {
    if (s.isRate(a)) continue;
    for (const o of s.of("purpose")) if (a.end <= o.start && o.start - a.end <= 20) s.add(6, a, o);
  }
  // 7. A fee made a condition: "portfolio fees compulsory", "फीस अनिवार्य".
  for (const fee of s.of("fee")) {
    if (s.talentsFee(fee)) continue;
    for (const c of s.of("condition")) if (Math.abs(c.start - fee.start) <= 30) s.add(7, fee, c);
  }
  // 7b. What talent pays for made a condition, beside a number that is not a year or a rate: "membership
  // lena compulsory hai, 3000 ek saal ka".
  const aSum = (a: Hit) => !s.isRate(a) && !/^20[2-3]\d$/u.test(s.text.slice(a.start, a.end));
  if (s.of("bare").some(aSum)) {
    for (const p of s.of("purpose")) {
      for (const c of s.of("condition")) if (Math.abs(c.start - p.start) <= 30) s.add(7, p, c);
    }
  }
}

/** The first request for money in one sentence of folded text, or null. */
function judge(text: string, from: number, to: number, hits: Hit[]): Finding | null {
  const s = sentenceOf(text, from, to, hits);
  feeForPurpose(s);
  // 2. A way to pay that is only given to be paid: "UPI ID", "scan & pay", "account number" (the reader's own,
  // "your UPI ID", never reaches here: firstIn leaves it out).
  for (const to of s.of("payTo")) s.add(2, to, to);
  toldToPay(s);
  amountsNamed(s);
  chargedOrRequired(s);
  s.found.sort((a, b) => a.rule - b.rule || a.start - b.start);
  return s.found[0] ?? null;
}

/**
 * Whether a sentence asks for nothing, whatever its words: a warning against paying that names no amount or
 * way to pay ("never pay anyone", "पैसे न दें"), a report of what someone else asks ("beware of agents asking
 * for ₹500", "they messaged me and asked for a deposit"), a question about a fee, or a rental's own quote
 * (`rental`: whether the whole text has a rental's words, so that no other sentence needs reading for them).
 */
function asksNothing(sentence: string, priced: boolean, question: boolean, rental: boolean): boolean {
  if (!priced && (WARNING.test(sentence) || SCAM.test(sentence))) return true;
  if (question && ASKS_WHETHER.test(sentence)) return true;
  if (REPORTED.test(sentence) && !WE_ASK.test(sentence)) return true;
  return rental && RENTAL.test(sentence);
}

function firstIn(folded: Folded): Finding | null {
  const { text } = folded;
  const hits = hitsIn(text);
  // A rental's price and deposit are the owner's terms, in whichever sentence they come.
  const rental = RENTAL.test(text);
  for (const [from, to] of sentences(text)) {
    const inSentence = hits.filter((h) => h.start >= from && h.start < to);
    const priced = inSentence.some((h) => ["amount", "bare", "app", "payTo"].includes(h.kind));
    const question = text.slice(to).trimStart().startsWith("?");
    if (asksNothing(text.slice(from, to), priced, question, rental)) continue;
    // What talent is asked for, without the ways the reader is paid ("your UPI ID") or a rental's deposit.
    const asked = inSentence.filter(
      (h) =>
        !((h.kind === "app" || h.kind === "payTo") && OWN_BEFORE.test(text.slice(from, h.start))) &&
        !(rental && DEPOSIT.test(text.slice(h.start, h.end))),
    );
    const found = judge(text, from, to, asked);
    if (found) return found;
  }
  return null;
}

const MAX_PHRASE = 80;

/** The words in `text` that ask for money, as the member wrote them, or null when it asks for none. */
export function moneyRequestIn(text: string): string | null {
  const folded = fold(text);
  for (const view of [unspaced(folded), joined(folded)]) {
    const found = firstIn(view);
    if (found) {
      const phrase = originalOf(text, view, found.start, found.end);
      return phrase.length > MAX_PHRASE ? `${phrase.slice(0, MAX_PHRASE - 1)}…` : phrase;
    }
  }
  return null;
}

/** Why a call is held, as its poster reads it (stored with the call, in English). */
export function heldReasonFor(phrase: string): string {
  return `Your call mentions "${phrase}". Castfolio never lets a call ask talent for money, so it is held until our team has reviewed it. If the call does not ask applicants to pay, you need do nothing: it is published once reviewed.`;
}

/** What a refused text is to its writer, as the refusal names it (ApiErrors `messages.moneyRequest`). */
export type MoneyCheckedText =
  | "studioName"
  | "description"
  | "projectTitle"
  | "message"
  | "reason"
  | "auditionPlace"
  | "videoCallLink"
  | "note"
  | "answer"
  | "shortlistName";

/**
 * The one rule for a text that goes straight to other members and cannot be held for review (a studio's name
 * and description, an audition's place, a booking request's message): one that asks for money is refused
 * with a 400 naming the field (as `errors`) and the words. `fields` maps each field to its text and to what
 * its writer calls it (MoneyCheckedText).
 */
export function refuseMoneyRequests(
  fields: Record<string, { text: string | null | undefined; what: MoneyCheckedText }>,
): void {
  for (const [field, { text, what }] of Object.entries(fields)) {
    const phrase = text ? moneyRequestIn(text) : null;
    if (phrase) {
      const said = refusal("moneyRequest", { what, phrase });
      throw new AppError("invalid", said, { errors: { [field]: said.english } });
    }
  }
}

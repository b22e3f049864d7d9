// Spelling keys: Indian names are written in Latin letters many ways (Laxmi and Lakshmi, Deepa and Dipa,
// Bhavana and Bhavna, Shweta and Sveta). Each word gets one key that the usual variants share, stored with
// the member's search row (lib/search/facts.ts) and compared with the keys of what is typed
// (lib/search/conditions.ts), so that variants meet without widening what a typo matches. Browser-safe.

/** Words shorter than this have no key: a key of one or two letters would match half the directory. */
const MIN_LETTERS = 3;
/** Transposed spellings are tried for words this long and up to this long. */
const SWAP_LETTERS = { min: 4, max: 20 };
/** At most this many keys a member's name, and this many more for its vowels left out. */
const MAX_NAME_KEYS = 10;
const MAX_SLIP_KEYS = 20;
/** Words keyed this long or longer have their vowels' slips keyed too (vowelSlips). */
const SLIP_LETTERS = 5;
/** Marks a stored slip key: "murgan~" is Murugan with a vowel left out, not someone named Murgan. */
const SLIP_MARK = "~";

const VOWELS = "aeiou";
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.includes(c);
const isConsonant = (c: string | undefined) => c !== undefined && !isVowel(c);

/** Letters that are written for one sound: x, w, q, ph, a c that is not ch, ou and ow, a final y. */
function unifyLetters(word: string): string {
  return word
    .replace(/x/g, "ks")
    .replace(/ow(?![aeiou])/g, "au")
    .replace(/w/g, "v")
    .replace(/q/g, "k")
    .replace(/ph/g, "f")
    .replace(/c(?!h)/g, "k")
    .replace(/ou/g, "au")
    .replace(/y$/, "i");
}

/** An h after a consonant marks aspiration (bh, dh, th, kh, gh, jh, ch, sh), which many spellings leave out. */
function dropAspiration(word: string): string {
  let out = "";
  for (const c of word) if (!(c === "h" && out && isConsonant(out.at(-1)))) out += c;
  return out;
}

/**
 * The inherent "a" between two consonants that follow and precede a vowel (Bha-va-na spoken Bhav-na) is
 * written by some and not by others: dropped, left to right, so that Bhavana and Bhavna, Kamala and Kamla
 * meet. Only there: Ravi and Rani keep theirs, and stay apart.
 */
function dropSchwa(word: string): string {
  const letters = [...word];
  for (let i = 2; i < letters.length - 2; i++) {
    const [before, prev, c, next, after] = letters.slice(i - 2, i + 3);
    if (c === "a" && isVowel(before) && isConsonant(prev) && isConsonant(next) && isVowel(after)) {
      letters.splice(i, 1);
      i--;
    }
  }
  return letters.join("");
}

/**
 * The spelling key of one word ("Lakshmi" and "Laxmi" -> "laksmi"), or null for a word of fewer than three
 * letters or with letters other than a to z (after accents are taken off): those are matched as typed.
 */
export function spellingKey(word: string): string | null {
  const plain = word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  if (plain.length < MIN_LETTERS || !/^[a-z]+$/.test(plain)) return null;
  const unified = dropAspiration(unifyLetters(plain))
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/(.)\1+/g, "$1");
  return dropSchwa(unified);
}

/** The words of a text, as keys are made of them. */
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The key with one vowel left out where a hurried hand leaves it out, between two consonants ("murugan" ->
 * "mrugan", "murgan", "murugn"), for keys of five letters or more. A first or last vowel is never dropped:
 * Arjun and Arjuna, Red and Reddy stay apart.
 */
export function vowelSlips(key: string): string[] {
  if (key.length < SLIP_LETTERS) return [];
  const out = new Set<string>();
  for (let i = 1; i < key.length - 1; i++) {
    if (isVowel(key[i]) && isConsonant(key[i - 1]) && isConsonant(key[i + 1])) {
      out.add((key.slice(0, i) + key.slice(i + 1)).replace(/(.)\1+/g, "$1"));
    }
  }
  out.delete(key);
  return [...out];
}

/** How a name's slipped key is stored beside its own keys, so that a typed key meets only the slips. */
export const slipKey = (key: string) => `${key}${SLIP_MARK}`;

/** The keys of a member's name, each once: each word's own, then the slips of its vowels (vowelSlips). */
export function nameKeysOf(name: string): string[] {
  const keys = [
    ...new Set(
      wordsOf(name)
        .map(spellingKey)
        .filter((k): k is string => k !== null),
    ),
  ].slice(0, MAX_NAME_KEYS);
  const slips = keys.flatMap((key) => vowelSlips(key).map(slipKey));
  return [...keys, ...new Set(slips)].slice(0, MAX_NAME_KEYS + MAX_SLIP_KEYS);
}

/** The word with each pair of neighbouring letters swapped in turn ("Jsohi" -> "sJohi", "Joshi", …). */
function transpositions(word: string): string[] {
  const letters = [...word];
  if (letters.length < SWAP_LETTERS.min || letters.length > SWAP_LETTERS.max) return [];
  const out: string[] = [];
  for (let i = 0; i < letters.length - 1; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1], swapped[i]];
    out.push(swapped.join(""));
  }
  return out;
}

interface TermKeys {
  /** The key of the word as typed. */
  own: string[];
  /**
   * Near misses: the keys of the word with two neighbouring letters swapped (a fast typist's slip), and
   * with one vowel more or less than a name has ("Murgan" for Murugan, "Muruagan" too); none already own.
   */
  near: string[];
}

/** The keys a typed search term is compared with; both empty when the term is not one word of letters. */
export function termKeys(term: string): TermKeys {
  const [word, ...more] = wordsOf(term);
  const own = word && !more.length ? spellingKey(word) : null;
  if (!word || !own) return { own: [], near: [] };
  const swapped = transpositions(word)
    .map(spellingKey)
    .filter((k): k is string => k !== null && k !== own);
  // The typed word missing a vowel meets a name's stored slip; one with a vowel too many, the name's own key.
  const slips = own.length >= SLIP_LETTERS - 1 ? [slipKey(own), ...vowelSlips(own)] : [];
  return { own: [own], near: [...new Set([...swapped, ...slips])] };
}

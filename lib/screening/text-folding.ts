// Text folded for screening, with a map back to what the member wrote. Folding undoes the tricks that hide a
// word from a plain search: compatibility forms (full-width, mathematical letters), invisible format
// characters (zero-width space and joiners, soft hyphens), look-alike letters from Cyrillic and Greek, accents
// and the nukta of Indian scripts, the digits of the Indian scripts and of Urdu's, emoji (read as spaces), and
// case. `unspaced` closes up letter-spacing ("r e g i s t r a t i o n", "N O") and digit-spacing ("1 5 0 0");
// `joined` also closes up separators inside a word ("regi-stration", "fee.s") and digits standing for letters
// ("r3gistration").

export interface Folded {
  /** The folded text. */
  text: string;
  /** For each folded character, the index in the original text it came from. */
  from: number[];
}

const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ѕ: "s",
  і: "i",
  ї: "i",
  ј: "j",
  һ: "h",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ӏ: "l",
  п: "n",
  ь: "b",
  // Greek
  α: "a",
  β: "b",
  γ: "y",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  // Latin small capitals and other stand-ins
  ᴀ: "a",
  ʙ: "b",
  ᴄ: "c",
  ᴅ: "d",
  ᴇ: "e",
  ꜰ: "f",
  ɢ: "g",
  ʜ: "h",
  ɪ: "i",
  ᴊ: "j",
  ᴋ: "k",
  ʟ: "l",
  ᴍ: "m",
  ɴ: "n",
  ᴏ: "o",
  ᴘ: "p",
  ʀ: "r",
  ꜱ: "s",
  ᴛ: "t",
  ᴜ: "u",
  ᴠ: "v",
  ᴡ: "w",
  ʏ: "y",
  ᴢ: "z",
  ɑ: "a",
  ɡ: "g",
  ı: "i",
  ℓ: "l",
  // Arabic letters for Urdu's own: yeh and kaf
  ي: "ی",
  ى: "ی",
  ك: "ک",
};

/**
 * Accents on Latin letters, the nukta of Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Telugu and Kannada, the
 * short vowels and other marks of Urdu's script, and emoji variation selectors.
 */
const DROPPED_MARKS = /[\u0300-\u036f\u093c\u09bc\u0a3c\u0abc\u0b3c\u0c3c\u0cbc\u064b-\u065f\u0670\ufe00-\ufe0f]/gu;
const FORMAT = /\p{Cf}/gu;
/** Emoji and pictographs read as a space: "reg 🎬 fee" is "reg fee", "pay🙏500" is "pay 500". */
const PICTOGRAPH = /^[\p{Extended_Pictographic}\u{1f3fb}-\u{1f3ff}]$/u;
/** The first code point of each run of ten digits in the Indian scripts and in Urdu's. */
const DIGIT_ZEROS = [0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66];

function foldChar(ch: string): string {
  const code = ch.codePointAt(0)!;
  for (const zero of DIGIT_ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero);
  if (PICTOGRAPH.test(ch)) return " ";
  const plain = ch.normalize("NFKD").replace(DROPPED_MARKS, "").replace(FORMAT, "").toLowerCase();
  return [...plain].map((c) => LOOK_ALIKES[c] ?? c).join("");
}

/** The text folded character by character, each folded character mapped to its origin. */
export function fold(text: string): Folded {
  let out = "";
  const from: number[] = [];
  let index = 0;
  for (const ch of text) {
    const folded = foldChar(ch);
    for (let i = 0; i < folded.length; i++) from.push(index);
    out += folded;
    index += ch.length;
  }
  return { text: out, from };
}

function keep(source: Folded, drop: (i: number) => boolean, replace?: (i: number) => string): Folded {
  let text = "";
  const from: number[] = [];
  for (let i = 0; i < source.text.length; i++) {
    if (drop(i)) continue;
    text += replace ? replace(i) : source.text[i];
    from.push(source.from[i]);
  }
  return { text, from };
}

const LETTER = /[\p{L}\p{M}]/u;
/** Two or more spaced Latin letters ("N O"), three or more of other scripts (whose one-letter words are common). */
const SPACED_LETTERS =
  /(?<![\p{L}\p{M}])(?:[a-z](?:[\s\-._*·•|~][a-z](?![\p{L}\p{M}]))+|\p{L}\p{M}*(?:[\s\-._*·•|~]\p{L}\p{M}*(?![\p{L}\p{M}])){2,})/gu;
const SPACED_DIGITS = /(?<![\p{L}\p{M}\p{N}])\d(?:[ \-._*·•|~]\d(?![\p{L}\p{M}\p{N}])){2,}/gu;
const SEPARATOR = /[-._*·•|~'’`^+=/\\]/u;
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

/**
 * The folded text with words closed up: separators between two letters dropped, digits and symbols between
 * letters read as letters, then letter-spacing and digit-spacing closed (unspaced).
 */
export function joined(source: Folded): Folded {
  const t = source.text;
  const isLetter = (i: number) => i >= 0 && i < t.length && LETTER.test(t[i]);
  // Look-alike digits and symbols inside a word: "r3gistration", "p@y".
  const leet = keep(
    source,
    () => false,
    (i) => {
      const ch = t[i];
      if (!(ch in LEET)) return ch;
      let a = i - 1;
      while (a >= 0 && t[a] in LEET) a--;
      let b = i + 1;
      while (b < t.length && t[b] in LEET) b++;
      return isLetter(a) && isLetter(b) ? LEET[ch] : ch;
    },
  );
  const u = leet.text;
  const letterAt = (i: number) => i >= 0 && i < u.length && LETTER.test(u[i]);
  // Separators inside a word: "regi-stration", "fee.s", "u.p.i".
  const closed = keep(leet, (i) => SEPARATOR.test(u[i]) && letterAt(i - 1) && letterAt(i + 1));
  return unspaced(closed);
}

/** The folded text with letter-spacing ("p a y", "f e e s") and digit-spacing ("1 5 0 0") closed up. */
export function unspaced(source: Folded): Folded {
  const v = source.text;
  const gaps = new Set<number>();
  // Single letters, each with its marks, one space or separator apart.
  for (const match of v.matchAll(SPACED_LETTERS)) {
    for (let i = match.index; i < match.index + match[0].length; i++) if (!LETTER.test(v[i])) gaps.add(i);
  }
  for (const match of v.matchAll(SPACED_DIGITS)) {
    for (let i = match.index; i < match.index + match[0].length; i++) if (!/\d/u.test(v[i])) gaps.add(i);
  }
  return keep(source, (i) => gaps.has(i));
}

/** What the member wrote between two folded positions, on one line. */
export function originalOf(original: string, folded: Folded, start: number, end: number): string {
  const first = folded.from[start] ?? 0;
  const lastFrom = folded.from[Math.max(start, end - 1)] ?? first;
  const last = lastFrom + (original.codePointAt(lastFrom)! > 0xffff ? 2 : 1);
  return original.slice(first, last).replace(/\s+/gu, " ").trim();
}

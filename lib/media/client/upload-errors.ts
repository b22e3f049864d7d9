import { useLocale, useTranslations } from "next-intl";
import type { UploadAnswer } from "../../client/upload.ts";
import { DEFAULT_LOCALE } from "../../i18n/locales.ts";
import type { PageClientWords } from "../../i18n/messages.ts";
import { withFieldLabels } from "./field-labels.ts";

// An upload's refusal in the page's language, for the site's uploads: the settings page's (pictures, the profile
// form's files) and a call page's self-tape (components/jobs/ApplyForm.tsx).
// The API refuses an upload in lib's English, naming the file field as a client sends it ("videoUpload: the file
// is larger than 200 MB"). Asked in Hindi, Telugu or Tamil, its `message` says what the refusal's code means in
// general ("This is larger than allowed.") and `errors` keeps lib's English under the field (lib/i18n/api-errors.ts).
// Here that English is recognised by the pattern it was made from and said again from the "uploads" words of
// "SettingsClient", the field named as the form labels it in the page's language. An English page reads the
// API's message as it always has, with the form's labels for the API's field names (withFieldLabels).
//
// UPLOAD_ERROR_PATTERNS is the English of those words: messages/en/SettingsClient.json holds each at its key, and
// tests/unit/upload-errors.test.ts checks that each is lib's and reads, in English, as withFieldLabels shows it.

/** Each upload refusal the site's uploads can meet, by its key in "SettingsClient": lib's English, arguments as ICU. */
export const UPLOAD_ERROR_PATTERNS = {
  // lib/media/parse-upload.ts and prepare-media.ts: `${field}: ${reason}` (lib/media/errors.ts UploadError).
  "uploads.tooLarge": "{field}: the file is larger than {size}",
  "uploads.notImage": "{field}: the file is not a JPG, PNG, GIF or WebP image",
  "uploads.notVideo": "{field}: the file is not a video",
  "uploads.notDocument": "{field}: the file is not a PDF, DOC or DOCX document",
  "uploads.notWorkSample": "{field}: the file is not an image, PDF, DOC, DOCX, TXT, XLS or XLSX file",
  "uploads.empty": "{field}: the file is empty",
  "uploads.unreadable": "{field}: the image cannot be read",
  "uploads.tooManyPixels": "{field}: the image has too many pixels",
  "uploads.pixels": "{field}: the image is {width} x {height} pixels; at most {megapixels} megapixels are accepted",
  "uploads.notTaken": "{field}: this form does not take a file here",
  "uploads.onlyOne": "{field}: only one file is accepted",
  "uploads.atMost": "{field}: at most {max} files are accepted in {group}",
  // lib/profiles/save.ts: a save that would keep more files than a member may (under the first new file's field).
  "uploads.photosKept":
    "You can keep at most {max} photos in your gallery: you have {kept}, and this save adds {adding}. Delete some first.",
  "uploads.samplesKept":
    "You can keep at most {max} previous work samples: you have {kept}, and this save adds {adding}. Delete some first.",
} as const;

/** The values a message was made with, by the names of its pattern's arguments. */
type MessageValues = Record<string, string>;

interface Compiled<K extends string> {
  key: K;
  regex: RegExp;
  names: string[];
  /** Characters of the pattern outside its arguments: the more, the more specific. */
  literal: number;
}

const ARGUMENT = /\{(\w+)\}/g;
/**
 * What an argument matches: anything, but a field's name (`label`) holds no sentence's punctuation, so that
 * "{label} is required" does not take a whole summary ("Invalid input. email: …; password: Password is required").
 */
const argumentSource = (name: string) => (name === "label" ? "([^.:;!?\\n]+?)" : "(.+?)");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern ("Password must be at least {min} characters") as an anchored regular expression and its arguments. */
function compilePattern(pattern: string): { regex: RegExp; names: string[]; literal: number } {
  const names: string[] = [];
  let source = "";
  let literal = 0;
  let last = 0;
  for (const match of pattern.matchAll(ARGUMENT)) {
    const text = pattern.slice(last, match.index);
    source += escape(text);
    literal += text.length;
    source += argumentSource(match[1]);
    names.push(match[1]);
    last = match.index + match[0].length;
  }
  source += escape(pattern.slice(last));
  literal += pattern.length - last;
  return { regex: new RegExp(`^${source}$`, "s"), names, literal };
}

function compile<K extends string>(patterns: Readonly<Record<K, string>>): Compiled<K>[] {
  return (Object.entries(patterns) as [K, string][])
    .map(([key, pattern]) => ({ key, ...compilePattern(pattern) }))
    .sort((a, b) => b.literal - a.literal || a.key.localeCompare(b.key));
}

const compiledTables = new WeakMap<object, Compiled<string>[]>();

/**
 * Which pattern of a table an English message was made from, and with what values; undefined when none. The most
 * specific pattern wins ("Password must be at least {min} characters" before "{label} must be at least {min}").
 */
function matchPattern<K extends string>(
  patterns: Readonly<Record<K, string>>,
  message: string,
): { key: K; values: MessageValues } | undefined {
  let compiled = compiledTables.get(patterns) as Compiled<K>[] | undefined;
  if (!compiled) {
    compiled = compile(patterns);
    compiledTables.set(patterns, compiled);
  }
  for (const entry of compiled) {
    const found = entry.regex.exec(message);
    if (found)
      return { key: entry.key, values: Object.fromEntries(entry.names.map((name, i) => [name, found[i + 1]])) };
  }
  return undefined;
}

/** The API's file fields (and the "image1..N" a count names), by the key of their name in "SettingsClient". */
const FIELD_KEYS: readonly (readonly [RegExp, string])[] = [
  [/^videoUpload$/, "uploads.fields.video"],
  [/^pdfUpload$/, "uploads.fields.portfolio"],
  [/^profilePic$/, "uploads.fields.profilePicture"],
  [/^coverPic$/, "uploads.fields.coverPicture"],
  [/^image(?:1\.\.N|\d+)$/, "uploads.fields.images"],
  [/^file(?:1\.\.N|\d+)$/, "uploads.fields.workSamples"],
  [/^selfTape$/, "uploads.fields.selfTape"],
];
/** The arguments of UPLOAD_ERROR_PATTERNS that hold an API field name. */
const FIELD_ARGUMENTS = ["field", "group"] as const;

/** What a translator of "SettingsClient" must do (next-intl's `useTranslations`, `createTranslator`). */
export type UploadWordsTranslator = (key: string, values?: Record<string, string>) => string;

/**
 * lib's English refusal of an upload in the translator's words, the fields by the form's names for them;
 * undefined for a message no pattern knows, or one naming a field that has no name here.
 */
export function uploadErrorText(t: UploadWordsTranslator, message: string): string | undefined {
  const match = matchPattern(UPLOAD_ERROR_PATTERNS, message);
  if (!match) return undefined;
  const values = { ...match.values };
  for (const name of FIELD_ARGUMENTS) {
    if (values[name] === undefined) continue;
    const key = FIELD_KEYS.find(([field]) => field.test(values[name]))?.[1];
    if (!key) return undefined;
    values[name] = t(key);
  }
  return t(match.key, values);
}

/**
 * What a refused upload says to its sender, from the API's answer: in English the answer's message with the form's
 * labels, as always; in another language the reason lib gave for a field, in that language, when it is an upload's
 * (else the answer's message, already in the page's language).
 */
export function uploadRefusalText(
  t: UploadWordsTranslator,
  locale: string,
  body: UploadAnswer["body"],
): string | undefined {
  if (locale !== DEFAULT_LOCALE)
    for (const message of Object.values(body.errors ?? {})) {
      const text = uploadErrorText(t, message);
      if (text !== undefined) return text;
    }
  return withFieldLabels(body.message);
}

/** One field's message of a refused upload (the answer's `errors`), as uploadRefusalText reads it. */
export function uploadFieldText(t: UploadWordsTranslator, locale: string, message: string): string | undefined {
  return (locale === DEFAULT_LOCALE ? undefined : uploadErrorText(t, message)) ?? withFieldLabels(message);
}

/**
 * What useUploadErrorText reads of "SettingsClient": the group a page that sends no more of the namespace gives
 * with `<PageWords namespaces={UPLOAD_ERROR_WORDS}>` (a call page, around its ApplyForm: components/jobs/ApplyBox.tsx).
 */
export const UPLOAD_ERROR_WORDS = ["SettingsClient.uploads"] as const satisfies readonly PageClientWords[];

/**
 * For client components that upload: the two readings above. Their page gives "SettingsClient" (the settings
 * page) or UPLOAD_ERROR_WORDS.
 */
export function useUploadErrorText() {
  const locale = useLocale();
  const t = useTranslations("SettingsClient") as unknown as UploadWordsTranslator;
  return {
    refusal: (body: UploadAnswer["body"]) => uploadRefusalText(t, locale, body),
    field: (message: string) => uploadFieldText(t, locale, message),
  };
}

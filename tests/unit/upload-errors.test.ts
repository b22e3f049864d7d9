import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { ROOT, sourceFiles } from "../helpers/source";
import { catalog, leaves, translatorOf } from "../helpers/catalogs";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { withFieldLabels } from "@/lib/media/client/field-labels";
import {
  UPLOAD_ERROR_PATTERNS,
  uploadErrorText,
  uploadFieldText,
  uploadRefusalText,
  type UploadWordsTranslator,
} from "@/lib/media/client/upload-errors";
import { CLASS_DESCRIPTIONS } from "@/lib/media/sniff";

// The settings page's upload refusals in the page's language (lib/media/client/upload-errors.ts): each pattern is
// an English refusal lib really makes, the English catalog holds exactly the patterns, English reads word for word
// as the page always showed it (withFieldLabels), and Hindi, Telugu and Tamil say the whole of it, the field too.

// lib/media and lib/profiles (not the browser's copy of the patterns), with the templates that take their words from
// a table ("the file is not ${CLASS_DESCRIPTIONS[…]}", "You can keep at most ${max} ${what}: …") read as the
// refusals they make.
const source = [
  ...sourceFiles(path.join(ROOT, "lib", "media"), ["client"]),
  ...sourceFiles(path.join(ROOT, "lib", "profiles"), ["client"]),
]
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");
const kept = [...source.matchAll(/\bwhat: "([^"]+)"/g)].map((found) => found[1]);
const libSource = source
  .replace(/`the file is not \$\{CLASS_DESCRIPTIONS\[[^\]]+\]\}`/, () =>
    Object.values(CLASS_DESCRIPTIONS)
      .map((description) => `"the file is not ${description}"`)
      .join("\n"),
  )
  .replace(/`(You can keep at most \$\{max\} )\$\{what\}([^`]*)`/, (_, head: string, tail: string) =>
    kept.map((what) => `\`${head}${what}${tail}\``).join("\n"),
  );

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A pattern as it can be written in TypeScript: its arguments as `${…}` in a template, or as plain words. */
function writtenAs(pattern: string): RegExp {
  const parts = pattern.split(/\{\w+\}/).map(escape);
  return new RegExp(`["'\`]${parts.join("(?:\\$\\{[^{}]*\\}|[^\"'`\\n]*?)")}["'\`]`);
}

const translator = (locale: Locale) => translatorOf(locale, "SettingsClient") as unknown as UploadWordsTranslator;

/** Messages as lib makes them, one or more per pattern, with the fields each can name. */
const SAMPLES: Record<keyof typeof UPLOAD_ERROR_PATTERNS, string[]> = {
  "uploads.tooLarge": ["videoUpload: the file is larger than 200 MB", "pdfUpload: the file is larger than 10 MB"],
  "uploads.notImage": [
    "profilePic: the file is not a JPG, PNG, GIF or WebP image",
    "coverPic: the file is not a JPG, PNG, GIF or WebP image",
    "image3: the file is not a JPG, PNG, GIF or WebP image",
  ],
  "uploads.notVideo": ["videoUpload: the file is not a video"],
  "uploads.notDocument": ["pdfUpload: the file is not a PDF, DOC or DOCX document"],
  "uploads.notWorkSample": ["file2: the file is not an image, PDF, DOC, DOCX, TXT, XLS or XLSX file"],
  "uploads.empty": ["pdfUpload: the file is empty"],
  "uploads.unreadable": ["image1: the image cannot be read"],
  "uploads.tooManyPixels": ["coverPic: the image has too many pixels"],
  "uploads.pixels": ["image2: the image is 9000 x 9000 pixels; at most 40 megapixels are accepted"],
  "uploads.notTaken": ["file1: this form does not take a file here"],
  "uploads.onlyOne": ["videoUpload: only one file is accepted"],
  "uploads.atMost": [
    "image31: at most 30 files are accepted in image1..N",
    "file11: at most 10 files are accepted in file1..N",
  ],
  "uploads.photosKept": [
    "You can keep at most 30 photos in your gallery: you have 28, and this save adds 5. Delete some first.",
  ],
  "uploads.samplesKept": [
    "You can keep at most 10 previous work samples: you have 10, and this save adds 1. Delete some first.",
  ],
};
const ALL_SAMPLES = Object.values(SAMPLES).flat();

/** The Latin words a translation keeps: file types, units and the "x" of a picture's size. */
const KEPT_LATIN = /\b(JPG|PNG|GIF|WebP|PDF|DOCX|DOC|TXT|XLSX|XLS|MB|x)\b/g;

describe("the upload refusals' patterns", () => {
  it("are simple ICU messages, held word for word by the English catalog", () => {
    const english = leaves(catalog("en", "SettingsClient"));
    for (const [key, pattern] of Object.entries(UPLOAD_ERROR_PATTERNS)) {
      for (const element of parse(pattern)) expect([TYPE.literal, TYPE.argument], key).toContain(element.type);
      expect(english.get(key), key).toBe(pattern);
    }
  });

  it("are each a refusal lib really makes", () => {
    expect(libSource).toContain("`${field}: ${reason}`");
    const missing = Object.values(UPLOAD_ERROR_PATTERNS)
      .map((pattern) => pattern.replace(/^\{field\}: /, ""))
      .filter((reason) => !writtenAs(reason).test(libSource));
    expect(missing).toEqual([]);
  });

  it("are each recognised in a message lib makes", () => {
    for (const [key, messages] of Object.entries(SAMPLES))
      for (const message of messages) expect(uploadErrorText(translator("en"), message), key).toBeDefined();
  });
});

describe("an upload refusal on the settings page", () => {
  it("reads in English exactly as before, the form's labels for the API's field names", () => {
    const t = translator("en");
    for (const message of ALL_SAMPLES) {
      expect(uploadErrorText(t, message)).toBe(withFieldLabels(message));
      expect(uploadFieldText(t, "en", message)).toBe(withFieldLabels(message));
      expect(uploadRefusalText(t, "en", { message, errors: { videoUpload: message } })).toBe(withFieldLabels(message));
    }
    expect(uploadErrorText(t, "videoUpload: the file is larger than 200 MB")).toBe(
      "Video: the file is larger than 200 MB",
    );
  });

  it("reads wholly in Hindi, Telugu and Tamil, the field named in the page's language", () => {
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const t = translator(locale);
      for (const message of ALL_SAMPLES) {
        const text = uploadErrorText(t, message);
        expect(text, `${locale}: ${message}`).toBeDefined();
        expect(text!.replace(KEPT_LATIN, ""), `${locale}: ${text}`).not.toMatch(/[A-Za-z]/);
      }
    }
    expect(uploadErrorText(translator("hi"), "videoUpload: the file is larger than 200 MB")).toBe(
      "वीडियो: फ़ाइल 200 MB से बड़ी है",
    );
    expect(uploadErrorText(translator("te"), "image31: at most 30 files are accepted in image1..N")).toBe(
      "ఫోటోలు: ఫోటోలు విభాగంలో గరిష్ఠంగా 30 ఫైల్స్ మాత్రమే తీసుకుంటాం",
    );
    expect(uploadErrorText(translator("ta"), "profilePic: the file is not a JPG, PNG, GIF or WebP image")).toBe(
      "ப்ரொஃபைல் படம்: இந்தக் கோப்பு JPG, PNG, GIF அல்லது WebP படம் அல்ல",
    );
  });

  it("takes lib's reason from the field's message of an answer in another language", () => {
    const body = {
      success: false,
      message: "यह तय सीमा से बड़ा है।",
      errors: { pdfUpload: "pdfUpload: the file is larger than 10 MB" },
    };
    expect(uploadRefusalText(translator("hi"), "hi", body)).toBe("पोर्टफ़ोलियो: फ़ाइल 10 MB से बड़ी है");
    expect(uploadFieldText(translator("hi"), "hi", body.errors.pdfUpload)).toBe("पोर्टफ़ोलियो: फ़ाइल 10 MB से बड़ी है");
  });

  it("keeps the answer's own message where lib's reason is not an upload's it knows", () => {
    const t = translator("hi");
    const validation = {
      message: "आपकी भेजी कुछ जानकारी सही नहीं है: हर फ़ील्ड के पास लिखा मैसेज देखें।",
      errors: { fullName: "नाम ज़रूरी है" },
    };
    expect(uploadRefusalText(t, "hi", validation)).toBe(validation.message);
    expect(uploadFieldText(t, "hi", "नाम ज़रूरी है")).toBe("नाम ज़रूरी है");
    // A field the form has no name for: the API's field name is not put into a Hindi sentence.
    expect(uploadErrorText(t, "userId: the file is empty")).toBeUndefined();
    expect(uploadRefusalText(t, "hi", { message: "यह तय सीमा से बड़ा है।" })).toBe("यह तय सीमा से बड़ा है।");
    expect(uploadRefusalText(t, "hi", {})).toBeUndefined();
  });
});

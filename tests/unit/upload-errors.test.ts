import { describe, expect, it } from "vitest";
import { catalog, translatorOf, type Tree } from "../helpers/catalogs";
import { refusalIn } from "@/lib/i18n/api-errors";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { uploadRefusalText, withFieldNames, type UploadWordsTranslator } from "@/lib/media/client/upload-errors";
import { UploadError, type FileProblem } from "@/lib/media/errors";

// An upload's refusal by key: lib names the problem with a file ("FormErrors" uploads.*) and its field, the API says
// it in the request's language, and the page puts the form's name of the field in place of the API's
// (lib/media/client/upload-errors.ts).

const fieldNames = (locale: Locale) => translatorOf(locale, "SettingsClient") as unknown as UploadWordsTranslator;
const refused = (field: string, problem: FileProblem) => new UploadError("too-large", field, problem);
/** What the page shows: the API's message in the page's language, the field by the form's name. */
const shown = (error: UploadError, locale: Locale) =>
  uploadRefusalText(fieldNames(locale), { message: refusalIn(error, locale).message });

/** One refusal of every problem with a file, with the values lib gives it. */
const EVERY_PROBLEM: readonly [string, FileProblem][] = [
  ["videoUpload", { key: "uploads.tooLarge", values: { size: "200 MB" } }],
  ["profilePic", { key: "uploads.notImage" }],
  ["videoUpload", { key: "uploads.notVideo" }],
  ["pdfUpload", { key: "uploads.notDocument" }],
  ["file2", { key: "uploads.notWorkSample" }],
  ["pdfUpload", { key: "uploads.empty" }],
  ["image1", { key: "uploads.unreadable" }],
  ["coverPic", { key: "uploads.tooManyPixels" }],
  ["image2", { key: "uploads.pixels", values: { width: 9000, height: 9000, megapixels: 40 } }],
  ["file1", { key: "uploads.notTaken" }],
  ["selfTape", { key: "uploads.onlyOne" }],
  ["image31", { key: "uploads.atMost", values: { max: 30, group: "image1..N" } }],
];

/** The Latin words a translation keeps: file types, units and the "x" of a picture's size. */
const KEPT_LATIN = /\b(JPG|PNG|GIF|WebP|PDF|DOCX|DOC|TXT|XLSX|XLS|MB|x)\b/g;

describe("an upload's refusal", () => {
  it("reads in English as the API always said it, and with the form's names on the page", () => {
    const error = refused("videoUpload", { key: "uploads.tooLarge", values: { size: "200 MB" } });
    expect(refusalIn(error, "en")).toEqual({
      message: "videoUpload: the file is larger than 200 MB",
      errors: { videoUpload: "videoUpload: the file is larger than 200 MB" },
    });
    expect(shown(error, "en")).toBe("Video: the file is larger than 200 MB");
    expect(shown(refused("image31", { key: "uploads.atMost", values: { max: 30, group: "image1..N" } }), "en")).toBe(
      "Images: at most 30 files are accepted in Images",
    );
  });

  it("reads wholly in Hindi, Telugu and Tamil, the field named in the page's language", () => {
    for (const locale of LOCALES.filter((l) => l !== "en"))
      for (const [field, problem] of EVERY_PROBLEM) {
        const text = shown(refused(field, problem), locale)!;
        expect(text.replace(KEPT_LATIN, ""), `${locale}: ${text}`).not.toMatch(/[A-Za-z]/);
      }
    expect(shown(refused("videoUpload", { key: "uploads.tooLarge", values: { size: "200 MB" } }), "hi")).toBe(
      "वीडियो: फ़ाइल 200 MB से बड़ी है",
    );
    expect(shown(refused("image31", { key: "uploads.atMost", values: { max: 30, group: "image1..N" } }), "te")).toBe(
      "ఫోటోలు: ఫోటోలు విభాగంలో గరిష్ఠంగా 30 ఫైల్స్ మాత్రమే తీసుకుంటాం",
    );
    expect(shown(refused("profilePic", { key: "uploads.notImage" }), "ta")).toBe(
      "ப்ரொஃபைல் படம்: இந்தக் கோப்பு JPG, PNG, GIF அல்லது WebP படம் அல்ல",
    );
  });

  it("covers every problem the catalog words", () => {
    const keys = Object.keys(catalog("en", "FormErrors").uploads as Tree).filter((key) => !key.endsWith("Kept"));
    expect(EVERY_PROBLEM.map(([, problem]) => problem.key.slice("uploads.".length)).sort()).toEqual(keys.sort());
  });

  it("keeps words that name no upload field as they are", () => {
    const t = fieldNames("hi");
    expect(withFieldNames(t, "नाम ज़रूरी है")).toBe("नाम ज़रूरी है");
    expect(withFieldNames(t, "userId: the file is empty")).toBe("userId: the file is empty");
    expect(withFieldNames(fieldNames("en"), "This call asks for a self-tape video: send it as selfTape.")).toBe(
      "This call asks for a self-tape video: send it as Self-tape video.",
    );
    expect(withFieldNames(t, undefined)).toBeUndefined();
  });
});

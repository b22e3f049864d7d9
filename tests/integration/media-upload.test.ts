import { readdir } from "node:fs/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { statusOf } from "@/lib/http";
import { parseUpload, PROFILE_FORM_RULES, TECHNICIAN_FORM_RULES, UploadError, type UploadRules } from "@/lib/media";
import { diskStorage, setStorage, type Storage } from "@/lib/storage";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import {
  brokenUploadRequest,
  createMember,
  DOCX,
  HTML_PAGE,
  MP4,
  PDF,
  pixelBombPng,
  saveUpload,
  solidPng,
  SVG_WITH_SCRIPT,
  uploadRequest,
  wordDoc,
  type Part,
} from "../helpers/media";
import { storedPaths, tempDir } from "../helpers/files";
import { inEnglish } from "../helpers/form-errors";

let t: TestDatabase;
let tmp: string;
let files: Storage;
let userId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  tmp = await tempDir("upload-tmp");
  process.env.UPLOAD_TMP_DIR = tmp;
  files = diskStorage(await tempDir("uploads"));
  setStorage(files);
  userId = await createMember(t.db.prisma);
});
afterAll(async () => {
  setStorage(undefined);
  delete process.env.UPLOAD_TMP_DIR;
  await t?.drop();
});
afterEach(async () => {
  // Whatever happened, no upload leaves a temporary file behind.
  expect(await readdir(tmp)).toEqual([]);
});

const withRule = (rules: UploadRules, field: string, change: object): UploadRules => ({
  ...rules,
  files: rules.files.map((rule) => (rule.field === field ? { ...rule, ...change } : rule)),
});

async function expectRefused(
  parts: Part[] | Request,
  status: number,
  message: string | RegExp,
  rules = PROFILE_FORM_RULES,
) {
  const request = Array.isArray(parts) ? uploadRequest(parts) : parts;
  const answer = await saveUpload(request, userId, rules);
  expect(answer.status).toBe(status);
  if (typeof message === "string") expect(answer.message).toBe(message);
  else expect(answer.message).toMatch(message);
  expect(await storedPaths(files)).toEqual([]);
  expect(await t.db.prisma.media.count()).toBe(0);
}

describe("uploads that are refused, with nothing stored", () => {
  it("refuses a PNG renamed .pdf as the portfolio (415)", async () => {
    await expectRefused(
      [{ name: "pdfUpload", file: { data: await solidPng(), filename: "portfolio.pdf", type: "application/pdf" } }],
      415,
      "pdfUpload: the file is not a PDF, DOC or DOCX document",
    );
  });

  it("refuses an SVG with a script as an image, whatever it is called (415)", async () => {
    await expectRefused(
      [{ name: "image1", file: { data: SVG_WITH_SCRIPT, filename: "logo.svg", type: "image/svg+xml" } }],
      415,
      "image1: the file is not a JPG, PNG, GIF or WebP image",
    );
    await expectRefused(
      [{ name: "profilePic", file: { data: SVG_WITH_SCRIPT, filename: "me.png", type: "image/png" } }],
      415,
      "profilePic: the file is not a JPG, PNG, GIF or WebP image",
    );
  });

  it("refuses an HTML file named .jpg (415)", async () => {
    await expectRefused(
      [{ name: "image1", file: { data: HTML_PAGE, filename: "photo.jpg", type: "image/jpeg" } }],
      415,
      "image1: the file is not a JPG, PNG, GIF or WebP image",
    );
  });

  it("refuses a decompression bomb: a small PNG declaring 30000 x 30000 pixels (413)", async () => {
    const bomb = await pixelBombPng();
    expect(bomb.length).toBeLessThan(1000);
    await expectRefused(
      [{ name: "image1", file: { data: bomb, filename: "small.png", type: "image/png" } }],
      413,
      /^image1: the image is 30000 x 30000 pixels/,
    );
  });

  it("refuses a truncated upload and one whose connection dropped (400)", async () => {
    const parts: Part[] = [
      { name: "fullName", value: "Asha" },
      { name: "image1", file: { data: await solidPng(400, 300), filename: "a.png", type: "image/png" } },
      { name: "pdfUpload", file: { data: PDF, filename: "cv.pdf", type: "application/pdf" } },
    ];
    const whole = (await uploadRequest(parts).arrayBuffer()).byteLength;
    await expectRefused(
      await brokenUploadRequest(parts, Math.floor(whole * 0.6), "truncated"),
      400,
      /incomplete or malformed/,
    );
    await expectRefused(await brokenUploadRequest(parts, Math.floor(whole * 0.6), "dropped"), 400, /interrupted/);
  });

  it("refuses a file over its field's limit, naming the field and the limit (413)", async () => {
    const rules = withRule(PROFILE_FORM_RULES, "videoUpload", { maxBytes: 64 * 1024 });
    const video = Buffer.concat([MP4, Buffer.alloc(200 * 1024)]);
    await expectRefused(
      [{ name: "videoUpload", file: { data: video, filename: "reel.mp4", type: "video/mp4" } }],
      413,
      "videoUpload: the file is larger than 64 KB",
      rules,
    );
  });

  it("refuses more files than a field takes, and files in fields that take none", async () => {
    const video = { data: MP4, filename: "reel.mp4", type: "video/mp4" };
    await expectRefused(
      [
        { name: "videoUpload", file: video },
        { name: "videoUpload", file: video },
      ],
      413,
      "videoUpload: only one file is accepted",
    );
    await expectRefused(
      [{ name: "file1", file: { data: PDF, filename: "a.pdf" } }],
      400,
      "file1: this form does not take a file here",
    );
    const three = withRule(PROFILE_FORM_RULES, "image1..N", {});
    const rules = { ...three, files: three.files.map((r) => (r.label === "image1..N" ? { ...r, maxCount: 2 } : r)) };
    const png = { data: await solidPng(), filename: "a.png", type: "image/png" };
    await expectRefused(
      [
        { name: "image1", file: png },
        { name: "image2", file: png },
        { name: "image3", file: png },
      ],
      413,
      "image3: at most 2 files are accepted in image1..N",
      rules,
    );
  });

  it("refuses an upload over the total limit, and one that declares too large a length before reading it", async () => {
    const rules = { ...PROFILE_FORM_RULES, maxTotalBytes: 100 * 1024 };
    const big = Buffer.concat([PDF, Buffer.alloc(150 * 1024)]);
    await expectRefused(
      [{ name: "pdfUpload", file: { data: big, filename: "cv.pdf", type: "application/pdf" } }],
      413,
      /larger than the upload limit/,
      rules,
    );
    const declared = new Request("http://castfolio.test/", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(2 * 1024 * 1024 * 1024) },
      body: "--x--",
    });
    await expectRefused(declared, 413, "the upload is larger than 300 MB");
  });

  it("refuses a body that is not multipart (415)", async () => {
    const json = new Request("http://castfolio.test/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    await expectRefused(json, 415, "expected a multipart/form-data upload");
  });

  it("refuses an empty named file and a text work sample with NUL bytes", async () => {
    await expectRefused(
      [{ name: "pdfUpload", file: { data: Buffer.alloc(0), filename: "cv.pdf", type: "application/pdf" } }],
      400,
      "pdfUpload: the file is empty",
    );
    const binary = Buffer.from("notes\0\0\0binary");
    await expectRefused(
      [{ name: "file1", file: { data: binary, filename: "notes.txt", type: "text/plain" } }],
      415,
      /^file1: the file is not an image, PDF/,
      TECHNICIAN_FORM_RULES,
    );
  });
});

describe("uploads that are accepted", () => {
  it("keeps text fields exactly as named, including nested and repeated names", async () => {
    const upload = await parseUpload(
      uploadRequest([
        { name: "userId", value: "u1" },
        { name: "director[notableMovies]", value: "Lagaan, Swades" },
        { name: "projects[current][0]", value: "Untitled thriller" },
        { name: "availableLocations", value: "Beach" },
        { name: "availableLocations", value: "Park" },
        { name: "__proto__", value: "plain" },
        { name: "videoUpload", file: { data: Buffer.alloc(0), filename: "", type: "application/octet-stream" } },
      ]),
      PROFILE_FORM_RULES,
    );
    try {
      expect(upload.fields["director[notableMovies]"]).toBe("Lagaan, Swades");
      expect(upload.fields["projects[current][0]"]).toBe("Untitled thriller");
      expect(upload.fields.availableLocations).toBe("Beach");
      expect(upload.values.availableLocations).toEqual(["Beach", "Park"]);
      expect(Object.getPrototypeOf(upload.fields)).toBe(Object.prototype);
      expect(Object.keys(upload.fields)).toContain("__proto__");
      // An empty file input (no file chosen) is no file at all.
      expect(upload.files).toEqual([]);
    } finally {
      await upload.cleanup();
    }
  });

  it("takes the real type from the bytes: PDF, DOC and DOCX portfolios, MP4 video, text and spreadsheets as samples", async () => {
    const cases: [string, Part["file"], string, UploadRules][] = [
      ["pdfUpload", { data: PDF, filename: "cv", type: "application/octet-stream" }, "pdf", PROFILE_FORM_RULES],
      ["pdfUpload", { data: wordDoc(), filename: "cv.doc", type: "application/msword" }, "doc", PROFILE_FORM_RULES],
      ["pdfUpload", { data: DOCX, filename: "cv.docx" }, "docx", PROFILE_FORM_RULES],
      ["videoUpload", { data: MP4, filename: "reel.bin" }, "mp4", PROFILE_FORM_RULES],
      [
        "file1",
        { data: Buffer.from("Lighting plan, día 1 ✓\n"), filename: "plan.txt", type: "text/plain" },
        "txt",
        TECHNICIAN_FORM_RULES,
      ],
      ["file1", { data: wordDoc(), filename: "sheet.doc" }, "doc", TECHNICIAN_FORM_RULES],
    ];
    for (const [name, file, ext, rules] of cases) {
      const upload = await parseUpload(uploadRequest([{ name, file }]), rules);
      try {
        expect(
          upload.files.map((f) => [f.field, f.ext]),
          `${name} ${file!.filename}`,
        ).toEqual([[name, ext]]);
      } finally {
        await upload.cleanup();
      }
    }
  });

  it("tells types apart when many uploads arrive at once", async () => {
    const kinds: [Part, string][] = [
      [{ name: "pdfUpload", file: { data: PDF, filename: "a.pdf" } }, "pdf"],
      [{ name: "pdfUpload", file: { data: DOCX, filename: "a.docx" } }, "docx"],
      [{ name: "pdfUpload", file: { data: wordDoc(), filename: "a.doc" } }, "doc"],
      [{ name: "videoUpload", file: { data: MP4, filename: "a.mp4" } }, "mp4"],
      [{ name: "image1", file: { data: await solidPng(), filename: "a.png" } }, "png"],
    ];
    const many = Array.from({ length: 20 }, (_, i) => kinds[i % kinds.length]);
    const uploads = await Promise.all(many.map(([part]) => parseUpload(uploadRequest([part]), PROFILE_FORM_RULES)));
    try {
      expect(uploads.map((u) => u.files[0]?.ext)).toEqual(many.map(([, ext]) => ext));
    } finally {
      await Promise.all(uploads.map((u) => u.cleanup()));
    }
  });

  it("refuses what the bytes say is not allowed even when the name and header say it is", async () => {
    const err = await parseUpload(
      uploadRequest([{ name: "videoUpload", file: { data: PDF, filename: "reel.mp4", type: "video/mp4" } }]),
      PROFILE_FORM_RULES,
    ).catch((e) => e);
    expect(err).toBeInstanceOf(UploadError);
    expect(statusOf(err)).toBe(415);
    expect(inEnglish(err.message)).toBe("videoUpload: the file is not a video");
  });
});

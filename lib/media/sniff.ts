import "server-only";
import { createReadStream } from "node:fs";
import { detectCfbf } from "@file-type/cfbf";
import { FileTypeParser } from "file-type/node";
import { mimeFromExtension } from "../storage/mime.ts";
import type { FileClass } from "./upload-rules.ts";

// The real type of an uploaded file comes from its bytes, never from its name or the type the browser
// claimed. SVG and HTML have no place in any class: as images they could carry scripts.

export interface DetectedType {
  ext: string;
  mime: string;
}

const IMAGE_EXTS = new Set(["jpg", "png", "gif", "webp"]);
const DOCUMENT_EXTS = new Set(["pdf", "doc", "docx"]);
const SPREADSHEET_EXTS = new Set(["xls", "xlsx"]);

/** What each class accepts, in the words of a refusal. */
export const CLASS_DESCRIPTIONS: Record<FileClass, string> = {
  image: "a JPG, PNG, GIF or WebP image",
  video: "a video",
  document: "a PDF, DOC or DOCX document",
  workSample: "an image, PDF, DOC, DOCX, TXT, XLS or XLSX file",
};

/** Plain text has no magic number: accept valid UTF-8 without NUL bytes. */
async function isPlainText(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    for await (const chunk of createReadStream(filePath)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** The file's type if it belongs to the class, otherwise undefined. */
export async function detectTypeFor(filePath: string, accept: FileClass): Promise<DetectedType | undefined> {
  // A parser per file: FileTypeParser keeps the file being read in its own fields, so concurrent uploads
  // cannot share one. .doc and .xls are Compound File Binary containers, which file-type alone calls "cfb".
  const found = await new FileTypeParser({ customDetectors: [detectCfbf] }).fromFile(filePath);
  if (!found) {
    if (accept === "workSample" && (await isPlainText(filePath)))
      return { ext: "txt", mime: mimeFromExtension("txt")! };
    return undefined;
  }
  // An animated PNG is a PNG whose first frame every decoder shows.
  const ext = found.ext === "apng" ? "png" : found.ext;
  const mime = mimeFromExtension(ext);
  if (!mime) return undefined;
  const fits =
    accept === "image"
      ? IMAGE_EXTS.has(ext)
      : accept === "video"
        ? mime.startsWith("video/")
        : accept === "document"
          ? DOCUMENT_EXTS.has(ext)
          : IMAGE_EXTS.has(ext) || DOCUMENT_EXTS.has(ext) || SPREADSHEET_EXTS.has(ext);
  return fits ? { ext, mime } : undefined;
}

export function isImageType(type: DetectedType): boolean {
  return IMAGE_EXTS.has(type.ext);
}

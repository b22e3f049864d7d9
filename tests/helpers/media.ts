import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import type { Db } from "@/lib/server/db";
import { statusOf } from "@/lib/http";
import { commitMedia, prepareMedia, UploadError, withUpload, PROFILE_FORM_RULES, type UploadRules } from "@/lib/media";
import { inEnglish } from "./form-errors";

/** A noisy photo (noise does not compress) of at least `minBytes`, with camera EXIF and a GPS position. */
export async function noisyPhotoWithGps(minBytes = 5_000_000): Promise<Buffer> {
  for (let side = 2200; ; side += 200) {
    const width = side;
    const height = Math.round(side * 0.75);
    const photo = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 98 })
      .withExif({
        IFD0: { Make: "CastfolioTestCam", Model: "Noise 5000", Copyright: "private" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "48/1 51/1 2957/100",
          GPSLongitudeRef: "E",
          GPSLongitude: "2/1 17/1 4020/100",
        },
      })
      .toBuffer();
    if (photo.length >= minBytes) return photo;
  }
}

/** Whether an EXIF block (TIFF structure) has a GPS directory: tag 0x8825 in IFD0. */
export function exifHasGps(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") === 0 ? 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let i = 0; i < u16(ifd0); i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

export const solidPng = (width = 64, height = 48, color = "#3366cc") =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A small PNG that declares 30000 x 30000 pixels: decoding it would need 2.7 GB. */
export async function pixelBombPng(): Promise<Buffer> {
  const png = Buffer.from(await solidPng(1, 1));
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type and data.
  png.writeUInt32BE(30000, 16);
  png.writeUInt32BE(30000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export const SVG_WITH_SCRIPT = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>`,
);
export const HTML_PAGE = Buffer.from(
  `<!doctype html><html><body><script>alert(document.cookie)</script></body></html>`,
);
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
/** An MP4 header (ftyp box): what identifies the container. */
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isommp41"),
  randomBytes(4096),
]);

/** A zip with stored (uncompressed) entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const DOCX = zip({
  "[Content_Types].xml": `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  "word/document.xml": `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>`,
});

/** The smallest Compound File a detector reads as a Word 97 document: header, and a root entry with Word's CLSID. */
export function wordDoc(): Buffer {
  const file = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 24);
  file.writeUInt16LE(0x0003, 26);
  file.writeUInt16LE(0xfffe, 28);
  file.writeUInt16LE(9, 30);
  file.writeUInt32LE(0, 48); // first directory sector
  // CLSID 00020906-0000-0000-C000-000000000046 at offset 80 of the root entry (sector 0 starts at 512).
  Buffer.from([0x06, 0x09, 0x02, 0x00, 0, 0, 0, 0, 0xc0, 0, 0, 0, 0, 0, 0, 0x46]).copy(file, 512 + 80);
  return file;
}

export interface Part {
  name: string;
  value?: string;
  file?: { data: Buffer; filename: string; type?: string };
}

/** A multipart form as the browser builds it. */
export function formData(parts: readonly Part[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if (part.file)
      form.append(
        part.name,
        new File([new Uint8Array(part.file.data)], part.file.filename, {
          type: part.file.type ?? "application/octet-stream",
        }),
      );
    else form.append(part.name, part.value ?? "");
  }
  return form;
}

export function uploadRequest(parts: readonly Part[]): Request {
  return new Request("http://castfolio.test/api/upload", { method: "POST", body: formData(parts) });
}

/**
 * The same upload, but its body stops after `keep` bytes: either ending early (a truncated upload) or
 * failing (the connection dropped).
 */
export async function brokenUploadRequest(
  parts: readonly Part[],
  keep: number,
  how: "truncated" | "dropped",
): Promise<Request> {
  const whole = uploadRequest(parts);
  const bytes = new Uint8Array(await whole.arrayBuffer());
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, keep));
      if (how === "truncated") controller.close();
      else controller.error(new Error("connection reset by peer"));
    },
  });
  return new Request(whole.url, { method: "POST", headers: whole.headers, body, duplex: "half" } as RequestInit);
}

export async function createMember(prisma: Db, name = "Test Member"): Promise<string> {
  const user = await prisma.user.create({
    data: {
      name,
      email: `${randomBytes(6).toString("hex")}@example.test`,
      passwordHash: "x",
      phone: "1",
      gender: "Female",
      category: "Artists",
      subcategory: "Heroine",
    },
  });
  return user.id;
}

/** What a profile route does with an upload: parse, process, store and record, or answer the refusal. */
export async function saveUpload(
  request: Request,
  userId: string,
  rules: UploadRules = PROFILE_FORM_RULES,
): Promise<{ status: number; message?: string }> {
  try {
    await withUpload(request, rules, async (upload) => {
      const media = await prepareMedia(userId, upload.files);
      await commitMedia(userId, media, (m) => m.attach(media));
    });
    return { status: 200 };
  } catch (error) {
    if (error instanceof UploadError) return { status: statusOf(error), message: inEnglish(error.message) };
    throw error;
  }
}

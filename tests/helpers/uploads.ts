import sharp from "sharp";

/** A real photo-like JPEG of the given size (noise, so it does not compress to nothing). */
export async function photo(width = 800, height = 600): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart POST as an old client sends it: text fields and files, no JSON. */
export function multipartRequest(
  url: string,
  fields: Record<string, string>,
  files: Record<string, UploadFile> = {},
  headers: Record<string, string> = {},
): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files))
    form.append(name, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return new Request(`http://localhost${url}`, { method: "POST", body: form, headers });
}

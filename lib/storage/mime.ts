import "server-only";
/** Every type we store, by the extension we give the stored file (the type verified on upload). */
const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
  m4v: "video/x-m4v",
  mov: "video/quicktime",
  webm: "video/webm",
  mkv: "video/matroska",
  avi: "video/vnd.avi",
  mpg: "video/mpeg",
  "3gp": "video/3gpp",
  "3g2": "video/3gpp2",
  ogv: "video/ogg",
  flv: "video/x-flv",
  mts: "video/mp2t",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain; charset=utf-8",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export function mimeFromExtension(ext: string): string | undefined {
  return TYPES[ext.toLowerCase()];
}

/** Content-Type of a stored file. Stored names carry the extension of the type we verified on upload. */
export function mimeFromStoredPath(storedPath: string): string {
  const ext = storedPath.split(".").pop() ?? "";
  return mimeFromExtension(ext) ?? "application/octet-stream";
}

/** Pictures and videos show in the page; everything else (documents) downloads. */
export function isInlineType(mime: string): boolean {
  return mime.startsWith("image/") || mime.startsWith("video/");
}

// Media constants shared by the browser (lib/media/client) and the server. The first group is fixed, word
// for word (tests/unit/media-sizing.test.ts pins it); the server caps below hold whatever a client did first.

/** Images larger than this are resized and re-encoded in the browser before upload. */
export const COMPRESS_ABOVE_BYTES = 512_000;
/** Stored (and browser-compressed) images fit within this many pixels on each side. */
export const MAX_IMAGE_SIDE = 1024;
/** JPEG quality of the browser's re-encoding, 0..1. */
export const JPEG_QUALITY = 0.7;
/** An image still larger than this after compression is dropped in the browser. */
export const MAX_IMAGE_BYTES = 2_097_152;
export const IMAGE_TOO_LARGE_MESSAGE = "Image size exceeds 2MB. Please upload a smaller image.";
/** The site watermark: this fraction of the shorter side wide, this opacity (low in the middle: watermark.ts). */
export const WATERMARK_WIDTH_RATIO = 0.5;
export const WATERMARK_OPACITY = 0.7;

const MB = 1024 * 1024;

/**
 * What the server accepts whatever the browser did. Images may arrive uncompressed from other clients,
 * so the server takes up to 10 MB and re-encodes them itself.
 */
export const SERVER_LIMITS = {
  imageBytes: 10 * MB,
  videoBytes: 200 * MB,
  documentBytes: 20 * MB,
  workSampleBytes: 20 * MB,
  /** All files of one request together. */
  totalBytes: 300 * MB,
  /** All text fields of one request together, and how many there may be. */
  fieldsBytes: 1 * MB,
  fields: 500,
  /** image1..N and file1..N. */
  images: 20,
  workSamples: 10,
  /** Decompression bombs: no image may declare more pixels than this. */
  imagePixels: 40_000_000,
  /** What a member may keep in all: gallery photos and previous work samples. */
  storedImages: 30,
  storedWorkSamples: 10,
} as const;

/** "200 MB", "512 KB": sizes in the words of error messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** A picked file the browser cannot decode as an image. */
export const UNREADABLE_IMAGE_MESSAGE = "We couldn't read this image; try a JPEG or PNG";

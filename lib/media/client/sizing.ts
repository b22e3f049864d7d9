import { COMPRESS_ABOVE_BYTES, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE } from "./limits.ts";

// The browser's size decisions for a picked image, kept free of the DOM so they can be tested.

/** The size that fits within `max` x `max` keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Over 500 KB (512000 bytes): resize and re-encode as JPEG before upload. Exactly 512000 is kept. */
export function needsCompression(bytes: number): boolean {
  return bytes > COMPRESS_ABOVE_BYTES;
}

/** Still over 2 MB (2097152 bytes) after compression: the image is dropped. */
export function exceedsImageCap(bytes: number): boolean {
  return bytes > MAX_IMAGE_BYTES;
}

import "server-only";
import sharp, { type Sharp } from "sharp";
import { config } from "../server/config.ts";
import { randomUUID } from "node:crypto";
import { createFairQueue } from "./image-queue.ts";
import { makeInBackground, type PictureOutput } from "./background-pictures.ts";
import { MAX_IMAGE_SIDE, SERVER_LIMITS } from "./client/limits.ts";
import { watermarkBox, watermarkSvg } from "./client/watermark.ts";

/** Variant sizes: cards ~400 px, galleries ~1200 px (never above the stored bound of MAX_IMAGE_SIDE). */
export const CARD_SIDE = 400;
export const GALLERY_SIDE = 1200;
/** Server re-encoding quality: a notch above the browser's 0.7, as browser-compressed pictures arrive already lossy. */
const JPEG_QUALITY = 82;

// One libvips thread per image and a bounded number of images at once: a burst of large uploads queues
// instead of multiplying decode buffers. No cache: every upload is a different picture.
sharp.concurrency(1);
sharp.cache(false);
const queue = createFairQueue({ concurrency: () => config.imageConcurrency, maxWaiting: () => config.imageQueueMax });

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
  mime: string;
  ext: string;
}

/** The card and gallery variants of a stored picture (made off the request path: lib/media/variants.ts). */
export interface PictureVariants {
  /** WebP, cropped to CARD_SIDE square. */
  card: EncodedImage;
  /** WebP, within GALLERY_SIDE. */
  gallery: EncodedImage;
}

/** A picture with its variants, as the seed stores it. */
export interface ImageVariants extends PictureVariants {
  /** The stored picture: within 1024x1024, JPEG (PNG when it has transparency), watermarked. */
  main: EncodedImage;
}

export interface ImageOptions {
  /** Apply the site watermark (default true: every accepted picture carries it). */
  watermark?: boolean;
  /** Whose picture it is: each owner has at most one picture in progress (the seed's have none). */
  owner?: string;
  /** The request's signal: a picture still waiting when it aborts is dropped. */
  signal?: AbortSignal;
}

async function encode(pipeline: Sharp, mime: string, ext: string): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, mime, ext };
}

/** A picture larger than SERVER_LIMITS.imagePixels: refused before it is decoded. */
export class TooManyPixels extends Error {}

async function storedPicture(input: string | Buffer, watermark: boolean): Promise<EncodedImage> {
  // The header says how large the picture is, before anything is decoded.
  const { width: sideA = 0, height: sideB = 0 } = await sharp(input, { limitInputPixels: false }).metadata();
  if (sideA * sideB > SERVER_LIMITS.imagePixels) throw new TooManyPixels("the image has too many pixels");
  // Decode once: upright (EXIF orientation applied before the metadata is dropped), sRGB, within bounds.
  const resized = await sharp(input, { limitInputPixels: SERVER_LIMITS.imagePixels, failOn: "error" })
    .rotate()
    .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = resized.info;
  const raw = { width, height, channels };
  let pixels = resized.data;
  if (watermark) {
    const box = watermarkBox(width, height);
    const marked = sharp(pixels, { raw }).composite([
      { input: Buffer.from(watermarkSvg(box.width, box.height)), left: box.left, top: box.top },
    ]);
    // Compositing an RGBA overlay adds an alpha channel; an opaque picture must keep its three.
    pixels = await (channels === 3 ? marked.removeAlpha() : marked).raw().toBuffer();
  }
  const image = () => sharp(pixels, { raw });
  const transparent = channels === 4 && !(await image().stats()).isOpaque;
  return transparent
    ? encode(image().png({ compressionLevel: 9 }), "image/png", "png")
    : encode(image().removeAlpha().jpeg({ quality: JPEG_QUALITY, mozjpeg: true }), "image/jpeg", "jpg");
}

/** The card and gallery, in that order: what sharp makes of a stored picture's bytes. */
const VARIANT_OUTPUTS: readonly PictureOutput[] = [
  { resize: [CARD_SIDE, CARD_SIDE, { fit: "cover", position: "attention" }], webp: { quality: 72 } },
  { resize: [GALLERY_SIDE, GALLERY_SIDE, { fit: "inside", withoutEnlargement: true }], webp: { quality: 78 } },
];

async function variantsOf(stored: Buffer): Promise<PictureVariants> {
  const [card, gallery] = (await makeInBackground(stored, VARIANT_OUTPUTS)).map((made): EncodedImage => ({
    ...made,
    mime: "image/webp",
    ext: "webp",
  }));
  return { card, gallery };
}

/**
 * Re-encodes an uploaded picture (a file path or its bytes) into the picture we store: upright, within
 * MAX_IMAGE_SIDE, watermarked. Nothing of the original's metadata survives (EXIF, GPS, ICC). At most
 * `IMAGE_CONCURRENCY` pictures are processed at once, one per owner, the others waiting their turn member
 * by member (lib/media/image-queue.ts).
 */
export function processImage(input: string | Buffer, options: ImageOptions = {}): Promise<EncodedImage> {
  return queue.run(
    options.owner ?? randomUUID(),
    () => storedPicture(input, options.watermark ?? true),
    options.signal,
  );
}

/**
 * The card and gallery variants of a stored picture (its bytes), in the same queue, after the pictures
 * that requests wait for, made by the low-priority picture worker (lib/media/background-pictures.ts).
 */
export function makeVariants(stored: Buffer, owner: string = randomUUID()): Promise<PictureVariants> {
  return queue.runInBackground(owner, () => variantsOf(stored));
}

/** How many pictures are being processed and waiting (for health checks, and tests that fill the queue). */
export function pictureWorkload(): { active: number; waiting: number } {
  return queue.stats();
}

/** The seed's entry point: the same pipeline as uploads, so demo pictures look like members' ones. */
export async function makeImageVariants(input: Buffer): Promise<ImageVariants> {
  const main = await processImage(input);
  return { main, ...(await makeVariants(main.data)) };
}

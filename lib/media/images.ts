import sharp, { type Sharp } from "sharp";

/** Bounds of what the server stores (spec 9: images fit 1024x1024; cards ~400 px, galleries ~1200 px). */
export const IMAGE_MAX_SIDE = 1024;
export const CARD_SIDE = 400;
export const GALLERY_SIDE = 1200;
/** Refuse decompression bombs: no image may decode to more pixels than this. */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
  mime: string;
  ext: string;
}

export interface ImageVariants {
  main: EncodedImage;
  card: EncodedImage;
  gallery: EncodedImage;
}

async function encode(pipeline: Sharp, mime: string, ext: string): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, mime, ext };
}

/**
 * Re-encodes an image (which drops EXIF and GPS) into the stored main picture and its WebP variants.
 * `rotate()` first applies the EXIF orientation, so photos stay upright once the metadata is gone.
 */
export async function makeImageVariants(input: Buffer): Promise<ImageVariants> {
  const source = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
  const [main, card, gallery] = await Promise.all([
    encode(source().resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: 82, mozjpeg: true }), "image/jpeg", "jpg"),
    encode(source().resize(CARD_SIDE, CARD_SIDE, { fit: "cover", position: "attention" }).webp({ quality: 72 }), "image/webp", "webp"),
    encode(source().resize(GALLERY_SIDE, GALLERY_SIDE, { fit: "inside", withoutEnlargement: true }).webp({ quality: 78 }), "image/webp", "webp"),
  ]);
  return { main, card, gallery };
}

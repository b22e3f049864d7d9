import { toast } from "../../client/toast.ts";
import { IMAGE_TOO_LARGE_MESSAGE, JPEG_QUALITY, UNREADABLE_IMAGE_MESSAGE, WATERMARK_OPACITY } from "./limits.ts";
import { WATERMARK_PATHS, WATERMARK_STROKES, WATERMARK_VIEWBOX, watermarkBox, type Box } from "./watermark.ts";
import { exceedsImageCap, fitWithin, needsCompression } from "./sizing.ts";

// Every form's image preparation in the browser: compress large pictures, drop those
// still over 2 MB with the IMAGE_TOO_LARGE_MESSAGE toast, watermark the rest and hand back PNG files. The server checks
// and watermarks again whatever arrives; this keeps uploads small and fast.

export interface PrepareImageOptions {
  /** A blurred shadow under the watermark (the artist forms). */
  shadow?: boolean;
  /** The toasts in the page's language (English: IMAGE_TOO_LARGE_MESSAGE, UNREADABLE_IMAGE_MESSAGE). */
  words?: { tooLarge: string; unreadable: string };
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;
type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function canvasOf(width: number, height: number): { canvas: Canvas; ctx: Context } {
  // Each kind of canvas asked on its own: their getContext() overloads do not combine.
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext("2d");
    if (ctx) return { canvas, ctx };
  } else {
    const canvas = Object.assign(document.createElement("canvas"), { width, height });
    const ctx = canvas.getContext("2d");
    if (ctx) return { canvas, ctx };
  }
  throw new Error("This browser cannot draw images.");
}

function encode(canvas: Canvas, type: string, quality?: number): Promise<Blob> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The image could not be encoded."))),
      type,
      quality,
    ),
  );
}

/** Resizes within 1024x1024 and re-encodes as JPEG 0.7. */
async function compress(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const { canvas, ctx } = canvasOf(width, height);
  // JPEG has no transparency: give see-through pixels a white background instead of black.
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return encode(canvas, "image/jpeg", JPEG_QUALITY);
}

/** The watermark at full strength on its own layer, so the site opacity applies to it as a whole. */
function watermarkLayer(box: Box): Canvas {
  const { canvas, ctx } = canvasOf(box.width, box.height);
  const scale = Math.min(box.width / WATERMARK_VIEWBOX.width, box.height / WATERMARK_VIEWBOX.height);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  for (const stroke of [WATERMARK_STROKES.outline, WATERMARK_STROKES.fill]) {
    ctx.strokeStyle = stroke.color;
    ctx.globalAlpha = stroke.opacity;
    ctx.lineWidth = stroke.width;
    for (const letter of WATERMARK_PATHS) {
      ctx.setTransform(scale, 0, 0, scale, (letter.x - WATERMARK_VIEWBOX.x) * scale, -WATERMARK_VIEWBOX.y * scale);
      ctx.stroke(new Path2D(letter.d));
    }
  }
  return canvas;
}

async function watermark(image: Blob, options: PrepareImageOptions): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  const { width, height } = bitmap;
  const { canvas, ctx } = canvasOf(width, height);
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  const box = watermarkBox(width, height);
  ctx.globalAlpha = WATERMARK_OPACITY;
  if (options.shadow) {
    ctx.shadowColor = "rgba(0, 0, 0, 0.6)";
    ctx.shadowBlur = Math.max(2, box.height * 0.12);
  }
  ctx.drawImage(watermarkLayer(box), box.left, box.top);
  return encode(canvas, "image/png");
}

function pngName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, "") || "image";
  return `${base}.png`;
}

/**
 * Prepares one picked image for upload: over 500 KB it is resized within 1024x1024 as JPEG 0.7; if that
 * is still over 2 MB the toast 'Image size exceeds 2MB. Please upload a smaller image.' shows and the
 * result is undefined (drop the image). A file the browser cannot decode (a damaged file, a HEIC on a
 * desktop browser) is dropped the same way, with a toast saying so. Otherwise the result is a
 * watermarked PNG File.
 */
export async function prepareImage(file: File, options: PrepareImageOptions = {}): Promise<File | undefined> {
  try {
    return await prepareDecodable(file, options);
  } catch (error) {
    // createImageBitmap rejects what it cannot decode (InvalidStateError): the other files go on.
    if (!(error instanceof DOMException)) throw error;
    toast.error(options.words?.unreadable ?? UNREADABLE_IMAGE_MESSAGE, { description: file.name });
    return undefined;
  }
}

async function prepareDecodable(file: File, options: PrepareImageOptions): Promise<File | undefined> {
  let image: Blob = file;
  if (needsCompression(file.size)) {
    image = await compress(file);
    if (exceedsImageCap(image.size)) {
      toast.error(options.words?.tooLarge ?? IMAGE_TOO_LARGE_MESSAGE);
      return undefined;
    }
  }
  const marked = await watermark(image, options);
  return new File([marked], pngName(file.name), { type: "image/png", lastModified: Date.now() });
}

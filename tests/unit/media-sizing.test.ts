import { describe, expect, it } from "vitest";
import { exceedsImageCap, fitWithin, needsCompression } from "@/lib/media/client/sizing";
import { createLimiter } from "@/lib/media/limiter";
import {
  COMPRESS_ABOVE_BYTES,
  formatBytes,
  IMAGE_TOO_LARGE_MESSAGE,
  JPEG_QUALITY,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  SERVER_LIMITS,
  WATERMARK_OPACITY,
  WATERMARK_WIDTH_RATIO,
} from "@/lib/media/client/limits";
import { watermarkBox, watermarkSvg, WATERMARK_VIEWBOX } from "@/lib/media/client/watermark";

describe("media constants", () => {
  it("keep their fixed values, word for word", () => {
    expect(COMPRESS_ABOVE_BYTES).toBe(512000);
    expect(MAX_IMAGE_SIDE).toBe(1024);
    expect(JPEG_QUALITY).toBe(0.7);
    expect(MAX_IMAGE_BYTES).toBe(2097152);
    expect(WATERMARK_OPACITY).toBe(0.7);
    expect(WATERMARK_WIDTH_RATIO).toBe(0.5);
    expect(IMAGE_TOO_LARGE_MESSAGE).toBe("Image size exceeds 2MB. Please upload a smaller image.");
  });

  it("say server limits in words a person reads", () => {
    expect(formatBytes(SERVER_LIMITS.videoBytes)).toBe("200 MB");
    expect(formatBytes(SERVER_LIMITS.imageBytes)).toBe("10 MB");
    expect(formatBytes(64 * 1024)).toBe("64 KB");
    expect(formatBytes(12)).toBe("12 bytes");
  });
});

describe("the browser's size decisions", () => {
  it("compresses only images over 512000 bytes", () => {
    expect(needsCompression(512000)).toBe(false);
    expect(needsCompression(512001)).toBe(true);
    expect(needsCompression(10)).toBe(false);
  });

  it("drops only results over 2097152 bytes", () => {
    expect(exceedsImageCap(2097152)).toBe(false);
    expect(exceedsImageCap(2097153)).toBe(true);
  });

  it("fits within 1024x1024 keeping the aspect ratio, never enlarging", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 768, height: 1024 });
    expect(fitWithin(2048, 2048)).toEqual({ width: 1024, height: 1024 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 10)).toEqual({ width: 1024, height: 1 });
  });
});

describe("the watermark's place", () => {
  const aspect = WATERMARK_VIEWBOX.height / WATERMARK_VIEWBOX.width;

  /** Whether every corner of the box is inside the circle a round avatar of this picture shows. */
  const insideTheRound = (w: number, h: number) => {
    const box = watermarkBox(w, h);
    const radius = Math.min(w, h) / 2;
    return [box.left, box.left + box.width].every((x) =>
      [box.top, box.top + box.height].every((y) => Math.hypot(x - w / 2, y - h / 2) <= radius),
    );
  };

  it("sits low in the middle at half the shorter side, below the face of a portrait headshot", () => {
    const box = watermarkBox(768, 1024);
    expect(box.width).toBe(384);
    expect(box.height).toBe(Math.round(384 * aspect));
    expect(box.left).toBe(192);
    expect(box.top).toBeGreaterThan(1024 * 0.7);
    expect(box.top + box.height).toBeLessThan(1024 - 128);
  });

  it("stays whole inside the circle of a round profile picture, whatever the picture's shape", () => {
    for (const [w, h] of [
      [768, 1024],
      [1024, 1024],
      [1024, 576],
      [600, 1024],
      [1024, 300],
      [401, 400],
    ]) {
      expect(insideTheRound(w, h), `${w}x${h}`).toBe(true);
    }
  });

  it("shrinks to fit a very wide, low picture", () => {
    const box = watermarkBox(1024, 40);
    expect(box.height).toBeLessThanOrEqual(40);
    expect(box.width).toBeLessThan(512);
    expect(box.left + box.width).toBeLessThanOrEqual(1024);
  });

  it("is drawn from paths at the site opacity, with no text or script", () => {
    const svg = watermarkSvg(512, 90);
    expect(svg).toContain('width="512"');
    expect(svg).toContain(`opacity="${WATERMARK_OPACITY}"`);
    expect(svg).not.toMatch(/<text|<script|href/);
  });
});

describe("the image limiter", () => {
  it("never runs more than its maximum at once and runs everything in the end", async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      limit(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running--;
        return i;
      }),
    );
    while (release.length || running) {
      await new Promise((resolve) => setImmediate(resolve));
      release.shift()?.();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });
});

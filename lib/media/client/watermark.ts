import { WATERMARK_OPACITY, WATERMARK_WIDTH_RATIO } from "./limits.ts";

// The site watermark: the word CASTFOLIO drawn as single strokes (white over a soft dark outline, so it
// reads on light and dark pictures). Drawn from paths rather than text so it looks the same without
// fonts: sharp renders it as SVG on the server, the browser strokes the same paths on a canvas.

const LETTER_HEIGHT = 80;
const GAP = 14;
/** Each letter: its path in a box LETTER_HEIGHT high starting at x = 0, and its advance. */
const LETTERS: readonly (readonly [string, number])[] = [
  ["M52 13 A30 40 0 1 0 52 67", 58], // C
  ["M4 80 L30 0 L56 80 M14 52 H46", 60], // A
  ["M50 14 C46 5 38 0 29 0 C16 0 8 8 8 20 C8 46 52 34 52 60 C52 73 42 80 29 80 C18 80 9 75 6 66", 58], // S
  ["M2 0 H58 M30 0 V80", 60], // T
  ["M8 80 V0 H50 M8 38 H42", 52], // F
  ["M32 0 A28 40 0 1 0 32 80 A28 40 0 1 0 32 0", 64], // O
  ["M8 0 V80 H48", 50], // L
  ["M8 0 V80", 16], // I
  ["M32 0 A28 40 0 1 0 32 80 A28 40 0 1 0 32 0", 64], // O
];
const PAD = 14;

/** The watermark's paths, already placed along one line, in viewBox units. */
export const WATERMARK_PATHS: readonly { d: string; x: number }[] = (() => {
  let x = 0;
  return LETTERS.map(([d, advance]) => {
    const placed = { d, x };
    x += advance + GAP;
    return placed;
  });
})();

const WORD_WIDTH = LETTERS.reduce((sum, [, advance]) => sum + advance, 0) + GAP * (LETTERS.length - 1);
export const WATERMARK_VIEWBOX = { x: -PAD, y: -PAD, width: WORD_WIDTH + 2 * PAD, height: LETTER_HEIGHT + 2 * PAD };
export const WATERMARK_STROKES = {
  outline: { color: "#000000", opacity: 0.45, width: 18 },
  fill: { color: "#ffffff", opacity: 1, width: 10 },
} as const;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The gap between the watermark and the edge of the circle it sits in, as a share of the shorter side. */
const MARGIN_RATIO = 0.03;

/**
 * Where the watermark goes on an image: low in the middle, inside the circle that a round profile picture
 * shows (the middle square's inscribed circle, as `object-cover` crops it), so that the avatar, the card and
 * the gallery all show it whole. Half the shorter side wide. Casting teams look at faces, which sit in the
 * middle and the upper part of a headshot: the mark stays below them.
 */
export function watermarkBox(imageWidth: number, imageHeight: number): Box {
  const aspect = WATERMARK_VIEWBOX.height / WATERMARK_VIEWBOX.width;
  const side = Math.min(imageWidth, imageHeight);
  const radius = side / 2;
  const margin = side * MARGIN_RATIO;
  const width = Math.max(1, Math.round(side * WATERMARK_WIDTH_RATIO));
  const height = Math.max(1, Math.min(imageHeight, Math.round(width * aspect)));
  // The bottom corners sit on a chord as wide as the mark, less the margin: the whole mark is inside.
  const chordDepth = Math.sqrt(Math.max(0, radius * radius - (width / 2) ** 2));
  const bottom = imageHeight / 2 + chordDepth - margin;
  const left = Math.max(0, Math.round((imageWidth - width) / 2));
  const top = Math.max(0, Math.min(imageHeight - height, Math.round(bottom - height)));
  return { left, top, width, height };
}

/** The watermark as an SVG document of the given pixel size, at the site opacity. */
export function watermarkSvg(width: number, height: number): string {
  const { x, y, width: w, height: h } = WATERMARK_VIEWBOX;
  const paths = WATERMARK_PATHS.map((p) => `<path transform="translate(${p.x} 0)" d="${p.d}"/>`).join("");
  const { outline, fill } = WATERMARK_STROKES;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${x} ${y} ${w} ${h}" preserveAspectRatio="xMidYMid meet">` +
    `<g opacity="${WATERMARK_OPACITY}" fill="none" stroke-linecap="round" stroke-linejoin="round">` +
    `<g stroke="${outline.color}" stroke-opacity="${outline.opacity}" stroke-width="${outline.width}">${paths}</g>` +
    `<g stroke="${fill.color}" stroke-opacity="${fill.opacity}" stroke-width="${fill.width}">${paths}</g>` +
    `</g></svg>`
  );
}

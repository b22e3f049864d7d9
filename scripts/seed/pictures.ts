import "server-only";
import sharp from "sharp";
import type { ProfileKind } from "../../lib/catalog.ts";

// Demo pictures drawn as SVG and rendered by sharp, in the brand's duotone style: a person in silhouette
// under a studio light, a landscape at dusk for locations, a cinema camera for camera units. Palette, light
// and pose vary with the index so that cards do not repeat.

const PALETTES = [
  ["#1f2133", "#e8590c", "#ffd8a8"],
  ["#0b3d4a", "#1098ad", "#c5f6fa"],
  ["#2b193d", "#ae3ec9", "#f3d9fa"],
  ["#1b2d1f", "#37b24d", "#d3f9d8"],
  ["#3d1a1a", "#e03131", "#ffe3e3"],
  ["#1a2640", "#4263eb", "#dbe4ff"],
  ["#3b2f12", "#f08c00", "#fff3bf"],
  ["#262626", "#868e96", "#f1f3f5"],
];
/** A figure in silhouette: head, neck and shoulders, with short or long hair. */
function figure(long: boolean, i: number): string {
  const hair = long
    ? "M228 232c-6-70 30-118 74-118s84 44 76 118c-2 40 10 96 40 150-40 18-92 22-116 6-24 16-76 12-116-6 30-54 44-110 42-150z"
    : `M224 226c-4-${60 + (i % 3) * 8} 34-108 78-108s80 42 76 108c-12-26-40-44-78-44s-64 18-76 44z`;
  return `<path d="${hair}"/>
    <ellipse cx="300" cy="248" rx="70" ry="88"/>
    <path d="M268 318h64l8 70h-80z"/>
    <path d="M70 600c8-92 52-150 150-172l46-30q34 12 68 0l46 30c98 22 142 80 150 172z"/>`;
}

// Every picture is a lit scene in one palette: a dark ground, a warm glow where the light falls, a beam
// from above, and the subject in silhouette with a rim of light on the glow's side (the silhouette drawn
// once in light, shifted, under the dark one). Position, tilt and palette vary with the index.
function portrait(i: number, long: boolean): string {
  const [bg, accent, light] = PALETTES[i % PALETTES.length];
  const glowX = 30 + (i % 5) * 10;
  const side = glowX < 50 ? -1 : 1;
  const tilt = ((i * 3) % 7) - 3;
  const shape = figure(long, i);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#0d0e14"/></linearGradient>
    <radialGradient id="glow" cx="${glowX}%" cy="36%" r="58%"><stop offset="0" stop-color="${light}" stop-opacity=".95"/><stop offset=".45" stop-color="${accent}" stop-opacity=".55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="600" height="600" fill="url(#bg)"/>
  <rect width="600" height="600" fill="url(#glow)"/>
  <path d="M${glowX * 6 - 50} 0h100l170 600H${glowX * 6 - 220}z" fill="url(#beam)"/>
  <g transform="rotate(${tilt} 300 420)">
    <g fill="${light}" opacity=".7" transform="translate(${side * 5} -3)">${shape}</g>
    <g fill="#101118">${shape}</g>
  </g>
</svg>`;
}

function landscape(i: number): string {
  const [bg, accent, light] = PALETTES[i % PALETTES.length];
  const sunX = 140 + (i % 6) * 100;
  const ridge = (y: number, step: number) =>
    Array.from({ length: 9 }, (_, k) => `L${k * 100} ${y - ((k * step + i * 17) % 70)}`).join(" ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0d0e14"/><stop offset=".55" stop-color="${accent}"/><stop offset="1" stop-color="${light}"/></linearGradient>
    <radialGradient id="sun" cx="${sunX}" cy="330" r="260" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${light}"/><stop offset=".2" stop-color="${light}" stop-opacity=".7"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="800" height="600" fill="url(#sky)"/>
  <rect width="800" height="600" fill="url(#sun)"/>
  <path d="M0 600 ${ridge(380, 23)} L800 600z" fill="${bg}" opacity=".55"/>
  <path d="M0 600 ${ridge(450, 41)} L800 600z" fill="${bg}" opacity=".85"/>
  <path d="M0 520 Q220 480 420 515 T800 505 V600 H0z" fill="#0d0e14"/>
  <g fill="#0d0e14"><rect x="${500 + (i % 3) * 50}" y="448" width="120" height="70"/><path d="M${488 + (i % 3) * 50} 452 l72 -52 l72 52z"/></g>
  <g fill="${light}" opacity=".85"><rect x="${520 + (i % 3) * 50}" y="470" width="16" height="14"/><rect x="${584 + (i % 3) * 50}" y="470" width="16" height="14"/></g>
</svg>`;
}

function camera(i: number): string {
  const [bg, accent, light] = PALETTES[i % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#0d0e14"/></linearGradient>
    <radialGradient id="glow" cx="${40 + (i % 4) * 8}%" cy="40%" r="55%"><stop offset="0" stop-color="${light}" stop-opacity=".9"/><stop offset=".5" stop-color="${accent}" stop-opacity=".45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="800" height="600" fill="url(#bg)"/>
  <rect width="800" height="600" fill="url(#glow)"/>
  <ellipse cx="400" cy="548" rx="260" ry="22" fill="#000" opacity=".45"/>
  <g fill="${light}" opacity=".6" transform="translate(-4 -4)">
    <rect x="200" y="220" width="300" height="190" rx="18"/><rect x="490" y="250" width="130" height="130" rx="14"/>
  </g>
  <g fill="#101118">
    <rect x="200" y="220" width="300" height="190" rx="18"/>
    <rect x="250" y="178" width="150" height="48" rx="8"/>
    <rect x="490" y="250" width="130" height="130" rx="14"/>
    <rect x="615" y="262" width="40" height="106" rx="8"/>
    <path d="M330 410h40l60 130h-20l-60-110-60 110h-20z"/>
  </g>
  <circle cx="640" cy="315" r="26" fill="${accent}" opacity=".35"/>
  <rect x="226" y="246" width="70" height="34" rx="5" fill="${accent}" opacity=".8"/>
</svg>`;
}

function cover(i: number): string {
  const [bg, accent] = PALETTES[(i + 3) % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360">
  <defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
  <rect width="1200" height="360" fill="url(#c)"/>
  <g fill="#fff" opacity=".12">${Array.from({ length: 14 }, (_, k) => `<rect x="${k * 90 + 10}" y="18" width="50" height="26" rx="4"/><rect x="${k * 90 + 10}" y="316" width="50" height="26" rx="4"/>`).join("")}</g>
  <circle cx="${200 + (i % 5) * 180}" cy="180" r="110" fill="#fff" opacity=".08"/>
</svg>`;
}

/** Renders the main picture of a member of the given kind as a JPEG. */
export function renderPicture(kind: ProfileKind, index: number, feminine: boolean): Promise<Buffer> {
  const svg =
    kind === "location" ? landscape(index) : kind === "cameraUnit" ? camera(index) : portrait(index, feminine);
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

export function renderCover(index: number): Promise<Buffer> {
  return sharp(Buffer.from(cover(index)))
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** An organisation's logo: its own drawing when it has one, else its initials on a coloured tile. */
export function renderLogo(name: string, index: number, drawn?: Buffer): Promise<Buffer> {
  const [bg, accent] = PALETTES[index % PALETTES.length];
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
  const svg =
    drawn ??
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 200 200">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
  <rect width="200" height="200" fill="url(#g)"/>
  <text x="100" y="122" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="#fff">${initials}</text>
</svg>`);
  return sharp(svg, { density: 216 })
    .resize(600, 600, { fit: "cover" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 85 })
    .toBuffer();
}

import "server-only";
import sharp from "sharp";
import type { ProfileKind } from "../catalog.ts";

// Demo pictures drawn as SVG and rendered by sharp: a lit studio portrait for people, a landscape for
// locations, a cinema camera for camera units. Colours vary with the index so cards do not repeat.

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
const SKIN = ["#8d5524", "#c68642", "#e0ac69", "#f1c27d", "#ffdbac", "#6b4226"];
const HAIR = ["#090806", "#2c222b", "#3b3024", "#4e433f", "#71635a", "#b7a69e"];

function portrait(i: number, long: boolean): string {
  const [bg, accent, light] = PALETTES[i % PALETTES.length];
  const skin = SKIN[i % SKIN.length];
  const hair = HAIR[(i * 7) % HAIR.length];
  const tilt = (i % 5) - 2;
  const hairBack = long
    ? `<path d="M300 190c-95 0-140 80-140 170v170h280V360c0-90-45-170-140-170z" fill="${hair}"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <defs>
    <radialGradient id="l" cx="${35 + (i % 4) * 10}%" cy="30%" r="80%"><stop offset="0" stop-color="${light}"/><stop offset=".45" stop-color="${accent}"/><stop offset="1" stop-color="${bg}"/></radialGradient>
    <linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${bg}"/></linearGradient>
  </defs>
  <rect width="600" height="600" fill="url(#l)"/>
  <g transform="rotate(${tilt} 300 300)">
    ${hairBack}
    <path d="M110 600c10-120 90-180 190-180s180 60 190 180z" fill="url(#s)"/>
    <rect x="265" y="330" width="70" height="110" rx="30" fill="${skin}"/>
    <ellipse cx="300" cy="275" rx="92" ry="112" fill="${skin}"/>
    <path d="M205 260c0-80 45-125 95-125s95 45 95 125c-25-45-60-70-95-70s-70 25-95 70z" fill="${hair}"/>
    <ellipse cx="265" cy="285" rx="9" ry="6" fill="#1a1a1a"/><ellipse cx="335" cy="285" rx="9" ry="6" fill="#1a1a1a"/>
    <path d="M270 345q30 18 60 0" stroke="#7a3b2e" stroke-width="6" fill="none" stroke-linecap="round"/>
  </g>
</svg>`;
}

function landscape(i: number): string {
  const [bg, accent, light] = PALETTES[i % PALETTES.length];
  const sunX = 120 + (i % 6) * 70;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset=".7" stop-color="${accent}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="800" height="600" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="200" r="60" fill="${light}" opacity=".9"/>
  <path d="M0 420 L160 ${260 + (i % 3) * 30} L330 400 L500 ${240 + (i % 4) * 20} L800 410 V600 H0z" fill="${bg}" opacity=".85"/>
  <path d="M0 480 Q200 430 400 475 T800 470 V600 H0z" fill="#1b2d1f"/>
  <g fill="${light}" opacity=".95"><rect x="${480 + (i % 3) * 40}" y="430" width="120" height="70"/><path d="M${470 + (i % 3) * 40} 432 l70 -50 l70 50z"/></g>
  <g fill="${bg}"><rect x="${525 + (i % 3) * 40}" y="465" width="28" height="35"/></g>
</svg>`;
}

function camera(i: number): string {
  const [bg, accent, light] = PALETTES[i % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs><radialGradient id="b" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${accent}"/></radialGradient></defs>
  <rect width="800" height="600" fill="url(#b)"/>
  <rect x="170" y="200" width="340" height="220" rx="24" fill="#1c1c1c"/>
  <rect x="230" y="160" width="160" height="50" rx="10" fill="#2b2b2b"/>
  <circle cx="560" cy="310" r="95" fill="#111"/><circle cx="560" cy="310" r="70" fill="#2d3a4a"/><circle cx="560" cy="310" r="40" fill="${bg}"/>
  <circle cx="540" cy="290" r="12" fill="#fff" opacity=".5"/>
  <rect x="200" y="230" width="90" height="40" rx="6" fill="${accent}"/>
  <rect x="290" y="420" width="40" height="120" fill="#333"/>
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

// npm run icons: draws the installed app's icons (public/icons/) from the site's icon (app/icon.svg): the
// rounded square at 192 and 512 px, a maskable 512 px whose mark sits inside the safe circle (the launcher
// crops the full-bleed square to its own shape), and Apple's 180 px touch icon; and public/favicon.ico, which
// browsers, feed readers and crawlers ask for whatever the page links (without it each request was a 404
// page rendered afresh). Run it after changing the icon.
import { readFile, writeFile } from "node:fs/promises";
import sharp from "sharp";

const svg = await readFile(new URL("../app/icon.svg", import.meta.url));
const out = (name) => new URL(`../public/icons/${name}`, import.meta.url).pathname;
const BRAND = "#b8360a";

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(out(`icon-${size}.png`));
}
// The mark at 60 % of the side, centred on the brand colour: inside the maskable safe zone (a circle of 80 %).
const mark = await sharp(svg, { density: (72 * 512 * 0.6) / 32 })
  .resize(307, 307)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
  .composite([{ input: mark, gravity: "center" }])
  .png()
  .toFile(out("maskable-512.png"));
await sharp({ create: { width: 180, height: 180, channels: 4, background: BRAND } })
  .composite([
    {
      input: await sharp(svg, { density: (72 * 150) / 32 })
        .resize(150, 150)
        .png()
        .toBuffer(),
      gravity: "center",
    },
  ])
  .png()
  .toFile(out("apple-touch-icon.png"));
// An ICO file of PNG images (read by every browser since Windows Vista's): a directory, then the images.
const sizes = [16, 32, 48];
const images = await Promise.all(
  sizes.map((size) =>
    sharp(svg, { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
);
const directory = Buffer.alloc(6 + 16 * sizes.length);
directory.writeUInt16LE(1, 2); // an icon
directory.writeUInt16LE(sizes.length, 4);
let offset = directory.length;
sizes.forEach((size, i) => {
  const entry = 6 + 16 * i;
  directory.writeUInt8(size, entry);
  directory.writeUInt8(size, entry + 1);
  directory.writeUInt16LE(1, entry + 4); // colour planes
  directory.writeUInt16LE(32, entry + 6); // bits a pixel
  directory.writeUInt32LE(images[i].length, entry + 8);
  directory.writeUInt32LE(offset, entry + 12);
  offset += images[i].length;
});
await writeFile(new URL("../public/favicon.ico", import.meta.url), Buffer.concat([directory, ...images]));
console.log("public/icons/: icon-192.png, icon-512.png, maskable-512.png, apple-touch-icon.png; public/favicon.ico");

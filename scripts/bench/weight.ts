// What a first visit downloads: the JavaScript a route's HTML references (compressed as gzip, the
// way the server sends it) and, for a listing, the page with its card images.
import { gzipSync } from "node:zlib";

const gzipSize = (bytes: Buffer) => gzipSync(bytes).length;

async function download(url: string): Promise<Buffer> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${res.status} for ${url}`);
  return Buffer.from(await res.arrayBuffer());
}

const attributes = (html: string, tag: RegExp, attribute: string) =>
  [...html.matchAll(tag)]
    .map((m) => new RegExp(`${attribute}="([^"]+)"`).exec(m[0])?.[1])
    .filter((v): v is string => Boolean(v))
    .map((v) => v.replace(/&amp;/g, "&"));

// A nomodule script (Next's polyfills for old browsers) is never downloaded by a current browser.
const scriptsOf = (html: string) => [
  ...new Set(attributes(html, /<script\b(?![^>]*\bnomodule\b)[^>]*\bsrc="[^"]+"[^>]*>/gi, "src")),
];
const stylesOf = (html: string) => [...new Set(attributes(html, /<link\b[^>]*rel="stylesheet"[^>]*>/g, "href"))];
const imagesOf = (html: string) => [...new Set(attributes(html, /<img\b[^>]*>/g, "src"))];

export interface FirstLoad {
  path: string;
  files: number;
  /** Sum of each referenced script, gzip-compressed. */
  gzipBytes: number;
}

export async function firstLoadJs(baseUrl: string, path: string): Promise<FirstLoad> {
  const res = await fetch(baseUrl + path);
  const html = await res.text();
  const scripts = scriptsOf(html);
  const sizes = await Promise.all(
    scripts.map(async (src) => gzipSize(await download(new URL(src, baseUrl).toString()))),
  );
  return { path, files: scripts.length, gzipBytes: sizes.reduce((a, b) => a + b, 0) };
}

export interface PageWeight {
  path: string;
  html: number;
  css: number;
  js: number;
  images: number;
  imageCount: number;
  total: number;
}

/** A page as a first visit downloads it: HTML, CSS and JS gzip-compressed, images as they are. */
export async function pageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const htmlBytes = await download(baseUrl + path);
  const html = htmlBytes.toString("utf8");
  const fetchAll = (urls: string[], compress: boolean) =>
    Promise.all(
      urls.map(async (u) => {
        const bytes = await download(new URL(u, baseUrl).toString());
        return compress ? gzipSize(bytes) : bytes.length;
      }),
    ).then((sizes) => sizes.reduce((a, b) => a + b, 0));
  const images = imagesOf(html);
  const weight = {
    path,
    html: gzipSize(htmlBytes),
    css: await fetchAll(stylesOf(html), true),
    js: await fetchAll(scriptsOf(html), true),
    images: await fetchAll(images, false),
    imageCount: images.length,
  };
  return { ...weight, total: weight.html + weight.css + weight.js + weight.images };
}

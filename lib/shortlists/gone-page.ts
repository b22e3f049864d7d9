import "server-only";
import type { PageAddress } from "../i18n/addresses.ts";
import { translatorFor } from "../i18n/catalogs.ts";
import { localisedPath, type Locale } from "../i18n/locales.ts";
import { escapeMarkup } from "../markup.ts";
import { lookBookState } from "./look-books.ts";

// A look-book link that has expired or was revoked answers 410 Gone with a short page of its own, in the
// address's language: a Next.js page can only answer 200 or 404 (the request pipeline sends it).

const LOOK_BOOK = /^\/lookbook\/([^/]+)\/?$/;

function gonePage(locale: Locale): string {
  const t = translatorFor(locale, "Site");
  type Key = "lookBookGone.title" | "lookBookGone.heading" | "lookBookGone.body" | "lookBookGone.home";
  const say = (key: Key) => escapeMarkup(t(key));
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${say("lookBookGone.title")} | Castfolio</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937"><p style="font-weight:800;font-size:1.25rem">Cast<span style="color:#c2410c">folio</span></p><h1>${say("lookBookGone.heading")}</h1><p>${say("lookBookGone.body")}</p><p><a href="${localisedPath(locale, "/")}" style="color:#c2410c">${say("lookBookGone.home")}</a></p></body></html>`;
}

/** For a look book's address, its gone page when the link no longer works; undefined for any other address. */
export function goneLookBook(address: PageAddress): Promise<string | undefined> | undefined {
  const token = LOOK_BOOK.exec(address.path)?.[1];
  if (!token) return undefined;
  return (async () =>
    (await lookBookState(decodeURIComponent(token))) === "gone" ? gonePage(address.locale) : undefined)();
}

"use client";

import { clientOnly } from "@/lib/client/lazy";

/**
 * The offer of the visitor's own language, whose code comes after the page's first scripts: it shows only in the
 * browser (the browser's languages decide it), and only to some visitors of English pages.
 */
export const LanguageOffer = clientOnly(() => import("./LanguageOffer").then((m) => m.LanguageOffer));

// Apart from ./upload.ts so that the session store, which every page loads, does not bring the upload code along.

/** The page's language, as its <html lang> names it ("en", "hi", "te", "ta"). */
export function pageLanguage(): string {
  return (typeof document === "undefined" ? "" : document.documentElement.lang) || "en";
}

/** The headers that ask the API to answer in the page's language. */
export function languageHeaders(): Record<string, string> {
  return { "Accept-Language": pageLanguage() };
}

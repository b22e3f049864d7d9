import type { Locale } from "./locales.ts";

// The catalogs: messages/{locale}/{Namespace}.json, one file per namespace and language, every key in every
// language (tests/unit/messages.test.ts). English holds the site's words as they have always read.

export const NAMESPACES = [
  "Common",
  "Layout",
  "LayoutClient",
  "Home",
  "HomeClient",
  "Catalog",
  "Listing",
  "ListingClient",
  "Profile",
  "ProfileClient",
  "Jobs",
  "JobsClient",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The namespaces client components read: only these travel to the browser with a page (the provider in
 * app/[locale]/layout.tsx); server components read every namespace where they render.
 */
export const CLIENT_NAMESPACES: readonly Namespace[] = [
  "LayoutClient",
  "HomeClient",
  "ListingClient",
  "ProfileClient",
  "JobsClient",
];

export type Messages = Record<string, unknown>;

/** One language's catalogs, each under its namespace. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => {
      const catalog = (await import(`../../messages/${locale}/${namespace}.json`)) as { default: Messages };
      return [namespace, catalog.default] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The part of a language's messages that client components need. */
export function clientMessages(messages: Messages): Messages {
  return Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]));
}

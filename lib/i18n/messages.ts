import type { Locale } from "./locales.ts";

// The catalogs: messages/{locale}/{Namespace}.json, one file per namespace and language, every key in every
// language (tests/unit/messages.test.ts). English holds the site's words as they have always read.

export const NAMESPACES = [
  "Common",
  "Layout",
  "LayoutClient",
  "ErrorPage",
  "Home",
  "HomeClient",
  "Catalog",
  "Listing",
  "ListingClient",
  "Profile",
  "ProfileClient",
  "Jobs",
  "JobsClient",
  "Auth",
  "AuthClient",
  "FormErrors",
  "ApiErrors",
  "ApiAnswers",
  "Settings",
  "SettingsClient",
  "Inbox",
  "InboxClient",
  "Applications",
  "ApplicationsClient",
  "Alerts",
  "AlertsClient",
  "Bookings",
  "BookingsClient",
  "Shortlists",
  "ShortlistsClient",
  "Studios",
  "StudiosClient",
  "Posting",
  "PostingClient",
  "Triage",
  "TriageClient",
  "Auditions",
  "AuditionsClient",
  "Site",
  "SiteClient",
  "UploadsClient",
  "TapesClient",
  "Notices",
  "Mail",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The namespaces client components read on every page: these travel to the browser with each page (the
 * provider in app/[locale]/layout.tsx); server components read every namespace where they render.
 */
export const CLIENT_NAMESPACES: readonly Namespace[] = ["LayoutClient", "ErrorPage"];

/**
 * The namespaces of client components that only some pages show: they travel only with the pages that wrap
 * those components in `<PageWords namespaces={[…]}>` (components/language/PageWords.tsx).
 */
export const PAGE_CLIENT_NAMESPACES = [
  "HomeClient",
  "ListingClient",
  "ProfileClient",
  "JobsClient",
  "AuthClient",
  "FormErrors",
  "SettingsClient",
  "InboxClient",
  "ApplicationsClient",
  "AlertsClient",
  "BookingsClient",
  "ShortlistsClient",
  "StudiosClient",
  "PostingClient",
  "TriageClient",
  "AuditionsClient",
  "SiteClient",
  "UploadsClient",
  "TapesClient",
] as const satisfies readonly Namespace[];
export type PageClientNamespace = (typeof PAGE_CLIENT_NAMESPACES)[number];
/** A page namespace, or one group of it ("ShortlistsClient.save") when the components that need it read no other. */
export type PageClientWords = PageClientNamespace | `${PageClientNamespace}.${string}`;

/** Catalogs as loaded, whatever their keys (next-intl's typed view of them is types/next-intl.d.ts). */
export type Messages = Record<string, unknown>;

const LOADED = new Map<Locale, Promise<Messages>>();

/**
 * One language's catalogs, each under its namespace: loaded once per process, since every request asks for
 * them (lib/i18n/request.ts) and resolving forty imports each time cost an uncached page several milliseconds.
 * In development each request loads them again, so that an edited catalog shows at once.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  // The build's mode, which the bundler writes in as a constant: not a setting of the server (lib/server/config.ts).
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NODE_ENV !== "production") return importMessages(locale);
  let loaded = LOADED.get(locale);
  if (!loaded) {
    loaded = importMessages(locale);
    LOADED.set(locale, loaded);
    loaded.catch(() => LOADED.delete(locale));
  }
  return loaded;
}

async function importMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => {
      const catalog = (await import(`../../messages/${locale}/${namespace}.json`)) as { default: Messages };
      return [namespace, catalog.default] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The part of a language's messages that the client components of every page need. */
export function clientMessages(messages: object): Messages {
  const all = messages as Messages;
  return Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, all[namespace]]));
}

/** These namespaces or groups of a language's messages, each under its namespace. */
export function pickWords(messages: object, words: readonly PageClientWords[]): Record<string, Messages> {
  const picked: Record<string, Messages> = {};
  for (const entry of words) {
    const [namespace, group] = entry.split(/\.(.*)/s) as [PageClientNamespace, string | undefined];
    const all = (messages as Messages)[namespace] as Messages;
    picked[namespace] = group === undefined ? all : { ...picked[namespace], [group]: all[group] };
  }
  return picked;
}

/// <reference lib="webworker" />
import { CacheFirst, ExpirationPlugin, NetworkOnly, Serwist, type PrecacheEntry, type SerwistPlugin } from "serwist";
import { LOCALES, localisedPath, splitLocale } from "../../i18n/locales.ts";
import { OFFLINE_PATH } from "../addresses.ts";

// The service worker (/sw.js, bundled by scripts/build-service-worker.mjs after `next build`). It keeps what any
// visitor may see and nothing of anyone's own: the offline page of each language and its styles (precached), the
// build's hashed static files, and pictures a server marked public, each kept with a bound. Pages and API answers
// always go to the network: a signed-in page or a private answer is never in a cache. A new version waits until
// every tab of the old one is closed (the next visit), unless the page asks it to take over now. Pushed notices
// (lib/push/) are shown as notifications, and a tap opens their page.

declare const self: ServiceWorkerGlobalScope;
/** Filled in by the build: the offline pages and the stylesheets they use, with the build's revision. */
declare const __PRECACHE__: PrecacheEntry[];

const DAY_SECONDS = 86_400;

/** Only answers a server marked `public` are kept: anything private, or unmarked, is not. */
const onlyPublic: SerwistPlugin = {
  cacheWillUpdate: ({ response }) =>
    Promise.resolve(response.ok && /\bpublic\b/.test(response.headers.get("cache-control") ?? "") ? response : null),
};

const serwist = new Serwist({
  precacheEntries: __PRECACHE__,
  skipWaiting: false,
  clientsClaim: false,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request }) => request.mode === "navigate",
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({
        cacheName: "static",
        plugins: [onlyPublic, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS })],
      }),
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.destination === "image" && /^\/(uploads|images|icons)\//.test(url.pathname),
      handler: new CacheFirst({
        cacheName: "pictures",
        plugins: [
          onlyPublic,
          new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true }),
        ],
      }),
    },
  ],
  fallbacks: {
    entries: LOCALES.map((locale) => ({
      url: localisedPath(locale, OFFLINE_PATH),
      matcher: ({ request }) =>
        request.mode === "navigate" && splitLocale(new URL(request.url).pathname).locale === locale,
    })),
  },
});

// The page's "use the new version now".
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

/** What the server pushes (lib/push/delivery.ts PushPayload). */
interface Pushed {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const isPushed = (value: unknown): value is Pushed =>
  typeof value === "object" &&
  value !== null &&
  ["title", "body", "url", "tag"].every((key) => typeof (value as Record<string, unknown>)[key] === "string");

/** A page of this site only: a push never opens another site, whatever it says. */
const ownPage = (url: string) => {
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin ? target.href : self.location.origin;
};

// A notice pushed to this device: shown as a notification (a newer one of the same thing replaces it).
self.addEventListener("push", (event) => {
  let pushed: unknown;
  try {
    pushed = event.data?.json();
  } catch {
    pushed = undefined;
  }
  if (!isPushed(pushed)) return;
  event.waitUntil(
    self.registration.showNotification(pushed.title, {
      body: pushed.body,
      tag: pushed.tag,
      icon: "/icons/icon-192.png",
      data: { url: ownPage(pushed.url) },
    }),
  );
});

// Tapped: the page it is about, in a tab of ours already open when there is one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = ownPage((event.notification.data as { url?: string } | null)?.url ?? "/");
  event.waitUntil(
    self.clients.matchAll({ type: "window" }).then(async (open) => {
      // A tab this worker controls can be sent to the page; any other, or none, gets a new window.
      const tab = open.find((client) => new URL(client.url).origin === self.location.origin);
      try {
        if (tab) {
          const shown = tab.url === url ? tab : await tab.navigate(url);
          if (shown) return void (await shown.focus());
        }
      } catch {
        // navigate() refuses a tab that is not this worker's
      }
      await self.clients.openWindow(url);
    }),
  );
});

serwist.addEventListeners();

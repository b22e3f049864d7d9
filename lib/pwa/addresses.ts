// Where the service worker, its offline page and the push endpoints live (browser-safe: the page that registers the worker, the
// worker itself and the build step read them).

/** The service worker's script, at the site's root so that its scope is the whole site. */
export const SERVICE_WORKER_PATH = "/sw.js";
/** The page shown, in the page's language, when a navigation finds no network. */
export const OFFLINE_PATH = "/offline";
/** The server's VAPID public key, which browsers subscribe with. */
export const PUSH_KEY_PATH = "/api/push/key";
/** Where a browser's push subscription is recorded (POST) and removed (DELETE). */
export const PUSH_SUBSCRIPTIONS_PATH = "/api/push/subscriptions";

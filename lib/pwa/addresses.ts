// Where the service worker and its offline page live (browser-safe: the page that registers the worker, the
// worker itself and the build step read them).

/** The service worker's script, at the site's root so that its scope is the whole site. */
export const SERVICE_WORKER_PATH = "/sw.js";
/** The page shown, in the page's language, when a navigation finds no network. */
export const OFFLINE_PATH = "/offline";

// Where to go after signing in: only a path of this site. Anything else (another site, `//host`,
// `/\host`, which browsers read as another site, or a made-up scheme) falls back to the home page, so
// that a link to our sign-in page cannot send a member on to a look-alike site. No imports: the login
// form (browser) and next-auth's redirect callback (server) both use it.

const SAFE_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;

/** A same-site path to go to (`/saved-searches?x=1`), or `fallback`. */
export function safeCallbackPath(value: unknown, origin: string, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  if (SAFE_PATH.test(value)) return value;
  try {
    const target = new URL(value);
    if (target.origin !== new URL(origin).origin) return fallback;
    const path = `${target.pathname}${target.search}${target.hash}`;
    return SAFE_PATH.test(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

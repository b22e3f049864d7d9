import "server-only";
import { config } from "../server/config.ts";

// Where the server may post a push: only to the push services on PUSH_SERVICE_ORIGINS (by default the
// browsers' own), so that a subscription cannot make us post to an address an attacker chose (a loopback or
// private address, another site). Checked when a subscription is made, and again before every push.

/** Whether `endpoint` is an address of an allowed push service (its scheme, host and port). */
export function isAllowedPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const origin = url.origin.toLowerCase();
  return config.pushServiceOrigins.some((allowed) => {
    const wildcard = /^(https?:\/\/)\*\.(.+)$/.exec(allowed);
    if (!wildcard) return origin === allowed;
    const [, scheme, parent] = wildcard;
    return origin.startsWith(scheme) && origin.slice(scheme.length).endsWith(`.${parent}`);
  });
}

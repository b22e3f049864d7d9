import "server-only";
import { BlockList, isIP } from "node:net";

// Who is asking: the address of the socket, unless TRUST_PROXY says that the socket is a proxy of ours,
// in which case the proxies' X-Forwarded-For tells the rest. Never the left-most X-Forwarded-For entry:
// anyone can send that header. lib/process/request-pipeline.ts applies this to every request the server takes.

/** Which peers are our proxies: none, the last N hops, or the listed addresses and networks. */
export type ProxyTrust = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "addresses"; list: BlockList };

/** The header the request pipeline sets with the client's address (anything a client sends under it is replaced). */
export const CLIENT_ADDRESS_HEADER = "x-castfolio-client-ip";

/** An IPv4 address in dotted decimal with leading zeros allowed ("010.009.009.009"), as its four numbers. */
function dottedQuad(text: string): number[] | null {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)?.slice(1).map(Number);
  return parts && parts.every((n) => n <= 255) ? parts : null;
}

/** An IPv6 address's eight 16-bit groups (a dotted IPv4 tail counts as two), or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  if (isIP(text) !== 6) return null;
  const [head, tail] = text.toLowerCase().split("%")[0].split("::");
  const groups = (part: string | undefined) =>
    part
      ? part.split(":").flatMap((group) => {
          const quad = dottedQuad(group);
          return quad ? [quad[0] * 256 + quad[1], quad[2] * 256 + quad[3]] : [parseInt(group, 16)];
        })
      : [];
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  return [...front, ...Array<number>(Math.max(0, 8 - front.length - back.length)).fill(0), ...back];
}

/**
 * One address one way, so that each is counted once: the brackets and a port taken off ("[::1]:443",
 * "10.9.9.9:1234"), an IPv4 address's leading zeros dropped (read as decimal, as proxies write them), and
 * an IPv4-mapped IPv6 address, dotted or in hex ("::ffff:10.9.9.9", "::ffff:a09:909"), as the IPv4 address
 * it is. Anything that is not an address is left as it is.
 */
export function normaliseAddress(address: string): string {
  let text = address.trim();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  const quad = dottedQuad(text);
  if (quad) return quad.join(".");
  const groups = ipv6Groups(text);
  if (groups && groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  }
  return text;
}

function isTrusted(trust: ProxyTrust, address: string, hopsFromSocket: number): boolean {
  if (trust.kind === "none") return false;
  if (trust.kind === "hops") return hopsFromSocket < trust.hops;
  const family = isIP(address);
  return family !== 0 && trust.list.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's address: walking from the socket towards the left of X-Forwarded-For, the first address
 * that is not one of our proxies (or the left-most, when every one is).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trust: ProxyTrust,
): string {
  const chain = [...(forwardedFor ? forwardedFor.split(",") : []), socketAddress ?? ""].map(normaliseAddress);
  for (let hops = 0; hops < chain.length; hops++) {
    const address = chain[chain.length - 1 - hops];
    if (!address || !isTrusted(trust, address, hops)) return address || "unknown";
  }
  return chain[0] || "unknown";
}

/** Whether the socket's peer is one of our proxies, whose X-Forwarded-Host and -Proto may be believed. */
export function peerIsTrusted(socketAddress: string | undefined, trust: ProxyTrust): boolean {
  return isTrusted(trust, normaliseAddress(socketAddress ?? ""), 0);
}

/** The client address of a request, as the request pipeline recorded it (tests set the header themselves). */
export function clientIp(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}

/**
 * What a per-address limit counts: an IPv4 address, or an IPv6 address's /64 network. One subscriber or
 * one server is handed a whole /64, so counting each IPv6 address alone would let it rotate at will.
 */
export function addressKey(address: string): string {
  const normal = normaliseAddress(address);
  const groups = ipv6Groups(normal);
  if (!groups) return normal;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

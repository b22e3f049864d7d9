import "server-only";
import { BlockList, isIP } from "node:net";

// Who is asking: the address of the socket, unless TRUST_PROXY says that the socket is a proxy of ours,
// in which case the proxies' X-Forwarded-For tells the rest. Never the left-most X-Forwarded-For entry:
// anyone can send that header. lib/server/request-pipeline.ts applies this to every request the server takes.

/** Which peers are our proxies: none, the last N hops, or the listed addresses and networks. */
export type ProxyTrust = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "addresses"; list: BlockList };

/** The header the request pipeline sets with the client's address (anything a client sends under it is replaced). */
export const CLIENT_ADDRESS_HEADER = "x-castfolio-client-ip";

/** `::ffff:10.0.0.1` is the IPv4 address 10.0.0.1; anything that is not an address is left as it is. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, "$1");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
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
  if (isIP(address) !== 6) return address;
  const plain = address.toLowerCase().split("%")[0];
  const [head, tail] = plain.split("::");
  const groups = (part: string | undefined) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

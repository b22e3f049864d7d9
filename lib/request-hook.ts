import "server-only";
import http, { type IncomingMessage } from "node:http";
import { CLIENT_ADDRESS_HEADER, clientAddress, peerIsTrusted } from "./client-address.ts";
import { config } from "./config.ts";

// Next.js fills X-Forwarded-For from the socket only when the request does not carry one, so whatever a
// client sends there would reach the app as its address. This hook sees every request the process's
// HTTP server takes, before Next.js does, and records the address TRUST_PROXY allows; the forwarding
// headers of a peer that is not our proxy are dropped, so that Next.js and next-auth fill them from the
// socket and the Host header. It works the same under `next start`, `next dev` and a standalone server.

const FORWARDED = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"];
const INSTALLED = Symbol.for("castfolio.requestHook");

/** Applies TRUST_PROXY to one request's headers. */
export function stampClientAddress(request: IncomingMessage): void {
  const trust = config.trustProxy;
  const socket = request.socket?.remoteAddress;
  const forwardedFor = request.headers["x-forwarded-for"];
  const chain = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
    socket,
    peerIsTrusted(socket, trust) ? chain : undefined,
    trust,
  );
  if (!peerIsTrusted(socket, trust)) for (const name of FORWARDED) delete request.headers[name];
}

/** Installs the hook once per process (instrumentation.ts calls it before the first request). */
export function installRequestHook(): void {
  const prototype = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with each server as `this`
  const emit = prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") stampClientAddress(args[0] as IncomingMessage);
    return emit.call(this, event, ...args);
  } as typeof prototype.emit;
}

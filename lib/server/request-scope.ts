import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

// Whether the code running now serves a request that Next.js handles: the request pipeline runs Next.js
// inside this scope, and everything a page or route handler starts carries it along. Tests that call route
// handlers directly, scripts and jobs run outside it. On globalThis: the pipeline (instrumentation's bundle)
// and the routes are separate bundles of one process.

const KEY = Symbol.for("castfolio.requestScope");
const scope = ((globalThis as { [KEY]?: AsyncLocalStorage<true> })[KEY] ??= new AsyncLocalStorage<true>());

/** Runs `handle` (Next.js answering a request) inside the request scope. */
export function inRequestScope(handle: () => void): void {
  scope.run(true, handle);
}

/** Whether this code runs on behalf of a request Next.js is answering. */
export function servingRequest(): boolean {
  return scope.getStore() === true;
}

// Whether this process is shutting down, and who wants to hear when it starts: long-lived responses (the
// live event streams) end at once, so that a shutdown waits for real requests only. No imports: lib/http.ts
// and lib/process/lifecycle.ts both use it. On globalThis: Next.js loads instrumentation and routes as separate bundles.

interface Draining {
  draining: boolean;
  listeners: Set<() => void>;
}
const state = ((globalThis as unknown as { __castfolioDraining?: Draining }).__castfolioDraining ??= {
  draining: false,
  listeners: new Set(),
});

export const isDraining = (): boolean => state.draining;

/** Calls `listener` when the shutdown starts (at once if it has); answers the function that forgets it. */
export function whenDraining(listener: () => void): () => void {
  if (state.draining) {
    listener();
    return () => undefined;
  }
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

/** Starts the shutdown: answers false when it had already started. */
export function startDraining(): boolean {
  if (state.draining) return false;
  state.draining = true;
  for (const listener of [...state.listeners]) listener();
  state.listeners.clear();
  return true;
}

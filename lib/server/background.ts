import "server-only";

// Work that must not hold up or fail the request that caused it (sending mail): it runs after the
// answer, its failures are logged, and tests and a stopping server can wait for it to finish.

const pending = new Set<Promise<void>>();

/** Runs `task` without waiting for it; a failure is logged under `name`, never thrown at the caller. */
export function inBackground(name: string, task: () => Promise<unknown>): void {
  const run: Promise<void> = Promise.resolve()
    .then(task)
    .then(
      () => undefined,
      (error: unknown) => console.error(`[background] ${name} failed:`, error instanceof Error ? error.message : error),
    )
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every background task started so far (and any they started) has finished. */
export async function backgroundIdle(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

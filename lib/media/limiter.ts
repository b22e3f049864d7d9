import "server-only";
/** Runs at most `max` tasks at once; the rest wait in order. */
export function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, so `running` never dips and lets a newcomer jump the queue.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

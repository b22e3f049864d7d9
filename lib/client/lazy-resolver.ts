import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose validation code (zod and the shared schema, some 35 KB) is loaded on
 * first use rather than with the page. `preload()` starts the download early, e.g. when a field gets focus.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> & { preload(): void } {
  let loaded: Promise<Resolver<T>> | undefined;
  const get = () => (loaded ??= load());
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get() });
}

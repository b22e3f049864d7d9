"use client";

import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { useHydrated } from "./hydrated.ts";

// React's own lazy loading, instead of next/dynamic, whose runtime (2 KB) would ride with every page: the header
// loads two components this way.

const lazily = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() => load().then((component) => ({ default: component })));

/**
 * A component whose code the browser loads only once it shows it, after the page has come to life (what
 * next/dynamic calls `ssr: false`): the server's HTML, and the browser until then, show the placeholder.
 */
export function clientOnly<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: ReactNode = null) {
  const Loaded = lazily(load);
  return function ClientOnly(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

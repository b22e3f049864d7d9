"use client";

import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False while the page is only the server's HTML, true once React runs it. Until then a form's submit
 * would be the browser's own (a GET that puts every field, passwords too, in the address), so submit
 * buttons wait for this.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

"use client";

import { useEffect } from "react";

// A deterrent, not a protection: a screenshot can always be taken. Site-wide: no context
// menu, no image dragging (selection is off in CSS). On profiles: the screenshot shortcuts too
// (./ScreenshotShortcutGuard.tsx).

/** Site-wide: right-click and image dragging off, plus the overlay layer. */
export function ScreenshotGuard() {
  useEffect(() => {
    const stop = (event: Event) => event.preventDefault();
    const noImageDrag = (event: DragEvent) => {
      if (event.target instanceof HTMLImageElement) event.preventDefault();
    };
    document.addEventListener("contextmenu", stop);
    document.addEventListener("dragstart", noImageDrag);
    return () => {
      document.removeEventListener("contextmenu", stop);
      document.removeEventListener("dragstart", noImageDrag);
    };
  }, []);
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 z-[70] select-none"
      data-testid="screenshot-overlay"
    />
  );
}

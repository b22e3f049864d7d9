"use client";

import { useEffect } from "react";
import { MESSAGES } from "@/lib/status-messages";

// A deterrent, not a protection: a screenshot can always be taken. Site-wide: no context
// menu, no image dragging (selection is off in CSS). On profiles: the screenshot shortcuts too.

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

// Browsers deliver PrintScreen (alone or with Alt) only as keyup; the save shortcuts come as keydown.
function isScreenshotShortcut(e: KeyboardEvent): boolean {
  const key = e.key.toLowerCase();
  if (e.type === "keyup") return e.key === "PrintScreen";
  return (e.ctrlKey && e.shiftKey && key === "s") || (e.metaKey && key === "s");
}

/** On the profile page: the screenshot shortcuts and the context menu answer with MESSAGES.screenshotBlocked. */
export function ScreenshotShortcutGuard() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isScreenshotShortcut(event)) return;
      event.preventDefault();
      window.alert(MESSAGES.screenshotBlocked);
    };
    const onMenu = (event: MouseEvent) => {
      event.preventDefault();
      window.alert(MESSAGES.screenshotBlocked);
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("keyup", onKey);
    document.addEventListener("contextmenu", onMenu);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("keyup", onKey);
      document.removeEventListener("contextmenu", onMenu);
    };
  }, []);
  return null;
}

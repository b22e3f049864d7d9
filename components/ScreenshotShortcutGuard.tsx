"use client";

import { useEffect } from "react";

// Browsers deliver PrintScreen (alone or with Alt) only as keyup; the save shortcuts come as keydown.
function isScreenshotShortcut(e: KeyboardEvent): boolean {
  const key = e.key.toLowerCase();
  if (e.type === "keyup") return e.key === "PrintScreen";
  return (e.ctrlKey && e.shiftKey && key === "s") || (e.metaKey && key === "s");
}

/** On the profile page: the screenshot shortcuts and the context menu answer with `message`, in the page's language. */
export function ScreenshotShortcutGuard({ message }: { message: string }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isScreenshotShortcut(event)) return;
      event.preventDefault();
      window.alert(message);
    };
    const onMenu = (event: MouseEvent) => {
      event.preventDefault();
      window.alert(message);
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("keyup", onKey);
    document.addEventListener("contextmenu", onMenu);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("keyup", onKey);
      document.removeEventListener("contextmenu", onMenu);
    };
  }, [message]);
  return null;
}

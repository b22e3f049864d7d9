"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "#words";
import { useHydrated } from "@/lib/client/hydrated";

/**
 * Opens and closes the navigation on small screens, where it is a drawer under the header: a real button
 * (Enter and Space work), at the end of the header's row; Escape closes the drawer and the page behind it
 * does not scroll while it is open. Until the page has hydrated it is disabled and dimmed: the drawer is
 * shown by this component's effect, so in the server's HTML a press would do nothing.
 */
export function MobileMenuToggle({ controls }: { controls: string }) {
  const t = useTranslations("LayoutClient");
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    document.getElementById(controls)?.classList.toggle("hidden", !open);
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    const key = (event: KeyboardEvent) => {
      // An open category menu takes Escape first (lib/client/use-dismiss.ts).
      if (event.key === "Escape" && !document.querySelector(`#${controls} details[open]`)) {
        setOpen(false);
        button.current?.focus();
      }
    };
    const wide = window.matchMedia("(min-width: 1024px)");
    const closeWhenWide = () => wide.matches && setOpen(false);
    document.addEventListener("keydown", key);
    wide.addEventListener("change", closeWhenWide);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener("keydown", key);
      wide.removeEventListener("change", closeWhenWide);
    };
  }, [open, controls]);
  return (
    <button
      ref={button}
      type="button"
      onClick={() => setOpen(!open)}
      aria-controls={controls}
      aria-expanded={open}
      disabled={!hydrated}
      className="order-last shrink-0 rounded border border-gray-200 p-2 disabled:cursor-wait disabled:opacity-60 lg:hidden"
    >
      <span className="sr-only">{open ? t("menu.close") : t("menu.open")}</span>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
        {open ? (
          <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
        ) : (
          <path d="M2 4h16v2H2zm0 5h16v2H2zm0 5h16v2H2z" />
        )}
      </svg>
    </button>
  );
}

"use client";

import { useEffect, useRef, type RefObject } from "react";

/** How far the page may move under an open menu before the menu closes. */
const SCROLL_SLACK_PX = 24;

/**
 * Closes an open menu the way people expect: Escape (focus goes back to its trigger), a click or focus
 * outside it, and scrolling the page on a wide screen (where the menu floats over the page; on a phone it
 * sits in the drawer, which scrolls).
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  close: (how: "escape" | "outside" | "scroll") => void,
): void {
  const onClose = useRef(close);
  useEffect(() => {
    onClose.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) onClose.current("outside");
    };
    const key = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose.current("escape");
    };
    const wide = window.matchMedia("(min-width: 1024px)");
    // Scroll events arrive a frame late: one for a scroll that happened before the menu opened (the page brought the
    // trigger into view) must not close it. What closes it is the page moving away from where the menu opened.
    const openedAt = window.scrollY;
    const scroll = () => {
      if (wide.matches && Math.abs(window.scrollY - openedAt) > SCROLL_SLACK_PX) onClose.current("scroll");
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    document.addEventListener("keydown", key);
    window.addEventListener("scroll", scroll, { passive: true });
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
      document.removeEventListener("keydown", key);
      window.removeEventListener("scroll", scroll);
    };
  }, [open, container]);
}

/** Arrow keys move focus through a menu's links (Home and End to the ends). */
export function moveFocus(event: React.KeyboardEvent<HTMLElement>, items: HTMLElement[]): void {
  if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key) || items.length === 0) return;
  event.preventDefault();
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? items.length - 1
        : event.key === "ArrowDown"
          ? (at + 1) % items.length
          : (at - 1 + items.length) % items.length;
  items[next].focus();
}

"use client";

import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { useDismiss } from "@/lib/client/use-dismiss";

/** Room kept between the panel and its button, and between the panel and the edges of the window (px). */
const GAP = 8;
const EDGE = 8;
/** The panel's width on a wide screen (px), and the height it takes with a few lists: below the button if
 *  that much room is left there. */
const WIDTH = 288;
const ROOM = 320;

/**
 * Where the panel goes on a wide screen (from 1024 px, where it floats by its button; narrower, it is a
 * sheet along the bottom of the window): under the button, or over it when there is more room there, its
 * edge lined up with the button's and pushed back inside the window. Its height is capped to the room, so
 * that it never runs off the window (its content scrolls instead).
 */
function placeBy(button: DOMRect, align: "left" | "right", width: number, height: number) {
  const wide = Math.min(WIDTH, width - 2 * EDGE);
  const left = Math.min(Math.max(align === "left" ? button.left : button.right - wide, EDGE), width - wide - EDGE);
  const below = height - button.bottom - GAP - EDGE;
  const above = button.top - GAP - EDGE;
  if (below >= ROOM || below >= above) {
    const top = Math.max(button.bottom + GAP, EDGE);
    return { left, width: wide, top: `${top}px`, bottom: "auto", maxHeight: height - top - EDGE };
  }
  const bottom = Math.max(height - button.top + GAP, EDGE);
  return { left, width: wide, top: "auto", bottom: `${bottom}px`, maxHeight: height - bottom - EDGE };
}

const FOCUSABLE = "a[href], button:not(:disabled), input:not(:disabled)";

/**
 * A dialog anchored to the button that opened it: placed by the button on a wide screen (as CSS variables its
 * lg: classes read), focused when it opens, Tab kept inside it, and closed by Escape, a click outside or (on a
 * wide screen) scrolling the page, focus going back to the button where it would otherwise be lost.
 */
export function useAnchoredPanel(anchor: RefObject<HTMLElement | null>, align: "left" | "right", onClose: () => void) {
  const box = useRef<HTMLDivElement>(null);
  // Placed before it is painted, and again when the window changes size. The sheet of a narrow screen
  // ignores these properties (see the lg: classes of the panel that uses this).
  useLayoutEffect(() => {
    const place = () => {
      const panel = box.current;
      const button = anchor.current;
      if (!panel || !button) return;
      const root = document.documentElement;
      const at = placeBy(button.getBoundingClientRect(), align, root.clientWidth, root.clientHeight);
      panel.style.setProperty("--pop-left", `${at.left}px`);
      panel.style.setProperty("--pop-width", `${at.width}px`);
      panel.style.setProperty("--pop-top", at.top);
      panel.style.setProperty("--pop-bottom", at.bottom);
      panel.style.setProperty("--pop-max-height", `${at.maxHeight}px`);
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [anchor, align]);

  useEffect(() => {
    box.current?.focus({ preventScroll: true });
  }, []);

  const close = (how: "escape" | "outside" | "scroll") => {
    onClose();
    // Escape and the close button hand focus back to the button; so does a click that left it nowhere (on
    // the dimmed page, or on a gap between the page's controls). A click on a control keeps it there.
    const button = anchor.current;
    requestAnimationFrame(() => {
      const at = document.activeElement;
      if (how === "escape" || !at || at === document.body) button?.focus({ preventScroll: true });
    });
  };

  // The button lives outside the panel: pressed while the panel is open, it would count as a click outside
  // (closing the panel) and its click would open it again. Its own click closes it instead. A capturing
  // listener hears the press before useDismiss's does.
  const pressOnButton = useRef(false);
  useEffect(() => {
    const press = (event: PointerEvent) => {
      pressOnButton.current = Boolean(anchor.current?.contains(event.target as Node));
    };
    document.addEventListener("pointerdown", press, true);
    return () => document.removeEventListener("pointerdown", press, true);
  }, [anchor]);
  useDismiss(true, box, (how) => {
    if (how === "outside" && pressOnButton.current) return;
    close(how);
  });

  // Tab and Shift+Tab go round the panel's controls rather than out into the page behind it.
  const keepFocus = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    const at = document.activeElement;
    if (event.shiftKey && (at === first || at === box.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && at === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { box, keepFocus, close };
}

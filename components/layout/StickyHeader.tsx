"use client";

import { useEffect, useState } from "react";
import { STICKY_HEADER_AFTER_PX } from "@/lib/site";

/** The header turns sticky (fixed, with a shadow) once the page is scrolled past 50 px. */
export function StickyHeader({ children }: { children: React.ReactNode }) {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > STICKY_HEADER_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <header
      data-sticky={sticky}
      className={`top-0 z-50 w-full bg-white/95 backdrop-blur print:hidden ${sticky ? "sticky shadow-md" : "relative border-b border-gray-100"}`}
    >
      {children}
    </header>
  );
}

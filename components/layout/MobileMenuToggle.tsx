"use client";

import { useState } from "react";

/** Opens and closes the navigation on small screens; a real button, so Enter and Space work. */
export function MobileMenuToggle({ controls }: { controls: string }) {
  const [open, setOpen] = useState(false);
  const toggle = () => {
    const next = !open;
    setOpen(next);
    document.getElementById(controls)?.classList.toggle("hidden", !next);
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-controls={controls}
      aria-expanded={open}
      className="ml-auto rounded border border-gray-200 p-2 lg:hidden"
    >
      <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
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

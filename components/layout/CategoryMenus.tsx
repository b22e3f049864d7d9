"use client";

import { useRef, useState } from "react";
import { CATEGORIES, listingPath, menuSubcategories } from "@/lib/catalog";
import { moveFocus, useDismiss } from "@/lib/client/use-dismiss";

// One menu per category with its subcategories (spec 2): disclosure menus that close on Escape (focus
// back on the trigger), a click or focus elsewhere and page scroll, one open at a time, arrow keys through
// the links. Still <details>, so they open before any script runs. The eighty links come from the catalog
// in the browser's bundle instead of being repeated in the page data of every server-rendered page.
export function CategoryMenus() {
  const [open, setOpen] = useState<string | null>(null);
  const current = useRef<HTMLDetailsElement | null>(null);

  useDismiss(open !== null, current, (how) => {
    const summary = current.current?.querySelector("summary");
    setOpen(null);
    if (how === "escape") summary?.focus();
  });

  return (
    <>
      {CATEGORIES.map((category) => (
        <li key={category.name} className="group relative">
          <details
            className="nav-menu"
            open={open === category.name}
            onToggle={(event) => {
              const opened = event.currentTarget.open;
              if (opened) current.current = event.currentTarget;
              setOpen((was) => (opened ? category.name : was === category.name ? null : was));
            }}
            onKeyDown={(event) => {
              const links = [...event.currentTarget.querySelectorAll<HTMLElement>("ul a")];
              if (event.key === "ArrowDown" && open !== category.name) {
                event.preventDefault();
                current.current = event.currentTarget;
                setOpen(category.name);
                requestAnimationFrame(() => links[0]?.focus());
                return;
              }
              if (open === category.name) moveFocus(event, links);
            }}
          >
            <summary className="cursor-pointer list-none rounded px-3 py-2 text-sm font-medium hover:text-brand-600">
              {category.name}
            </summary>
            <ul className="z-40 grid gap-0.5 bg-white py-1 pl-3 lg:absolute lg:left-0 lg:top-full lg:max-h-[70vh] lg:min-w-56 lg:overflow-y-auto lg:rounded-lg lg:border lg:border-gray-100 lg:p-2 lg:shadow-lg">
              {/* Plain links: some eighty Link components would be rendered again for every server-rendered page. */}
              {menuSubcategories(category).map((sub) => (
                <li key={sub}>
                  <a
                    href={listingPath(category.name, sub)}
                    className="block rounded px-3 py-1.5 text-sm hover:bg-brand-50 hover:text-brand-700"
                  >
                    {sub}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </>
  );
}

"use client";

import { useRef, useState } from "react";
import { CATEGORIES, listingPath, menuSubcategories } from "@/lib/catalog";
import { moveFocus, useDismiss } from "@/lib/client/use-dismiss";
import { NAV_LINKS } from "@/lib/site";

interface Menu {
  name: string;
  links: readonly { href: string; label: string }[];
}

/** The header's disclosure menus: one per category with its subcategories, and "More" for the site's pages. */
const MENUS: Record<"categories" | "more", Menu[]> = {
  categories: CATEGORIES.map((category) => ({
    name: category.name,
    links: menuSubcategories(category).map((sub) => ({ href: listingPath(category.name, sub), label: sub })),
  })),
  more: [{ name: "More", links: NAV_LINKS }],
};

// One menu per category with its subcategories, and one for the site's own pages: disclosure menus
// that close on Escape (focus back on the trigger), a click or focus elsewhere and page scroll, one open at a
// time, arrow keys through the links. Still <details>, so they open before any script runs. The eighty links
// come from the catalog in the browser's bundle instead of being repeated in the page data of every
// server-rendered page.
export function NavMenus({ which }: { which: keyof typeof MENUS }) {
  const [open, setOpen] = useState<string | null>(null);
  const current = useRef<HTMLDetailsElement | null>(null);

  useDismiss(open !== null, current, (how) => {
    const summary = current.current?.querySelector("summary");
    setOpen(null);
    if (how === "escape") summary?.focus();
  });

  return (
    <>
      {MENUS[which].map((menu) => (
        <li key={menu.name} className="group relative">
          <details
            className="nav-menu"
            open={open === menu.name}
            onToggle={(event) => {
              const opened = event.currentTarget.open;
              if (opened) current.current = event.currentTarget;
              setOpen((was) => (opened ? menu.name : was === menu.name ? null : was));
            }}
            onKeyDown={(event) => {
              const links = [...event.currentTarget.querySelectorAll<HTMLElement>("ul a")];
              if (event.key === "ArrowDown" && open !== menu.name) {
                event.preventDefault();
                current.current = event.currentTarget;
                setOpen(menu.name);
                requestAnimationFrame(() => links[0]?.focus());
                return;
              }
              if (open === menu.name) moveFocus(event, links);
            }}
          >
            <summary className="cursor-pointer list-none whitespace-nowrap rounded px-3 py-2 text-sm font-medium hover:text-brand-600 lg:px-2">
              {menu.name}
            </summary>
            <ul
              className={`z-40 grid gap-0.5 bg-white py-1 pl-3 lg:absolute ${which === "more" ? "lg:right-0" : "lg:left-0"} lg:top-full lg:max-h-[70vh] lg:min-w-56 lg:overflow-y-auto lg:rounded-lg lg:border lg:border-gray-100 lg:p-2 lg:shadow-lg`}
            >
              {/* Plain links: some eighty Link components would be rendered again for every server-rendered page. */}
              {menu.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="block rounded px-3 py-1.5 text-sm hover:bg-brand-50 hover:text-brand-700"
                  >
                    {link.label}
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

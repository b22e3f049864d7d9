"use client";

import { useRef, useState } from "react";
import { useLocale, useTranslations } from "#words";
import { CATEGORIES, listingPath, menuSubcategories } from "@/lib/catalog";
import { moveFocus, useDismiss } from "@/lib/client/use-dismiss";
import { isLocale, localisedPath } from "@/lib/i18n/locales";
import { NAV_LINKS } from "./links";

interface Menu {
  /** Stable across languages: the English name (React's key, and which menu is open). */
  id: string;
  name: string;
  links: readonly { href: string; label: string }[];
}

type Which = "categories" | "more";

// One menu per category with its subcategories, and one for the site's own pages: disclosure menus
// that close on Escape (focus back on the trigger), a click or focus elsewhere and page scroll, one open at a
// time, arrow keys through the links. Still <details>, so they open before any script runs. The eighty links
// come from the catalog in the browser's bundle instead of being repeated in the page data of every
// server-rendered page; in another language than English, the header sends their names in it.
export function NavMenus({ which, names = {} }: { which: Which; names?: Readonly<Record<string, string>> }) {
  const t = useTranslations("LayoutClient");
  const locale = useLocale();
  // Plain <a> below, so the page's language prefix (/hi/…) is added here; the addresses themselves stay English.
  const localise = (href: string) => (isLocale(locale) ? localisedPath(locale, href) : href);
  const moreLabels: Record<(typeof NAV_LINKS)[number]["key"], string> = {
    contact: t("more.contact"),
    about: t("more.about"),
    terms: t("more.terms"),
    privacy: t("more.privacy"),
  };
  const menus: Menu[] =
    which === "categories"
      ? CATEGORIES.map((category) => ({
          id: category.name,
          name: names[category.name] ?? category.name,
          links: menuSubcategories(category).map((sub) => ({
            href: listingPath(category.name, sub),
            label: names[sub] ?? sub,
          })),
        }))
      : [
          {
            id: "More",
            name: t("more.title"),
            links: NAV_LINKS.map((link) => ({ href: link.href, label: moreLabels[link.key] })),
          },
        ];
  const [open, setOpen] = useState<string | null>(null);
  const current = useRef<HTMLDetailsElement | null>(null);

  useDismiss(open !== null, current, (how) => {
    const summary = current.current?.querySelector("summary");
    setOpen(null);
    if (how === "escape") summary?.focus();
  });

  return (
    <>
      {menus.map((menu) => (
        <li key={menu.id} className="group relative">
          <details
            className="nav-menu"
            open={open === menu.id}
            onToggle={(event) => {
              const opened = event.currentTarget.open;
              if (opened) current.current = event.currentTarget;
              setOpen((was) => (opened ? menu.id : was === menu.id ? null : was));
            }}
            onKeyDown={(event) => {
              const links = [...event.currentTarget.querySelectorAll<HTMLElement>("ul a")];
              if (event.key === "ArrowDown" && open !== menu.id) {
                event.preventDefault();
                current.current = event.currentTarget;
                setOpen(menu.id);
                requestAnimationFrame(() => links[0]?.focus());
                return;
              }
              if (open === menu.id) moveFocus(event, links);
            }}
          >
            {/* Styled by .nav-menu in app/globals.css, once for some eighty links. */}
            <summary>{menu.name}</summary>
            <ul className={which === "more" ? "lg:right-0" : "lg:left-0"}>
              {/* Plain links: some eighty Link components would be rendered again for every server-rendered page. */}
              {menu.links.map((link) => (
                <li key={link.href}>
                  <a href={localise(link.href)}>{link.label}</a>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </>
  );
}

"use client";

import { CATEGORIES, listingPath, menuSubcategories } from "@/lib/catalog";

// One menu per category with its subcategories (spec 2). A client component although it has no state
// yet: its eighty links come from the catalog in the browser's bundle instead of being repeated in the
// page data of every server-rendered page.
export function CategoryMenus() {
  return (
    <>
      {CATEGORIES.map((category) => (
        <li key={category.name} className="group relative">
          <details className="nav-menu">
            <summary className="cursor-pointer list-none rounded px-3 py-2 text-sm font-medium hover:text-brand-600">
              {category.name}
            </summary>
            <ul className="z-40 grid max-h-[70vh] min-w-56 gap-0.5 overflow-y-auto rounded-lg border border-gray-100 bg-white p-2 shadow-lg lg:absolute lg:left-0 lg:top-full">
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

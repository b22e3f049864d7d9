import Link from "next/link";
import { CATEGORIES, listingPath, menuSubcategories } from "@/lib/catalog";
import { NAV_LINKS } from "@/lib/site";
import { StickyHeader } from "./StickyHeader";
import { MobileMenuToggle } from "./MobileMenuToggle";

/** Site header: Home, one menu per category with its subcategories, then the static links (spec 2). */
export function Header({ account }: { account?: React.ReactNode }) {
  return (
    <StickyHeader>
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link href="/" className="text-xl font-extrabold tracking-tight text-ink-900">
          Cast<span className="text-brand-600">folio</span>
          <span className="sr-only"> home</span>
        </Link>
        <MobileMenuToggle controls="site-nav" />
        <nav id="site-nav" aria-label="Main" className="site-nav hidden w-full lg:block lg:w-auto">
          <ul className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-0">
            <li>
              <Link href="/" className="block rounded px-3 py-2 text-sm font-medium hover:text-brand-600">
                Home
              </Link>
            </li>
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
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="block rounded px-3 py-2 text-sm font-medium hover:text-brand-600">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto lg:ml-2">{account}</div>
      </div>
    </StickyHeader>
  );
}

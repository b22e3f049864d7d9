import Link from "next/link";
import { MARKET_LINKS } from "@/lib/site";
import { StickyHeader } from "./StickyHeader";
import { NavMenus } from "./NavMenus";
import { HeaderSearch } from "./HeaderSearch";
import { MemberNavLinks } from "./MemberNavLinks";
import { MobileMenuToggle } from "./MobileMenuToggle";

const LINK = "block whitespace-nowrap rounded px-3 py-2 text-sm font-medium hover:text-brand-600 lg:px-2";

/**
 * Site header: Home, one menu per category with its subcategories, casting calls and studios, the signed-in
 * member's own links (Login for a visitor), then "More" with the site's own pages.
 */
export function Header({ account }: { account?: React.ReactNode }) {
  return (
    <StickyHeader>
      {/* On a phone: one row (logo, search and account, menu button), the menu a drawer under it. */}
      <div className="relative mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 lg:gap-4">
        <Link href="/" className="shrink-0 text-xl font-extrabold tracking-tight text-ink-900">
          Cast<span className="text-brand-600">folio</span>
          <span className="sr-only"> home</span>
        </Link>
        <MobileMenuToggle controls="site-nav" />
        <nav
          id="site-nav"
          aria-label="Main"
          className="site-nav hidden max-lg:absolute max-lg:inset-x-0 max-lg:top-full max-lg:z-50 max-lg:h-[calc(100dvh-4rem)] max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:border-t max-lg:border-gray-100 max-lg:bg-white max-lg:px-4 max-lg:pb-10 max-lg:pt-2 max-lg:shadow-lg lg:block lg:w-auto"
        >
          <ul className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-0">
            <li>
              <Link href="/" className={LINK}>
                Home
              </Link>
            </li>
            <NavMenus which="categories" />
            {MARKET_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={LINK}>
                  {link.label}
                </Link>
              </li>
            ))}
            <MemberNavLinks className={LINK} />
            <NavMenus which="more" />
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <HeaderSearch />
          {account}
        </div>
      </div>
    </StickyHeader>
  );
}

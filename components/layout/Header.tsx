import Link from "next/link";
import { NAV_LINKS } from "@/lib/site";
import { StickyHeader } from "./StickyHeader";
import { CategoryMenus } from "./CategoryMenus";
import { HeaderSearch } from "./HeaderSearch";
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
            <CategoryMenus />
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="block rounded px-3 py-2 text-sm font-medium hover:text-brand-600">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 lg:ml-auto">
          <HeaderSearch />
          {account}
        </div>
      </div>
    </StickyHeader>
  );
}

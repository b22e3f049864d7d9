import { useLocale, useTranslations } from "#words";
import { LanguageMenu } from "@/components/language/LanguageMenu";
import { CATEGORIES, menuSubcategories } from "@/lib/catalog";
import { categoryLabel, subcategoryLabel, type CatalogTranslator } from "@/lib/search/catalog-names";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/link";
import { MARKET_LINKS } from "./links";
import { StickyHeader } from "./StickyHeader";
import { NavMenus } from "./NavMenus";
import { HeaderSearch } from "./HeaderSearch";
import { MemberNavLinks } from "./MemberNavLinks";
import { MobileMenuToggle } from "./MobileMenuToggle";

/** The menus' category and subcategory names in the page's language, by their English names. */
function menuNames(catalog: CatalogTranslator): Record<string, string> {
  const names: Record<string, string> = {};
  for (const category of CATEGORIES) {
    names[category.name] = categoryLabel(catalog, category.name);
    for (const sub of menuSubcategories(category)) names[sub] = subcategoryLabel(catalog, sub);
  }
  return names;
}

const LINK = "block whitespace-nowrap rounded px-3 py-2 text-sm font-medium hover:text-brand-600 lg:px-1.5";

/**
 * Site header: Home, one menu per category with its subcategories, casting calls and studios, the signed-in
 * member's own links (Login for a visitor), then "More" with the site's own pages.
 */
export function Header({ account }: { account?: React.ReactNode }) {
  const t = useTranslations("Layout");
  const catalog = useTranslations("Catalog");
  // English names are the catalog's own: only another language sends its names with the page.
  const names = useLocale() === DEFAULT_LOCALE ? undefined : menuNames(catalog);
  const marketLabels: Record<(typeof MARKET_LINKS)[number]["key"], string> = {
    castingCalls: t("header.castingCalls"),
    studios: t("header.studios"),
  };
  return (
    <StickyHeader>
      {/* On a phone: one row (logo, search and account, menu button), the menu a drawer under it. */}
      <div className="relative mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 lg:gap-4">
        <Link href="/" className="shrink-0 text-xl font-extrabold tracking-tight text-ink-900">
          Cast<span className="text-brand-600">folio</span>
          <span className="sr-only"> {t("header.logoHome")}</span>
        </Link>
        <MobileMenuToggle controls="site-nav" />
        <nav
          id="site-nav"
          aria-label={t("header.mainNav")}
          className="site-nav hidden max-lg:absolute max-lg:inset-x-0 max-lg:top-full max-lg:z-50 max-lg:h-[calc(100dvh-4rem)] max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:border-t max-lg:border-gray-100 max-lg:bg-white max-lg:px-4 max-lg:pb-10 max-lg:pt-2 max-lg:shadow-lg lg:block lg:w-auto lg:min-w-0 lg:flex-1"
        >
          <ul className="flex flex-col gap-1 lg:flex-row lg:flex-wrap lg:items-center lg:gap-0">
            <li>
              <Link href="/" className={LINK}>
                {t("header.home")}
              </Link>
            </li>
            <NavMenus which="categories" names={names} />
            {MARKET_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={LINK}>
                  {marketLabels[link.key]}
                </Link>
              </li>
            ))}
            <MemberNavLinks className={LINK} />
            <NavMenus which="more" />
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <HeaderSearch />
          <LanguageMenu />
          {account}
        </div>
      </div>
    </StickyHeader>
  );
}

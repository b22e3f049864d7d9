import { useLocale, useTranslations } from "#words";
import { isLocale, localisedPath } from "@/lib/i18n/locales";
import { Icon } from "../ui/Icon";

const INPUT = "rounded-l-full border border-r-0 border-gray-300 px-3 py-1.5 text-sm";
const BUTTON = "rounded-r-full border border-gray-300 bg-gray-50 px-3 py-1.5 text-gray-700 hover:text-brand-700";

/** The search box of every page's header: a plain GET form to /search (scripts or not). */
function SearchBox({ id, className }: { id: string; className: string }) {
  const t = useTranslations("Layout");
  const locale = useLocale();
  // A plain form, not a Link: it keeps the page's language by going to its /search (/hi/search on a Hindi page).
  const action = isLocale(locale) ? localisedPath(locale, "/search") : "/search";
  return (
    <form action={action} method="get" role="search" aria-label={t("search.label")} className={className}>
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder={t("search.placeholder")}
        maxLength={100}
        className={`${INPUT} min-w-0 flex-1`}
      />
      <button type="submit" className={BUTTON}>
        <Icon name="search" className="h-4 w-4" />
        <span className="sr-only">{t("search.button")}</span>
      </button>
    </form>
  );
}

/**
 * Wide screens show the box in the header's row; narrower ones, where the menus need the room, a search
 * button that opens the same box under it (a <details>, so it works before any script).
 */
export function HeaderSearch() {
  const t = useTranslations("Layout");
  return (
    <>
      <SearchBox id="header-search" className="hidden w-52 items-center 2xl:flex" />
      <details className="header-search relative 2xl:hidden">
        <summary
          className="cursor-pointer list-none rounded-full p-2 text-gray-700 hover:text-brand-700"
          title={t("search.button")}
        >
          <Icon name="search" className="h-5 w-5" />
          <span className="sr-only">{t("search.label")}</span>
        </summary>
        <SearchBox
          id="header-search-small"
          className="absolute right-0 top-full z-50 mt-2 flex w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-gray-100 bg-white p-2 shadow-lg"
        />
      </details>
    </>
  );
}

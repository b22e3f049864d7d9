import Link from "next/link";
import { Icon } from "../ui/Icon";

/** The search box in every page's header: a plain GET form to /search (an icon link below 1536 px, where the menus need the room). */
export function HeaderSearch() {
  return (
    <>
      <form
        action="/search"
        method="get"
        role="search"
        aria-label="Search profiles"
        className="hidden items-center 2xl:flex"
      >
        <label htmlFor="header-search" className="sr-only">
          Search profiles
        </label>
        <input
          id="header-search"
          name="q"
          type="search"
          placeholder="Search talent"
          maxLength={100}
          className="w-40 rounded-l-full border border-r-0 border-gray-300 px-3 py-1.5 text-sm"
        />
        <button
          type="submit"
          className="rounded-r-full border border-gray-300 bg-gray-50 px-3 py-1.5 text-gray-700 hover:text-brand-700"
        >
          <Icon name="search" className="h-4 w-4" />
          <span className="sr-only">Search</span>
        </button>
      </form>
      <Link href="/search" className="rounded-full p-2 text-gray-700 hover:text-brand-700 2xl:hidden" title="Search">
        <Icon name="search" className="h-5 w-5" />
        <span className="sr-only">Search profiles</span>
      </Link>
    </>
  );
}

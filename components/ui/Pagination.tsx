import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";

/**
 * Previous, numbered pages and Next; the current page is marked for assistive technology. A server component:
 * its words are the "Studios.pagination" group's, on every page that has pages.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  const t = useTranslations("Studios.pagination");
  if (pageCount <= 1) return null;
  const item =
    "inline-flex h-10 min-w-10 items-center justify-center rounded-full border px-4 text-sm font-semibold transition";
  return (
    <nav aria-label={label} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link
              rel="prev"
              href={hrefFor(page - 1)}
              className={`${item} border-gray-200 hover:border-brand-600 hover:text-brand-700`}
            >
              {t("previous")}
            </Link>
          </li>
        )}
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              href={hrefFor(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={t("page", { page: String(n) })}
              className={`${item} ${n === page ? "border-brand-700 bg-brand-700 text-white" : "border-gray-200 hover:border-brand-600 hover:text-brand-700"}`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link
              rel="next"
              href={hrefFor(page + 1)}
              className={`${item} border-gray-200 hover:border-brand-600 hover:text-brand-700`}
            >
              {t("next")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

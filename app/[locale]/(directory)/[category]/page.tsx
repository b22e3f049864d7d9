import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { decodeSegment, findCategory, listingPath } from "@/lib/catalog";
import { categoryBlurb, categoryLabel, subcategoryLabel } from "@/lib/search/catalog-names";
import { formatNumber } from "@/lib/i18n/formats";
import { Link } from "@/lib/i18n/link";
import { currentLocale } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { subcategoryCounts } from "@/lib/search/category-counts";

// /{category}: the category's subcategories, each with how many members it lists, linking to its listing.
// An unknown category is a 404.

type Props = PageProps<"/[locale]/[category]">;

// Rendered on the first visit (the build has no database), then kept for a minute.
export const revalidate = 60;
export function generateStaticParams(): { category: string }[] {
  return [];
}

function categoryOf(param: string) {
  const category = findCategory(decodeSegment(param));
  if (!category) notFound();
  return category;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = categoryOf((await params).category);
  const [t, names] = await Promise.all([getTranslations("Listing.category"), getTranslations("Catalog")]);
  const title = categoryLabel(names, category.name);
  const examples = category.subcategories.slice(0, 5).map((s) => subcategoryLabel(names, s));
  return {
    title,
    description: t("description", {
      blurb: categoryBlurb(names, category.name),
      category: title.toLowerCase(),
      examples: examples.join(", "),
    }),
    alternates: await pageAlternates(listingPath(category.name)),
  };
}

export default async function CategoryPage({ params }: Props) {
  const category = categoryOf((await params).category);
  const [counts, t, names, locale] = await Promise.all([
    subcategoryCounts(category),
    getTranslations("Listing.category"),
    getTranslations("Catalog"),
    currentLocale(),
  ]);
  return (
    <section className="mx-auto grid max-w-7xl gap-6 px-4 py-10">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold">{categoryLabel(names, category.name)}</h1>
        <p className="max-w-prose text-gray-600">{categoryBlurb(names, category.name)}</p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="subcategories">
        {category.subcategories.map((subcategory) => {
          const count = counts.get(subcategory) ?? 0;
          return (
            <li key={subcategory}>
              <Link
                href={listingPath(category.name, subcategory)}
                className="flex items-center justify-between gap-3 rounded-xl border border-gray-100 px-4 py-3 hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="font-semibold text-ink-900">{subcategoryLabel(names, subcategory)}</span>
                <span className="shrink-0 text-sm text-gray-600">
                  {t("profiles", { count, shown: formatNumber(locale, count) })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p>
        <Link
          href={`/search?category=${encodeURIComponent(category.name)}`}
          className="text-sm text-brand-700 underline"
        >
          {t("searchAll", { category: categoryLabel(names, category.name).toLowerCase() })}
        </Link>
      </p>
    </section>
  );
}

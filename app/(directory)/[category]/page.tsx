import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { decodeSegment, findCategory, listingPath } from "@/lib/catalog";
import { subcategoryCounts } from "@/lib/search/category-counts";

// /{category}: the category's subcategories, each with how many members it lists, linking to its listing.
// An unknown category is a 404.

type Props = PageProps<"/[category]">;

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
  return {
    title: category.name,
    description: `${category.blurb} Browse ${category.name.toLowerCase()} on Castfolio by subcategory: ${category.subcategories.slice(0, 5).join(", ")} and more.`,
    alternates: { canonical: listingPath(category.name) },
  };
}

export default async function CategoryPage({ params }: Props) {
  const category = categoryOf((await params).category);
  const counts = await subcategoryCounts(category);
  return (
    <section className="mx-auto grid max-w-7xl gap-6 px-4 py-10">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold">{category.name}</h1>
        <p className="max-w-prose text-gray-600">{category.blurb}</p>
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
                <span className="font-semibold text-ink-900">{subcategory}</span>
                <span className="shrink-0 text-sm text-gray-600">
                  {count === 1 ? "1 profile" : `${count.toLocaleString("en-IN")} profiles`}
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
          Search all {category.name.toLowerCase()} by city, language, age and more
        </Link>
      </p>
    </section>
  );
}

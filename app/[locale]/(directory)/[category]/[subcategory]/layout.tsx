import { notFound } from "next/navigation";
import { resolveListing } from "@/lib/catalog";

// Checks the category and subcategory before loading.tsx starts streaming, so an unknown one is a real 404.
export default async function ListingLayout({ params, children }: LayoutProps<"/[locale]/[category]/[subcategory]">) {
  const { category, subcategory } = await params;
  if (!resolveListing(category, subcategory)) notFound();
  return children;
}

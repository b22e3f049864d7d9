import { POPULAR_CATEGORIES } from "@/lib/content/popular-categories";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { CONTAINER } from "@/components/ui/styles";
import { CategoryCarousel } from "./CategoryCarousel";

export function PopularCategories() {
  return (
    <section aria-labelledby="popular-title" className="py-20">
      <div className={CONTAINER}>
        <SectionHeading
          id="popular-title"
          eyebrow="Browse talent & places"
          title="Popular Categories"
          lead="The roles and places filmmakers search for most. Open one to see every profile in it."
        />
        <div className="mt-8">
          <CategoryCarousel items={POPULAR_CATEGORIES} label="Popular Categories" />
        </div>
      </div>
    </section>
  );
}

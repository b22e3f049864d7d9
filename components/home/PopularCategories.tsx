import { useTranslations } from "#words";
import { categoryLabel, subcategoryLabel } from "@/lib/search/catalog-names";
import { POPULAR_CATEGORIES, type PopularCategory } from "@/lib/content/popular-categories";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { CONTAINER } from "@/components/ui/styles";
import { CategoryCarousel } from "./CategoryCarousel";

export function PopularCategories() {
  const t = useTranslations("Home");
  const catalog = useTranslations("Catalog");
  // The carousel shows each item's label and its category, translated here (the links keep the English path).
  const items: PopularCategory[] = POPULAR_CATEGORIES.map((item) => ({
    ...item,
    // A subcategory's name, but for "Choreographers", which has its own key here.
    label: item.label === "Choreographers" ? t("popular.choreographers") : subcategoryLabel(catalog, item.label),
    category: categoryLabel(catalog, item.category),
  }));
  return (
    <section aria-labelledby="popular-title" className="py-20">
      <div className={CONTAINER}>
        <SectionHeading
          id="popular-title"
          eyebrow={t("popular.eyebrow")}
          title={t("popular.title")}
          lead={t("popular.lead")}
        />
        <div className="mt-8">
          <CategoryCarousel items={items} label={t("popular.title")} />
        </div>
      </div>
    </section>
  );
}

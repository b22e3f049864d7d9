import { useTranslations } from "#words";
import { CATEGORIES } from "@/lib/catalog";
import { Link } from "@/lib/i18n/link";
import { Icon } from "@/components/ui/Icon";
import { BUTTON, CONTAINER } from "@/components/ui/styles";

const SUBCATEGORY_COUNT = CATEGORIES.reduce((sum, c) => sum + c.subcategories.length, 0);

export function AboutBlock() {
  const t = useTranslations("Home");
  const collage = [
    { src: "/images/categories/director.svg", alt: t("about.images.director") },
    { src: "/images/categories/dancers.svg", alt: t("about.images.dancers") },
    { src: "/images/categories/beach.svg", alt: t("about.images.beach") },
    { src: "/images/categories/assistant-director.svg", alt: t("about.images.clapperboard") },
  ];
  const paragraphs = [
    { id: "unit", text: t("about.paragraphs.unit") },
    { id: "browse", text: t("about.paragraphs.browse") },
  ];
  const points = [
    {
      id: "counts",
      text: t("about.points.counts", { categories: CATEGORIES.length, subcategories: SUBCATEGORY_COUNT }),
    },
    { id: "media", text: t("about.points.media") },
    { id: "free", text: t("about.points.free") },
  ];
  return (
    <section id="about" aria-labelledby="about-title" className="py-20">
      <div className={`${CONTAINER} grid items-center gap-12 lg:grid-cols-2`}>
        <div className="grid grid-cols-2 gap-4">
          {collage.map((image, i) => (
            <img
              key={image.src}
              src={image.src}
              alt={image.alt}
              width={400}
              height={500}
              loading="lazy"
              className={`aspect-[4/5] w-full rounded-2xl object-cover shadow-lg ${i % 2 ? "translate-y-8" : ""}`}
            />
          ))}
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">{t("about.eyebrow")}</p>
          <h2 id="about-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t("about.title")}
          </h2>
          {paragraphs.map((p) => (
            <p key={p.id} className="mt-4 text-lg text-gray-600">
              {p.text}
            </p>
          ))}
          <ul className="mt-6 grid gap-3">
            {points.map((point) => (
              <li key={point.id} className="flex items-start gap-3">
                <span className="mt-0.5 rounded-full bg-brand-50 p-1 text-brand-700">
                  <Icon name="check" className="h-4 w-4" />
                </span>
                <span className="font-medium">{point.text}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/aboutus" className={BUTTON.primary}>
              {t("about.moreAboutUs")}
            </Link>
            <Link href="/services" className={BUTTON.secondary}>
              {t("about.howItWorks")}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

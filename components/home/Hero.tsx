import { useTranslations } from "#words";
import { CATEGORIES } from "@/lib/catalog";
import { CONTAINER } from "@/components/ui/styles";
import { SessionHeroActions } from "./SessionAware";
import { HeroShowcase, type ShowcaseCall } from "./HeroShowcase";
import type { FeaturedMember } from "@/lib/profiles/featured";

/** Sprocket holes along the top edge, like a strip of film. */
const FILM_STRIP = { backgroundImage: "repeating-linear-gradient(90deg, #fff 0 18px, transparent 18px 36px)" };
const SUBCATEGORY_COUNT = CATEGORIES.reduce((sum, c) => sum + c.subcategories.length, 0);

export function Hero({ member, call }: { member: FeaturedMember | null; call: ShowcaseCall | null }) {
  const t = useTranslations("Home");
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-ink-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(232,89,12,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(92,26,3,0.6),transparent_60%)]"
      />
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-3 opacity-15" style={FILM_STRIP} />
      <div className={`${CONTAINER} grid items-center gap-12 py-16 md:py-24 lg:grid-cols-[1.1fr_0.9fr]`}>
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.25em] text-brand-100">{t("hero.eyebrow")}</p>
          <h1
            id="hero-title"
            className="mt-4 text-4xl font-black leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl"
          >
            {t("hero.title")}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-gray-200">{t("hero.lead")}</p>
          <div className="mt-8">
            <SessionHeroActions />
          </div>
          <dl className="mt-10 grid max-w-md grid-cols-3 gap-4 border-t border-white/10 pt-6">
            <div>
              <dt className="text-xs uppercase tracking-wider text-gray-300">{t("hero.stats.categories")}</dt>
              <dd className="text-2xl font-bold">{CATEGORIES.length}</dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-wider text-gray-300">{t("hero.stats.subcategories")}</dt>
              <dd className="text-2xl font-bold">{SUBCATEGORY_COUNT}</dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-wider text-gray-300">{t("hero.stats.toJoin")}</dt>
              <dd className="text-2xl font-bold">{t("hero.stats.free")}</dd>
            </div>
          </dl>
        </div>
        <HeroShowcase member={member} call={call} />
      </div>
    </section>
  );
}

import { PageImage } from "@/components/ui/PageImage";

/**
 * A picture of the product for the hero: a profile card and a casting call, drawn in HTML. Decorative, and
 * hidden on phones; its pictures load lazily so that a phone, which never shows them, never fetches them.
 */
export function HeroShowcase() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md select-none sm:block">
      <div className="absolute -right-4 -top-6 h-72 w-56 rotate-6 overflow-hidden rounded-2xl border border-white/10 shadow-2xl">
        <PageImage
          src="/images/categories/hero.svg"
          alt=""
          loading="lazy"
          width={224}
          height={288}
          className="h-full w-full object-cover"
        />
      </div>
      <div className="relative w-72 rotate-[-3deg] overflow-hidden rounded-2xl bg-white text-ink-900 shadow-2xl sm:w-80">
        <PageImage
          src="/images/categories/heroine.svg"
          alt=""
          loading="lazy"
          width={320}
          height={200}
          className="h-44 w-full object-cover object-[50%_30%]"
        />
        <span className="absolute left-0 top-4 rounded-r-full bg-amber-400 px-3 py-1 text-xs font-bold">
          ★ Verified
        </span>
        <div className="p-5">
          <p className="text-lg font-bold">Ananya Reddy</p>
          <p className="text-sm text-gray-600">Heroine · Hyderabad</p>
          <ul className="mt-3 flex flex-wrap gap-1.5 text-xs">
            {["Telugu", "Tamil", "Classical dance", "4 yrs"].map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-1 font-medium text-brand-700">
                {tag}
              </li>
            ))}
          </ul>
          <div className="mt-4 flex items-center justify-between">
            <span className="rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">View Profile</span>
            <span className="text-xs text-gray-500">Show reel · Portfolio</span>
          </div>
        </div>
      </div>
      <div className="absolute -bottom-8 right-0 w-64 rounded-xl bg-white/95 p-4 text-ink-900 shadow-xl ring-1 ring-black/5">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">New casting call</p>
        <p className="mt-1 text-sm font-semibold leading-snug">Lead Actress for a Telugu Family Drama</p>
        <p className="mt-1 text-xs text-gray-600">Silver Reel Studios · 2 openings</p>
      </div>
    </div>
  );
}

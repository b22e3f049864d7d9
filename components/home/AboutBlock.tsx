import Link from "next/link";
import { ABOUT_BLOCK } from "@/lib/content/marketing";
import { Icon } from "@/components/ui/Icon";
import { BUTTON, CONTAINER } from "@/components/ui/styles";

const COLLAGE = [
  { src: "/images/categories/director.svg", alt: "A director's chair under a spotlight" },
  { src: "/images/categories/dancers.svg", alt: "Two dancers performing on stage" },
  { src: "/images/categories/beach.svg", alt: "A beach at sunset, a shooting location" },
  { src: "/images/categories/assistant-director.svg", alt: "A clapperboard" },
];

export function AboutBlock() {
  return (
    <section id="about" aria-labelledby="about-title" className="py-20">
      <div className={`${CONTAINER} grid items-center gap-12 lg:grid-cols-2`}>
        <div className="grid grid-cols-2 gap-4">
          {COLLAGE.map((image, i) => (
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
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">About Castfolio</p>
          <h2 id="about-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {ABOUT_BLOCK.title}
          </h2>
          {ABOUT_BLOCK.paragraphs.map((p) => (
            <p key={p} className="mt-4 text-lg text-gray-600">
              {p}
            </p>
          ))}
          <ul className="mt-6 grid gap-3">
            {ABOUT_BLOCK.points.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <span className="mt-0.5 rounded-full bg-brand-50 p-1 text-brand-700">
                  <Icon name="check" className="h-4 w-4" />
                </span>
                <span className="font-medium">{point}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/aboutus" className={BUTTON.primary}>
              More about us
            </Link>
            <Link href="/services" className={BUTTON.secondary}>
              How it works
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

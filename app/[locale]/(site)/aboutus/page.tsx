import type { Metadata } from "next";
import { pageAlternates } from "@/lib/i18n/server";
import { Link } from "@/lib/i18n/navigation";
import { PageHeader } from "@/components/content/PageHeader";
import { BUTTON, CONTAINER } from "@/components/ui/styles";
import { CATEGORIES, listingPath } from "@/lib/catalog";
import { ABOUT_PAGE } from "@/lib/content/marketing";
import { PageImage } from "@/components/ui/PageImage";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "About Us",
    description:
      "Castfolio is a casting and talent marketplace for the film industry: one honest profile for every artist, technician, writer, director, musician, camera unit and location.",
    alternates: await pageAlternates("/aboutus"),
  };
}

export default function AboutPage() {
  return (
    <>
      <PageHeader title="About Us" lead={ABOUT_PAGE.lead} />
      <div className={CONTAINER}>
        <section aria-labelledby="story-title" className="grid gap-10 py-14 lg:grid-cols-[1fr_1fr]">
          <div>
            <h2 id="story-title" className="text-3xl font-bold tracking-tight">
              Why we built Castfolio
            </h2>
            {ABOUT_PAGE.story.map((p) => (
              <p key={p} className="mt-4 text-lg leading-relaxed text-gray-700">
                {p}
              </p>
            ))}
          </div>
          <PageImage
            src="/images/categories/director.svg"
            alt="A director's chair under a spotlight"
            width={400}
            height={500}
            className="mx-auto aspect-[4/5] w-full max-w-sm rounded-3xl object-cover shadow-xl"
          />
        </section>

        <section aria-labelledby="values-title" className="py-10">
          <h2 id="values-title" className="text-3xl font-bold tracking-tight">
            What we stand for
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {ABOUT_PAGE.values.map((value) => (
              <li key={value.title} className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold">{value.title}</h3>
                <p className="mt-2 text-gray-600">{value.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="who-title" className="py-10">
          <h2 id="who-title" className="text-3xl font-bold tracking-tight">
            Who is on Castfolio
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {CATEGORIES.map((category) => (
              <li key={category.name} className="rounded-2xl bg-gray-50 p-6">
                <h3 className="text-lg font-semibold">
                  <Link href={listingPath(category.name, category.subcategories[0])} className="hover:text-brand-700">
                    {category.name}
                  </Link>
                </h3>
                <p className="mt-2 text-gray-600">{category.blurb}</p>
                <p className="mt-3 text-sm text-gray-600">
                  {category.subcategories.length} subcategories, from {category.subcategories[0]} to{" "}
                  {category.subcategories.at(-1)}.
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-cta" className="py-10 text-center">
          <h2 id="about-cta" className="text-2xl font-bold">
            Join the people who make films
          </h2>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link href="/signup" className={BUTTON.primary}>
              REGISTER HERE
            </Link>
            <Link href="/services" className={BUTTON.secondary}>
              How it works
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

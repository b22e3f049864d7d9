import Link from "next/link";
import { CATEGORIES, listingPath } from "@/lib/catalog";

export default function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-br from-ink-900 via-ink-800 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 md:py-28">
          <h1 className="max-w-3xl text-4xl font-black leading-tight md:text-6xl">Your Journey to Stardom Starts Here</h1>
          <p className="mt-6 max-w-2xl text-lg text-gray-200">
            Casting calls, production support and direct connections with filmmakers: keep a profile with your photos,
            show reel and portfolio, and be found by the people who cast and shoot films.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/signup" className="rounded-full bg-brand-600 px-6 py-3 font-semibold hover:bg-brand-500">REGISTER HERE</Link>
            <Link href="/aboutus" className="rounded-full border border-white/60 px-6 py-3 font-semibold hover:bg-white/10">LEARN MORE</Link>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="browse">
        <h2 id="browse" className="text-3xl font-bold">Browse by category</h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORIES.map((category) => (
            <li key={category.name} className="rounded-xl border border-gray-100 p-6 shadow-sm">
              <h3 className="text-xl font-semibold">{category.name}</h3>
              <p className="mt-1 text-sm text-gray-600">{category.blurb}</p>
              <ul className="mt-4 flex flex-wrap gap-2">
                {category.subcategories.slice(0, 6).map((sub) => (
                  <li key={sub}>
                    <Link href={listingPath(category.name, sub)} className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700 hover:bg-brand-100">{sub}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

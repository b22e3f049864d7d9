import Link from "next/link";

/** Members' own contact details stay private: casting enquiries go through Castfolio. */
export function ContactBlock({ name }: { name: string }) {
  return (
    <aside className="rounded-2xl bg-ink-900 p-6 text-white" aria-labelledby="contact-us">
      <h2 id="contact-us" className="text-xl font-bold">
        Contact Us
      </h2>
      <p className="mt-2 text-sm text-gray-300">
        Want to cast or book {name}? Our team puts verified casting directors and production houses in touch.
      </p>
      <ul className="mt-4 grid gap-1 text-sm">
        <li>
          Email:{" "}
          <a className="underline" href="mailto:casting@castfolio.test">
            casting@castfolio.test
          </a>
        </li>
        <li>
          Phone:{" "}
          <a className="underline" href="tel:+914000000000">
            +91 40 0000 0000
          </a>
        </li>
        <li>Hours: Monday to Saturday, 10:00 to 19:00 IST</li>
      </ul>
      <Link
        href="/contactus"
        className="mt-4 inline-block rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-900"
      >
        Contact Us
      </Link>
    </aside>
  );
}

import Link from "next/link";
import { SITE_NAME } from "@/lib/site";

const SOCIAL = [
  { href: "https://www.instagram.com/", label: "Instagram" },
  { href: "https://www.youtube.com/", label: "YouTube" },
  { href: "https://www.facebook.com/", label: "Facebook" },
  { href: "https://x.com/", label: "X" },
];

export function Footer() {
  return (
    <footer className="mt-16 bg-ink-900 text-gray-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{SITE_NAME}</p>
          <p className="mt-2 text-sm">
            Profiles of actors, crews, writers, directors, musicians, camera units and locations, for the people who
            cast and shoot films.
          </p>
          <Link
            href="/contactus"
            className="mt-4 inline-block rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            Contact Us
          </Link>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-6">
          <ul className="grid content-start gap-2 text-sm">
            <li>
              <Link href="/" className="hover:text-white">
                Home
              </Link>
            </li>
            <li>
              <Link href="/aboutus" className="hover:text-white">
                About
              </Link>
            </li>
            <li>
              <Link href="/terms" className="hover:text-white">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link href="/privacy" className="hover:text-white">
                Privacy Policy
              </Link>
            </li>
          </ul>
          <ul className="grid content-start gap-2 text-sm">
            <li>
              <Link href="/services" className="hover:text-white">
                How It Works
              </Link>
            </li>
            <li>
              <Link href="/employers" className="hover:text-white">
                Studios
              </Link>
            </li>
            <li>
              <Link href="/job-grid-one" className="hover:text-white">
                Casting Calls & Jobs
              </Link>
            </li>
            <li>
              <Link href="/faq" className="hover:text-white">
                FAQ
              </Link>
            </li>
          </ul>
        </nav>
        <ul className="flex flex-wrap gap-3 text-sm" aria-label="Social links">
          {SOCIAL.map((s) => (
            <li key={s.label}>
              <a
                href={s.href}
                rel="noopener noreferrer"
                target="_blank"
                className="rounded border border-gray-600 px-3 py-1 hover:border-white hover:text-white"
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="border-t border-gray-800 py-4 text-center text-xs text-gray-300">
        © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
      </p>
    </footer>
  );
}

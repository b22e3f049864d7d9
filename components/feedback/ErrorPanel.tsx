"use client";

// The whole-document error page (app/global-error.tsx) loads with every page, so this panel imports neither the
// translation runtime nor Next.js's Link (each chunk that imports a module carries its own copy of it): its words
// come as props, and "back home" is a plain link, a fresh start after an error.
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/errors";

/** The panel's words, in one language. */
export interface ErrorWords {
  failed: string;
  unavailable: string;
  unavailableText: string;
  tryAgainSoon: string;
  tryAgain: string;
  backHome: string;
}

interface Props {
  error: unknown;
  retry: () => void;
  /** What could not be shown, e.g. "This listing could not be shown." */
  what: string;
  words: ErrorWords;
  /** The home page's address in the page's language. */
  home?: string;
}

// What a page shows when rendering it failed. Production hides server error messages from the browser,
// so the database case is told apart by the digest lib/server/db.ts stamps on it.
export function ErrorPanel({ error, retry, what, words, home = "/" }: Props) {
  const digest = error && typeof error === "object" ? (error as { digest?: unknown }).digest : undefined;
  const unavailable = digest === DATABASE_UNAVAILABLE_DIGEST;
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{unavailable ? words.unavailable : words.failed}</h1>
      <p className="mt-4 text-gray-700">{unavailable ? words.unavailableText : `${what} ${words.tryAgainSoon}`}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
        >
          {words.tryAgain}
        </button>
        <a
          href={home}
          className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {words.backHome}
        </a>
      </div>
    </section>
  );
}

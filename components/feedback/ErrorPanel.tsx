"use client";

// Next.js's own Link: the whole-document error page (app/global-error.tsx) renders outside the languages' provider.
import Link from "next/link";
import { DATABASE_UNAVAILABLE_DIGEST, DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/errors";

interface Props {
  error: unknown;
  retry: () => void;
  /** What could not be shown, e.g. "This listing could not be shown." */
  what: string;
}

// What a page shows when rendering it failed. Production hides server error messages from the browser,
// so the database case is told apart by the digest lib/server/db.ts stamps on it.
export function ErrorPanel({ error, retry, what }: Props) {
  const digest = error && typeof error === "object" ? (error as { digest?: unknown }).digest : undefined;
  const unavailable = digest === DATABASE_UNAVAILABLE_DIGEST;
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{unavailable ? "The database is unavailable" : "Something went wrong"}</h1>
      <p className="mt-4 text-gray-700">
        {unavailable ? DATABASE_UNAVAILABLE_MESSAGE : `${what} Please try again in a moment.`}
      </p>
      <div className="mt-8 flex gap-4">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
        >
          Try again
        </button>
        <Link
          href="/"
          className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Back to Home
        </Link>
      </div>
    </section>
  );
}

"use client";

import "./globals.css";

// When the root layout itself fails (header, footer), this replaces the whole document.
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <main role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
          <h1 className="text-3xl font-bold">Something went wrong</h1>
          <p className="mt-4 text-gray-700">Castfolio could not be shown. Please try again in a moment.</p>
          <button
            type="button"
            onClick={() => retry()}
            className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}

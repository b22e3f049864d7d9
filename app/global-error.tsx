"use client";

import "./globals.css";
import { ErrorPanel } from "@/components/feedback/ErrorPanel";
import english from "@/messages/en/ErrorPage.json";

// When the root layout itself fails (header, footer), this replaces the whole document: outside the languages'
// provider, so in the English catalog's words.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <main>
          <ErrorPanel error={error} retry={retry} what={english.page} words={english} />
        </main>
      </body>
    </html>
  );
}

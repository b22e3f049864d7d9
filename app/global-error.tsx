"use client";

import "./globals.css";
import { ErrorPanel } from "@/components/feedback/ErrorPanel";

// When the root layout itself fails (header, footer), this replaces the whole document.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <main>
          <ErrorPanel error={error} retry={retry} what="Castfolio could not be shown." />
        </main>
      </body>
    </html>
  );
}

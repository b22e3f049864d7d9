import "./globals.css";
import Link from "next/link";

// Only what reaches Next.js without a language (the request pipeline gives every page address one): a bare
// answer, in English.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main className="mx-auto max-w-xl px-4 py-24 text-center">
          <h1 className="text-3xl font-bold">Page Not Found</h1>
          <p className="mt-2">
            <Link href="/">Castfolio</Link>
          </p>
        </main>
      </body>
    </html>
  );
}

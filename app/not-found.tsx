import "./globals.css";

// Only what reaches Next.js without a language (the request pipeline gives every page address one): a bare
// answer, in English. A plain link: Next.js's Link here would put a copy of it in the scripts of every page.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main className="mx-auto max-w-xl px-4 py-24 text-center">
          <h1 className="text-3xl font-bold">Page Not Found</h1>
          <p className="mt-2">
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
            <a href="/">Castfolio</a>
          </p>
        </main>
      </body>
    </html>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";

// /error shows the Page Not Found screen: the same page, and the same 404 status, as any unmatched path.
// The title is repeated here because the browser takes it from this route's own metadata after hydration.
export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

export default function ErrorRoute() {
  notFound();
}

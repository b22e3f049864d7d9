import { notFound } from "next/navigation";
import { notFoundMetadata } from "@/components/feedback/NotFound";

// An address under a language that no page has: the language's own "not found" page (../not-found.tsx)
// rather than Next.js's bare one. The title is this route's own, as the browser reads it after hydration.
export const generateMetadata = notFoundMetadata;

export default function UnknownPage() {
  notFound();
}

import { notFound } from "next/navigation";
import { notFoundMetadata } from "@/components/feedback/NotFound";

// /error shows the Page Not Found screen: the same page, and the same 404 status, as any unmatched path.
// The title is repeated here because the browser takes it from this route's own metadata after hydration.
export const generateMetadata = notFoundMetadata;

export default function ErrorRoute() {
  notFound();
}

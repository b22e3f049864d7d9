import { notFound } from "next/navigation";
import { JobsView, jobsMetadata } from "@/components/jobs/JobsView";
import { callFilterSchema } from "@/lib/hiring/filters";

// The jobs page as a visitor first sees it (no filter, no page, not signed in): rendered on its first
// visit, then served from the page cache. A rewrite in next.config.mjs sends such requests (for CALLS_PATH)
// here; a change to a call refreshes it at once (lib/hiring/refresh-pages.ts), and any
// copy is at most a minute old, so calls whose deadline passed leave it within a minute. The one view,
// "all", is a parameter so that the page is rendered when first asked for, not at build time (when there
// is no database).

export const revalidate = 60;
export const generateMetadata = jobsMetadata;
export function generateStaticParams(): { view: string }[] {
  return [];
}

export default async function CachedJobsPage({ params }: PageProps<"/[locale]/cached-jobs/[view]">) {
  if ((await params).view !== "all") notFound();
  return <JobsView filters={callFilterSchema.parse({})} params={{}} />;
}

import { JobsView, jobsMetadata } from "@/components/jobs/JobsView";
import { signedInMember } from "@/lib/auth/signed-in";
import { callFilterSchema, readCallParams } from "@/lib/hiring/filters";

// Signed-in members and filtered or paged views are rendered per request; a visitor's unfiltered page
// comes from app/(hiring)/cached-jobs (a rewrite in next.config.mjs).
export const generateMetadata = jobsMetadata;

type Props = PageProps<"/[locale]/job-grid-one">;

export default async function JobGridPage({ searchParams }: Props) {
  const params = readCallParams(await searchParams);
  // A hand-edited address with a filter we do not know shows every open call rather than an error.
  const parsed = callFilterSchema.safeParse(params);
  const filters = parsed.success ? parsed.data : callFilterSchema.parse({});
  const viewer = await signedInMember();
  return <JobsView filters={filters} params={params} viewerId={viewer?.id} />;
}

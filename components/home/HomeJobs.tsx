import Link from "next/link";
import { JOBS } from "@/lib/content/jobs";
import { HOME_JOB_COUNT } from "@/lib/site";
import { JobCard } from "@/components/jobs/JobCard";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { BUTTON, CONTAINER } from "@/components/ui/styles";

export function HomeJobs() {
  return (
    <section aria-labelledby="jobs-title" className="bg-gray-50 py-20">
      <div className={CONTAINER}>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="jobs-title"
            eyebrow="Now casting"
            title="Latest Casting Calls & Openings"
            lead="Verified openings from studios and production houses, with pay and the number of openings up front."
          />
          <Link href="/job-grid-one" className={BUTTON.secondary}>
            View all openings
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {JOBS.slice(0, HOME_JOB_COUNT).map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import type { Metadata } from "next";
import { PageHeader } from "@/components/content/PageHeader";
import { JobCard } from "@/components/jobs/JobCard";
import { CONTAINER } from "@/components/ui/styles";
import { JOBS } from "@/lib/content/jobs";

export const metadata: Metadata = {
  title: "Casting Calls & Jobs",
  description:
    "Open casting calls and crew jobs from verified film studios: lead and supporting roles, dancers, assistant directors, technicians, dubbing artists and shooting locations.",
  alternates: { canonical: "/job-grid-one" },
};

export default function JobGridPage() {
  const openings = JOBS.reduce((sum, job) => sum + job.vacancy, 0);
  return (
    <>
      <PageHeader
        title="Casting Calls & Jobs"
        lead="Roles, crew positions and location requests from verified studios, with pay and the number of openings up front."
      />
      <div className={`${CONTAINER} py-12`}>
        <p className="text-sm text-gray-600">
          {JOBS.length} openings listed, {openings} positions in all
        </p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {JOBS.map((job) => (
            <li key={job.id}>
              <JobCard job={job} headingLevel={2} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

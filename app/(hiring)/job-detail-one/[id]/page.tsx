import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JobDetail } from "@/components/jobs/JobDetail";
import { findJob, jobsOfStudio, JOBS } from "@/lib/content/jobs";
import { findStudio } from "@/lib/content/studios";

type Props = PageProps<"/job-detail-one/[id]">;

export const dynamicParams = false;

export function generateStaticParams() {
  return JOBS.map((job) => ({ id: String(job.id) }));
}

async function load(params: Props["params"]) {
  const job = findJob((await params).id);
  const studio = job && findStudio(job.studioId);
  return job && studio ? { job, studio } : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  if (!found) return { title: "Page Not Found" };
  const { job } = found;
  return {
    title: `${job.title} at ${job.name}`,
    description: `${job.title} in ${job.city} with ${job.name}: ${job.salary}, ${job.jobTime.toLowerCase()}, apply by ${job.date}. ${job.desc.split(". ")[0]}.`,
    alternates: { canonical: `/job-detail-one/${job.id}` },
  };
}

export default async function JobDetailPage({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  const { job, studio } = found;
  return <JobDetail job={job} studio={studio} related={jobsOfStudio(studio.id).filter((j) => j.id !== job.id)} />;
}

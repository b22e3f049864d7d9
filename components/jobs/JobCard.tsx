import Link from "next/link";
import { type Job, openingsLabel } from "@/lib/content/jobs";
import { findStudio } from "@/lib/content/studios";
import { Icon } from "@/components/ui/Icon";

/** A sample job card (spec 3): title, studio, place, pay, openings and applications. */
export function JobCard({ job, headingLevel = 3 }: { job: Job; headingLevel?: 2 | 3 }) {
  const studio = findStudio(job.studioId);
  const Heading = `h${headingLevel}` as const;
  const href = `/job-detail-one/${job.id}`;
  return (
    <article
      data-testid="job-card"
      className="flex h-full flex-col rounded-2xl border border-gray-100 bg-white p-6 shadow-sm transition hover:shadow-lg"
    >
      <div className="flex items-start gap-4">
        {studio && (
          <img
            src={studio.image}
            alt={`${studio.name} logo`}
            width={56}
            height={56}
            loading="lazy"
            className="h-14 w-14 shrink-0 rounded-xl"
          />
        )}
        <div className="min-w-0 flex-1">
          <Heading className="text-lg font-semibold leading-snug">
            <Link href={href} className="hover:text-brand-700">
              {job.title}
            </Link>
          </Heading>
          <p className="mt-0.5 text-sm text-gray-600">{job.name}</p>
        </div>
      </div>
      <p className="mt-4 line-clamp-2 text-gray-600">{job.desc}</p>
      <dl className="mb-5 mt-4 grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[400px]:grid-cols-2">
        <div className="flex items-center gap-2">
          <dt>
            <Icon name="pin" className="h-4 w-4 text-brand-600" />
            <span className="sr-only">Location</span>
          </dt>
          <dd>
            {job.city}, {job.country}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Icon name="clock" className="h-4 w-4 text-brand-600" />
            <span className="sr-only">Job type</span>
          </dt>
          <dd>{job.jobTime}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Icon name="wallet" className="h-4 w-4 text-brand-600" />
            <span className="sr-only">Pay</span>
          </dt>
          <dd>{job.salary}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Icon name="users" className="h-4 w-4 text-brand-600" />
            <span className="sr-only">Applications</span>
          </dt>
          <dd>{job.applied} applied</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-4">
        <span
          className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700"
          data-testid="job-openings"
        >
          {openingsLabel(job.vacancy)}
        </span>
        <span className="text-xs text-gray-600">
          Posted <time dateTime={job.posted}>{job.posted}</time>
        </span>
        <Link href={href} className="text-sm font-semibold text-brand-700 hover:underline">
          View details<span className="sr-only">: {job.title}</span> <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}

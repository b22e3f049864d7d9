import Link from "next/link";
import { type Job, openingsLabel } from "@/lib/content/jobs";
import type { Studio } from "@/lib/content/studios";
import { Breadcrumb } from "@/components/content/Breadcrumb";
import { DarkBand } from "@/components/content/DarkBand";
import { Icon, type IconName } from "@/components/ui/Icon";
import { BUTTON, CONTAINER } from "@/components/ui/styles";
import { JobCard } from "./JobCard";

function Fact({ icon, label, children }: { icon: IconName; label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-gray-50 p-4">
      <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-gray-600">
        <Icon name={icon} className="h-4 w-4 text-brand-700" />
        {label}
      </dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}

/** One opening in full (spec 3 job fields), with its studio and the studio's other openings. */
export function JobDetail({ job, studio, related }: { job: Job; studio: Studio; related: readonly Job[] }) {
  return (
    <>
      <DarkBand>
        <Breadcrumb trail={[{ href: "/job-grid-one", label: "Jobs" }]} current={job.title} />
        <p className="mt-6 inline-block rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">{job.jobTime}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-black tracking-tight">{job.title}</h1>
        <p className="mt-3 text-lg text-gray-200">
          <Link href={`/employer-profile/${studio.id}`} className="underline-offset-4 hover:underline">
            {job.name}
          </Link>{" "}
          · {job.city}, {job.country}
        </p>
      </DarkBand>
      <div className={`${CONTAINER} grid gap-10 py-12 lg:grid-cols-[1fr_20rem]`}>
        <div>
          <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <Fact icon="wallet" label="Pay">
              {job.salary}
            </Fact>
            <Fact icon="users" label="Openings">
              {openingsLabel(job.vacancy)}
            </Fact>
            <Fact icon="briefcase" label="Applied">
              {job.applied} applicants
            </Fact>
            <Fact icon="pin" label="Location">
              {job.city}, {job.country}
            </Fact>
            <Fact icon="calendar" label="Posted">
              <time dateTime={job.posted}>{job.posted}</time>
            </Fact>
            <Fact icon="clock" label="Apply by">
              <time dateTime={job.date}>{job.date}</time>
            </Fact>
          </dl>
          <section aria-labelledby="job-description" className="mt-10">
            <h2 id="job-description" className="text-2xl font-bold">
              About the role
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-gray-700">{job.desc}</p>
          </section>
          <section aria-labelledby="job-apply" className="mt-10 rounded-2xl border border-brand-100 bg-brand-50 p-6">
            <h2 id="job-apply" className="text-xl font-bold">
              How to apply
            </h2>
            <p className="mt-2 text-gray-700">
              Studios review applicants through their Castfolio profiles. Register in the right category, complete your
              profile with photos, a show reel and your portfolio, and the studio&apos;s casting team will contact you
              directly.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link href="/signup" className={BUTTON.primary}>
                REGISTER HERE
              </Link>
              <Link href="/login" className={BUTTON.secondary}>
                Sign in
              </Link>
            </div>
          </section>
        </div>
        <aside aria-labelledby="job-studio" className="h-fit rounded-2xl bg-gray-50 p-6">
          <h2 id="job-studio" className="text-lg font-bold">
            The studio
          </h2>
          <div className="mt-4 flex items-center gap-4">
            <img
              src={studio.image}
              alt={`${studio.name} logo`}
              width={64}
              height={64}
              className="h-16 w-16 rounded-xl"
            />
            <div>
              <p className="font-semibold">{studio.name}</p>
              <p className="text-sm text-gray-600">{studio.title}</p>
            </div>
          </div>
          <p className="mt-4 text-sm text-gray-700">{studio.about}</p>
          <Link
            href={`/employer-profile/${studio.id}`}
            className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
          >
            View studio profile →
          </Link>
        </aside>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-jobs" className={`${CONTAINER} pb-8`}>
          <h2 id="related-jobs" className="text-2xl font-bold">
            More openings at {studio.name}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.id}>
                <JobCard job={other} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

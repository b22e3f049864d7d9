import Link from "next/link";
import { type Job, openingsLabel } from "@/lib/content/jobs";
import type { Studio } from "@/lib/content/studios";
import { STUDIO_VACANCY_COUNT } from "@/lib/site";
import { JobCard } from "@/components/jobs/JobCard";
import { Breadcrumb } from "@/components/content/Breadcrumb";
import { DarkBand } from "@/components/content/DarkBand";
import { Icon } from "@/components/ui/Icon";
import { BUTTON, CONTAINER } from "@/components/ui/styles";
import { FollowButton } from "./FollowButton";

/** A studio's public page: banner with Follow and See Opportunities, about, and its openings. */
export function StudioProfile({ studio, jobs }: { studio: Studio; jobs: readonly Job[] }) {
  const shown = jobs.slice(0, STUDIO_VACANCY_COUNT);
  return (
    <>
      <DarkBand>
        <Breadcrumb trail={[{ href: "/employers", label: "Studios" }]} current={studio.name} />
        <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center">
          <img
            src={studio.image}
            alt={`${studio.name} logo`}
            width={112}
            height={112}
            className="h-28 w-28 rounded-3xl shadow-xl ring-4 ring-white/10"
          />
          <div className="flex-1">
            <h1 className="text-4xl font-black tracking-tight">{studio.name}</h1>
            <p className="mt-2 text-lg text-gray-200">{studio.title}</p>
            <p className="mt-2 flex items-center gap-1 text-gray-300">
              <Icon name="pin" className="h-4 w-4" />
              {studio.city}, {studio.country}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <FollowButton studioName={studio.name} />
            <a href="#opportunities" className={BUTTON.primary}>
              See Opportunities
            </a>
          </div>
        </div>
      </DarkBand>
      <div className={`${CONTAINER} grid gap-10 py-12 lg:grid-cols-[1fr_20rem]`}>
        <div>
          <section aria-labelledby="studio-about">
            <h2 id="studio-about" className="text-2xl font-bold">
              About the studio
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-gray-700">{studio.about}</p>
          </section>
          <section id="opportunities" aria-labelledby="opportunities-title" className="mt-12 scroll-mt-24">
            <h2 id="opportunities-title" className="text-2xl font-bold">
              Opportunities
            </h2>
            {shown.length === 0 ? (
              <p className="mt-4 text-gray-600">No openings right now. Follow the studio to hear about the next one.</p>
            ) : (
              <ul className="mt-6 grid gap-6 md:grid-cols-2">
                {shown.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside aria-labelledby="studio-facts" className="h-fit rounded-2xl bg-gray-50 p-6">
          <h2 id="studio-facts" className="text-lg font-bold">
            At a glance
          </h2>
          <dl className="mt-4 grid gap-4 text-sm">
            <div>
              <dt className="text-gray-600">Based in</dt>
              <dd className="font-semibold">
                {studio.city}, {studio.country}
              </dd>
            </div>
            <div>
              <dt className="text-gray-600">Founded</dt>
              <dd className="font-semibold">{studio.founded}</dd>
            </div>
            <div>
              <dt className="text-gray-600">Open positions</dt>
              <dd className="font-semibold">{openingsLabel(studio.vacancy)}</dd>
            </div>
            <div>
              <dt className="text-gray-600">Verified</dt>
              <dd className="flex items-center gap-1 font-semibold text-green-800">
                <Icon name="badge" className="h-4 w-4" />
                Checked by Castfolio
              </dd>
            </div>
          </dl>
          <Link href="/employers" className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline">
            ← All studios
          </Link>
        </aside>
      </div>
    </>
  );
}

import { cardData } from "@/lib/hiring/present";
import Link from "next/link";
import type { CallView } from "@/lib/hiring/calls";
import { CallCard } from "@/components/jobs/CallCard";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { BUTTON, CONTAINER } from "@/components/ui/styles";

/** The home page's newest open casting calls (HOME_JOB_COUNT of them, lib/site.ts), with their openings. */
export function HomeJobs({ calls }: { calls: readonly CallView[] }) {
  return (
    <section aria-labelledby="jobs-title" className="bg-gray-50 py-20">
      <div className={CONTAINER}>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="jobs-title"
            eyebrow="Now casting"
            title="Latest Casting Calls & Openings"
            lead="Open calls from studios, casting agencies and filmmakers, with pay (or Unpaid) and the number of openings up front."
          />
          <Link href="/job-grid-one" className={BUTTON.secondary}>
            View all openings
          </Link>
        </div>
        {calls.length === 0 ? (
          <p className="mt-10 text-gray-600">No calls are open right now: the next ones appear here first.</p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {calls.map((call) => (
              <li key={call.id}>
                <CallCard call={cardData(call)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

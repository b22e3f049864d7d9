import Link from "next/link";
import { CASTING_TEAMS } from "@/lib/content/marketing";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { VisitorsOnly } from "./SessionAware";
import { BUTTON, CONTAINER } from "@/components/ui/styles";

/**
 * The home page speaking to the people who hire: what Castfolio does for them, and where to start (post a
 * call, search talent). A visitor who posts a call is asked to sign up as a hirer first.
 */
export function ForCastingTeams() {
  return (
    <section aria-labelledby="casting-teams-title" className="py-20" data-testid="for-casting-teams">
      <div className={`${CONTAINER} grid gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:items-start`}>
        <div className="grid gap-6">
          <SectionHeading
            id="casting-teams-title"
            eyebrow={CASTING_TEAMS.eyebrow}
            title={CASTING_TEAMS.title}
            lead={CASTING_TEAMS.lead}
          />
          <div className="flex flex-wrap gap-3">
            <Link href="/post-a-call" className={BUTTON.primary}>
              Post a casting call
            </Link>
            <Link href="/search" className={BUTTON.secondary}>
              Search talent
            </Link>
          </div>
          <VisitorsOnly>
            <p className="text-sm text-gray-600">
              New to Castfolio?{" "}
              <Link href="/signup?as=hirer" className="font-semibold text-brand-700 underline">
                Create a hiring account
              </Link>{" "}
              for your production house, agency or project.
            </p>
          </VisitorsOnly>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {CASTING_TEAMS.points.map((point) => (
            <li key={point.title} className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm">
              <h3 className="font-semibold">{point.title}</h3>
              <p className="mt-2 text-sm text-gray-600">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

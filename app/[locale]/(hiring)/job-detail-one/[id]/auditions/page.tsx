import type { Metadata } from "next";
import { Link, redirect } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { SessionForm } from "@/components/auditions/SessionForm";
import { SessionSchedule } from "@/components/auditions/SessionSchedule";
import { auditionSchedule } from "@/lib/auditions/candidates";
import { auditionsPath } from "@/lib/auditions/paths";
import { signedInMember } from "@/lib/auth/signed-in";
import { todayInIndia } from "@/lib/dates";
import { AppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Auditions", robots: { index: false } };

type Props = PageProps<"/[locale]/job-detail-one/[id]/auditions">;

/** The casting team's audition days of one call: new sessions, who is in each slot and their answers. */
export default async function AuditionsPage({ params }: Props) {
  const { id } = await params;
  const member = await signedInMember();
  if (!member)
    redirect({ href: `/login?callbackUrl=${encodeURIComponent(auditionsPath(id))}`, locale: await currentLocale() });
  let loaded;
  try {
    loaded = await auditionSchedule(member, id);
  } catch (error) {
    if (error instanceof AppError && error.kind === "not-found") notFound();
    if (error instanceof AppError && error.kind === "forbidden") {
      return (
        <section className="mx-auto max-w-2xl px-4 py-16 text-center">
          <h1 className="text-3xl font-bold">Auditions</h1>
          <p className="mt-4 text-gray-600">{error.message}</p>
        </section>
      );
    }
    throw error;
  }
  const { call, candidates, sessions } = loaded;
  const today = todayInIndia();
  const liveSessionIds = new Set(sessions.filter((s) => !s.cancelled).map((s) => s.id));
  const waiting = candidates.filter(
    (c) => c.status === "shortlisted" && !c.sessionIds.some((sid) => liveSessionIds.has(sid)),
  ).length;
  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <p className="hidden text-xl font-bold print:block">
        Auditions: {call.title} ({call.organization.name})
      </p>
      <div className="print:hidden">
        <p className="text-sm text-gray-600">
          <Link href={`/job-detail-one/${id}`} className="underline">
            {call.title}
          </Link>{" "}
          ·{" "}
          <Link href={`/job-detail-one/${id}/applications`} className="underline">
            Applications
          </Link>
        </p>
        <h1 className="mt-1 text-3xl font-bold">Auditions</h1>
        <p className="mt-2 text-gray-600">
          Set a day of slots for {call.projectTitle}, fill it with your shortlist, and see who confirms. Each invitee is
          sent the time (India time), the place or link and a calendar file, answers from their applications page, and
          is reminded the day before.
        </p>
      </div>
      {sessions.length === 0 ? (
        <p className="rounded-2xl bg-gray-50 p-4 text-gray-700 print:hidden">
          No audition session yet. {candidates.length} applicant{candidates.length === 1 ? " is" : "s are"} shortlisted
          or selected.
        </p>
      ) : (
        sessions.map((session) => (
          <SessionSchedule
            key={session.id}
            session={session}
            callId={id}
            today={today}
            candidates={candidates.filter((c) => !c.sessionIds.includes(session.id))}
            waiting={waiting}
            roles={call.roles}
          />
        ))
      )}
      <details className="rounded-2xl border border-gray-100 p-4 print:hidden" open={sessions.length === 0}>
        <summary className="cursor-pointer text-lg font-semibold">New session</summary>
        <div className="mt-4">
          <SessionForm callId={id} today={today} />
        </div>
      </details>
    </section>
  );
}

import { Link } from "@/lib/i18n/navigation";
import type { CallView } from "@/lib/hiring/calls";
import { dayLabel } from "@/lib/dates";
import { callDuplicatePath, callEditPath, callPath, callPreviewPath } from "@/lib/hiring/paths";
import { openingsLabel } from "@/lib/hiring/present";
import { ConfirmedRequestButton } from "./ConfirmedRequestButton";

function statusOf(call: CallView): { label: string; className: string } {
  if (call.review?.state === "held") return { label: "Held for review", className: "bg-amber-50 text-amber-900" };
  if (call.review?.state === "hidden") return { label: "Hidden", className: "bg-red-50 text-red-800" };
  if (call.open) return { label: "Open", className: "bg-green-50 text-green-800" };
  if (call.status === "CLOSED") return { label: "Closed", className: "bg-gray-100 text-gray-700" };
  return { label: "Deadline passed", className: "bg-amber-50 text-amber-900" };
}

const ACTION =
  "rounded-full border border-gray-300 px-4 py-1.5 text-sm font-semibold hover:border-brand-600 hover:text-brand-700";

/**
 * A hirer's calls on their settings page: status, deadline, applications, editing one, posting a copy of
 * one, and closing one early. A call that is not public opens on its poster's own page of it.
 */
export function OwnCalls({ calls, applications }: { calls: CallView[]; applications: Record<string, number> }) {
  return (
    <section id="calls" aria-labelledby="own-calls" className="grid gap-4 rounded-2xl border border-gray-100 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="own-calls" className="text-xl font-semibold">
          Your casting calls
        </h2>
        <Link
          href="/post-a-call"
          className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-900"
        >
          Post a casting call
        </Link>
      </div>
      {calls.length === 0 ? (
        <p className="text-gray-600">You have not posted a call yet. Post one and talent can apply for free.</p>
      ) : (
        <ul className="divide-y divide-gray-100" data-testid="own-calls">
          {calls.map((call) => {
            const status = statusOf(call);
            return (
              <li key={call.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link
                    href={call.review ? callPreviewPath(call.id) : callPath(call.id)}
                    className="font-semibold hover:text-brand-700"
                  >
                    {call.title}
                  </Link>
                  <p className="text-sm text-gray-600">
                    {call.projectTitle} · {openingsLabel(call.openings)} · deadline {dayLabel(call.deadline)}
                  </p>
                  {call.review?.reason && (
                    <p className="mt-1 max-w-prose text-sm text-amber-900" data-testid="call-review">
                      {call.review.reason}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <Link
                    href={`/job-detail-one/${call.id}/applications`}
                    className="text-sm font-semibold text-brand-700 underline"
                  >
                    Applications ({applications[call.id] ?? 0})
                  </Link>
                  <span className={`rounded-full px-3 py-1 text-xs font-semibold ${status.className}`}>
                    {status.label}
                  </span>
                  <Link href={callEditPath(call.id)} className={ACTION} aria-label={`Edit: ${call.title}`}>
                    Edit
                  </Link>
                  <Link href={callDuplicatePath(call.id)} className={ACTION} aria-label={`Duplicate: ${call.title}`}>
                    Duplicate
                  </Link>
                  {call.status === "OPEN" && (
                    <ConfirmedRequestButton
                      confirm={`Close "${call.title}"? It stops taking applications now, and everyone still waiting is told.`}
                      method="PATCH"
                      url={`/api/calls/${call.id}`}
                      body={{ status: "closed" }}
                      done="The call is closed."
                      failed="The call could not be closed."
                      busyLabel="Closing…"
                      className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-semibold hover:border-red-600 hover:text-red-700 disabled:opacity-60"
                    >
                      Close call<span className="sr-only">: {call.title}</span>
                    </ConfirmedRequestButton>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

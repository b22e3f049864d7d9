import { Link } from "@/lib/i18n/link";
import { AdminActions, type AdminAction } from "./AdminActions";
import { dateTimeLabel } from "@/lib/i18n/date-labels";
import { callPreviewPath } from "@/lib/hiring/paths";
import type {
  auditLog,
  heldCalls,
  hiddenCalls,
  memberByEmail,
  reportQueue,
  ReportedTarget,
} from "@/lib/moderation/queue";

// The sections of the moderators' desk (/admin), each from what lib/moderation/queue.ts reads. The admin pages
// stay English (docs/features.md).

const BOX = "grid gap-4 rounded-2xl border border-gray-100 p-5";
const HIDE_REASON_NOTE = "Hiding a call shows this reason to its poster, in a notice and a mail.";

/** What "hide" does to each kind of reported target (a profile cannot be hidden: its member is suspended). */
const HIDE: Record<ReportedTarget["type"], AdminAction[]> = {
  PROFILE: [],
  CALL: [{ label: "Hide the call", body: { action: "hide" } }],
  MESSAGE: [{ label: "Hide the message", body: { action: "hide" } }],
  REVIEW: [
    {
      label: "Remove the review",
      body: { action: "hide" },
      confirm: "Remove this review for good? It leaves the profile and the rating.",
    },
  ],
};

/** Open reports, grouped by what was reported, with what may be done about each. */
export function ReportQueue({ queue }: { queue: Awaited<ReturnType<typeof reportQueue>> }) {
  return (
    <section aria-labelledby="reports" className={BOX} data-testid="report-queue">
      <h2 id="reports" className="text-xl font-semibold">
        Reports ({queue.length})
      </h2>
      {queue.length === 0 && <p className="text-gray-600">No open reports.</p>}
      {queue.map((target) => (
        <article
          key={`${target.type}:${target.id}`}
          className="grid gap-3 rounded-xl bg-gray-50 p-4"
          data-testid="reported-target"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold">
              {target.link ? (
                <Link href={target.link} className="underline">
                  {target.title}
                </Link>
              ) : (
                target.title
              )}
            </h3>
            <span className="text-sm text-gray-600">
              {target.reports.length === 1 ? "1 report" : `${target.reports.length} reports`}
            </span>
          </div>
          {target.text && <p className="line-clamp-4 whitespace-pre-line text-sm text-gray-700">{target.text}</p>}
          <p className="text-sm text-gray-700">
            Member: {target.member.name} ({target.member.email}){target.member.verified && " · verified"}
            {target.member.suspended && " · suspended"}
          </p>
          <ul className="grid gap-1 text-sm">
            {target.reports.map((r) => (
              <li key={r.id}>
                <span className="font-semibold">{r.reason}</span> from {r.reporter}, {dateTimeLabel(r.at)}
                {r.details && <span className="text-gray-700">: “{r.details}”</span>}
              </li>
            ))}
          </ul>
          <AdminActions
            url={`/api/admin/reports/${target.reportId}`}
            method="POST"
            actions={[
              { label: "Dismiss", body: { action: "dismiss" } },
              ...HIDE[target.type],
              ...(target.member.suspended
                ? []
                : [
                    {
                      label: "Suspend the member",
                      body: { action: "suspend" },
                      confirm: `Suspend ${target.member.name}? They are signed out everywhere and nothing of theirs is shown.`,
                    },
                  ]),
            ]}
            reasonNote={target.type === "CALL" ? HIDE_REASON_NOTE : undefined}
          />
        </article>
      ))}
    </section>
  );
}

/** A held or hidden call's title, linked to its preview, and who posted it. */
function CallTitle({ call }: { call: { id: string; title: string; organization: string } }) {
  return (
    <h3 className="font-semibold">
      <Link href={callPreviewPath(call.id)} className="underline">
        {call.title}
      </Link>
      , by {call.organization}
    </h3>
  );
}

/** Calls the screening held, waiting to be published or hidden. */
export function HeldCalls({ held }: { held: Awaited<ReturnType<typeof heldCalls>> }) {
  return (
    <section aria-labelledby="held" className={BOX} data-testid="held-calls">
      <h2 id="held" className="text-xl font-semibold">
        Calls held for review ({held.length})
      </h2>
      {held.length === 0 && <p className="text-gray-600">No calls are waiting.</p>}
      {held.map((call) => (
        <article key={call.id} className="grid gap-2 rounded-xl bg-gray-50 p-4">
          <CallTitle call={call} />
          <p className="text-sm text-amber-900">{call.reason}</p>
          <p className="line-clamp-4 whitespace-pre-line text-sm text-gray-700">{call.description}</p>
          <p className="text-xs text-gray-600">Held {dateTimeLabel(call.heldAt)}</p>
          <AdminActions
            url={`/api/admin/calls/${call.id}`}
            method="PATCH"
            actions={[
              { label: "Publish", body: { action: "publish" } },
              { label: "Hide", body: { action: "hide" }, confirm: `Hide "${call.title}"?` },
            ]}
            reasonNote={HIDE_REASON_NOTE}
          />
        </article>
      ))}
    </section>
  );
}

/** Calls an admin hid, which may be published again. */
export function HiddenCalls({ hidden }: { hidden: Awaited<ReturnType<typeof hiddenCalls>> }) {
  return (
    <section aria-labelledby="hidden" className={BOX} data-testid="hidden-calls">
      <h2 id="hidden" className="text-xl font-semibold">
        Hidden calls ({hidden.length})
      </h2>
      {hidden.length === 0 && <p className="text-gray-600">No calls are hidden.</p>}
      {hidden.map((call) => (
        <article key={call.id} className="grid gap-2 rounded-xl bg-gray-50 p-4" data-testid="hidden-call">
          <CallTitle call={call} />
          <p className="text-sm text-red-800">
            Hidden {dateTimeLabel(call.hiddenAt)} by {call.hiddenBy ?? "an admin (not in the audit log)"}
            {call.reason && `: “${call.reason}”`}
          </p>
          <p className="line-clamp-4 whitespace-pre-line text-sm text-gray-700">{call.description}</p>
          <AdminActions
            url={`/api/admin/calls/${call.id}`}
            method="PATCH"
            actions={[{ label: "Publish again", body: { action: "publish" } }]}
            reasonNote="Its poster is told that the call is published again."
          />
        </article>
      ))}
    </section>
  );
}

/** A member found by email: verify or suspend them. */
export function MemberLookup({
  lookup,
  found,
}: {
  lookup: string | undefined;
  found: Awaited<ReturnType<typeof memberByEmail>> | undefined;
}) {
  return (
    <section aria-labelledby="members" className={BOX}>
      <h2 id="members" className="text-xl font-semibold">
        Members and organisations
      </h2>
      <form method="get" className="flex flex-wrap gap-2">
        <label htmlFor="admin-email" className="sr-only">
          Email
        </label>
        <input
          id="admin-email"
          name="email"
          type="email"
          defaultValue={lookup}
          placeholder="member@example.com"
          className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2"
        />
        <button type="submit" className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white">
          Find
        </button>
      </form>
      {lookup && !found && <p className="text-gray-600">Nobody has the email {lookup}.</p>}
      {found && (
        <div className="grid gap-3 rounded-xl bg-gray-50 p-4" data-testid="found-member">
          <p>
            <span className="font-semibold">{found.name}</span> ({found.email}) · {found.role}
            {found.admin && " · admin"}
          </p>
          <p className="text-sm">
            {found.verified ? "Verified" : "Not verified"}
            {found.suspended ? ` · suspended ${dateTimeLabel(found.suspended.at)}: ${found.suspended.reason}` : ""}
          </p>
          <AdminActions
            url={`/api/admin/users/${found.id}`}
            method="PATCH"
            actions={[
              found.verified
                ? { label: "Remove verification", body: { verified: false } }
                : { label: "Verify", body: { verified: true } },
              found.suspended
                ? { label: "Lift the suspension", body: { suspended: false } }
                : { label: "Suspend", body: { suspended: true }, confirm: `Suspend ${found.name}?` },
            ]}
          />
        </div>
      )}
    </section>
  );
}

/** Every admin action, newest first. */
export function AuditLog({ log }: { log: Awaited<ReturnType<typeof auditLog>> }) {
  return (
    <section aria-labelledby="audit" className={BOX}>
      <h2 id="audit" className="text-xl font-semibold">
        Audit log
      </h2>
      {log.length === 0 ? (
        <p className="text-gray-600">No admin actions yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="audit-log">
            <thead className="text-gray-600">
              <tr>
                <th className="py-1 pr-3 font-semibold">When</th>
                <th className="py-1 pr-3 font-semibold">Admin</th>
                <th className="py-1 pr-3 font-semibold">What</th>
                <th className="py-1 pr-3 font-semibold">To</th>
                <th className="py-1 font-semibold">Why</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {log.map((entry) => (
                <tr key={entry.id}>
                  <td className="whitespace-nowrap py-1 pr-3">{dateTimeLabel(entry.at)}</td>
                  <td className="py-1 pr-3">{entry.admin}</td>
                  <td className="py-1 pr-3">{entry.action}</td>
                  <td className="py-1 pr-3">
                    <span className="text-gray-600">{entry.target.kind}: </span>
                    {entry.target.link ? (
                      <Link href={entry.target.link} className="underline">
                        {entry.target.label}
                      </Link>
                    ) : (
                      entry.target.label
                    )}
                  </td>
                  <td className="py-1">{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

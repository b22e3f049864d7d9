import type { Metadata } from "next";
import { Link, redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { MyInvites } from "@/components/auditions/MyInvites";
import { ConfirmedRequestButton } from "@/components/hiring/ConfirmedRequestButton";
import { MessageButton } from "@/components/messages/MessageButton";
import { signedInMember } from "@/lib/auth/signed-in";
import { invitesOf } from "@/lib/auditions/invites";
import { applicationsOf } from "@/lib/hiring/applications";
import { dayLabel } from "@/lib/dates";
import { STATUS_LABELS, STATUS_STYLES } from "@/lib/hiring/status-labels";

export const metadata: Metadata = { title: "My applications", robots: { index: false } };

export default async function MyApplicationsPage() {
  const member = await signedInMember();
  if (!member) redirect({ href: "/login?callbackUrl=/my-applications", locale: await currentLocale() });
  const [applications, invites] = await Promise.all([applicationsOf(member), invitesOf(member)]);
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">My applications</h1>
        <p className="mt-2 text-gray-600">
          Where each application stands. You hear of every decision here and by email, and when a call closes.
        </p>
      </div>
      <MyInvites invites={invites} />
      {invites.length > 0 && <h2 className="-mb-2 text-xl font-semibold">Applications</h2>}
      {applications.length === 0 ? (
        <p className="text-gray-600">
          You have not applied to a call yet.{" "}
          <Link href="/job-grid-one" className="text-brand-700 underline">
            Browse open casting calls
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-100" data-testid="my-applications">
          {applications.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold">
                  {a.role.name} ·{" "}
                  <Link href={`/job-detail-one/${a.call.id}`} className="hover:text-brand-700">
                    {a.call.title}
                  </Link>
                </p>
                <p className="text-sm text-gray-600">
                  {a.organization.name} · {a.call.projectTitle} · applied {dayLabel(a.appliedAt)}
                </p>
              </div>
              <div className="flex items-center gap-4">
                <span
                  className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[a.status]}`}
                  data-testid="application-status"
                >
                  {STATUS_LABELS[a.status]}
                </span>
                <MessageButton
                  toUserId={a.organization.ownerId}
                  name={a.organization.name}
                  label="Message"
                  className="text-sm text-brand-700 underline"
                />
                <ConfirmedRequestButton
                  confirm={`Withdraw your application for ${a.role.name} in ${a.call.projectTitle}? Its self-tape is deleted too.`}
                  method="DELETE"
                  url={`/api/applications/${a.id}`}
                  done="Your application is withdrawn."
                  failed="The application could not be withdrawn."
                  busyLabel="Withdrawing…"
                  className="text-sm text-red-700 underline disabled:opacity-60"
                >
                  Withdraw
                  <span className="sr-only">
                    {" "}
                    the application for {a.role.name} in {a.call.projectTitle}
                  </span>
                </ConfirmedRequestButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

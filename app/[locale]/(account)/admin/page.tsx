import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AuditLog, HeldCalls, HiddenCalls, MemberLookup, ReportQueue } from "@/components/moderation/AdminDesk";
import { signedInMember } from "@/lib/auth/signed-in";
import { auditLog, heldCalls, hiddenCalls, isAdmin, memberByEmail, reportQueue } from "@/lib/moderation/queue";

export const metadata: Metadata = { title: "Admin", robots: { index: false } };

// The moderators' desk: reports, held calls, hidden calls, members (verify, suspend) and the audit log.
// Anyone else, signed in or not, finds nothing here.
export default async function AdminPage({ searchParams }: PageProps<"/[locale]/admin">) {
  const member = await signedInMember();
  if (!member || !(await isAdmin(member.id))) notFound();
  const email = (await searchParams).email;
  const lookup = typeof email === "string" && email.trim() ? email.trim().slice(0, 200) : undefined;
  const [queue, held, hidden, log, found] = await Promise.all([
    reportQueue(),
    heldCalls(),
    hiddenCalls(),
    auditLog(),
    lookup ? memberByEmail(lookup) : undefined,
  ]);

  return (
    <section className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Admin</h1>
        <p className="mt-2 text-gray-600">
          Reports, calls held for review, hidden calls, members, and the log of every admin action. Every action needs a
          reason.
        </p>
      </div>

      <ReportQueue queue={queue} />
      <HeldCalls held={held} />
      <HiddenCalls hidden={hidden} />
      <MemberLookup lookup={lookup} found={found} />
      <AuditLog log={log} />
    </section>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { CallForm } from "@/components/hiring/CallForm";
import { signedInMember } from "@/lib/auth/signed-in";
import { organizationOfMember } from "@/lib/hiring/organizations";

export const metadata: Metadata = { title: "Post a casting call", robots: { index: false } };

export default async function PostCallPage() {
  const member = await signedInMember();
  if (!member) redirect("/login?callbackUrl=/post-a-call");
  const organization = await organizationOfMember(member);
  if (!organization) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">Post a casting call</h1>
        <p className="mt-4 text-gray-600">
          Only hiring accounts post casting calls: production houses, casting agencies, filmmakers, ad agencies and
          broadcasters. Your account is a talent profile.
        </p>
        <Link href="/job-grid-one" className="mt-6 inline-block text-brand-700 underline">
          Browse casting calls instead
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Post a casting call</h1>
        <p className="mt-2 text-gray-600">
          For {organization.name}. Fields marked * are required. Talent applies for free, and every applicant hears
          back: when you close the call, those still waiting are told.
        </p>
      </div>
      <CallForm />
    </section>
  );
}

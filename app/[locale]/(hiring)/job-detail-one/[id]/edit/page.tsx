import type { Metadata } from "next";
import { Link, redirect } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { CallForm } from "@/components/hiring/CallForm";
import { CallReviewNotice } from "@/components/hiring/CallReviewNotice";
import { signedInMember } from "@/lib/auth/signed-in";
import { findOwnCall } from "@/lib/hiring/calls";
import { callEditPath, callPath, callPreviewPath } from "@/lib/hiring/paths";
import { callFormValues } from "@/lib/hiring/present";

export const metadata: Metadata = { title: "Edit the casting call", robots: { index: false } };

/** The poster edits their call, public, held or hidden; anyone else finds nothing here. */
export default async function EditCallPage({ params }: PageProps<"/[locale]/job-detail-one/[id]/edit">) {
  const { id } = await params;
  const member = await signedInMember();
  if (!member)
    redirect({ href: `/login?callbackUrl=${encodeURIComponent(callEditPath(id))}`, locale: await currentLocale() });
  const own = await findOwnCall(member, id);
  if (!own) notFound();
  const { call, applications } = own;
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div>
        <p className="text-sm text-gray-600">
          <Link href={call.review ? callPreviewPath(call.id) : callPath(call.id)} className="underline">
            {call.title}
          </Link>
        </p>
        <h1 className="mt-1 text-3xl font-bold">Edit the casting call</h1>
        <p className="mt-2 text-gray-600">
          Fields marked * are required. Every change to the wording is screened again: a call that asks talent for money
          is held for review.
        </p>
      </div>
      <CallReviewNotice call={call} />
      <CallForm initial={callFormValues(call)} editing={{ id: call.id, postedAt: call.postedAt, applications }} />
    </section>
  );
}

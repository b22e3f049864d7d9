import type { Metadata } from "next";
import { Link, redirect } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { CallForm } from "@/components/hiring/CallForm";
import { signedInMember } from "@/lib/auth/signed-in";
import { findOwnCall } from "@/lib/hiring/calls";
import { organizationOfMember } from "@/lib/hiring/organizations";
import { callEditPath } from "@/lib/hiring/paths";
import { duplicateFormValues } from "@/lib/hiring/present";

export const metadata: Metadata = { title: "Post a casting call", robots: { index: false } };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A new casting call: blank, or with `?from=<id>` a copy of one of the member's own calls (anyone else's is
 * not found). `?edit=<id>` is the call's edit page.
 */
export default async function PostCallPage({ searchParams }: PageProps<"/[locale]/post-a-call">) {
  const search = await searchParams;
  const [from, edit] = [first(search.from), first(search.edit)];
  if (edit) redirect({ href: callEditPath(encodeURIComponent(edit)), locale: await currentLocale() });
  const member = await signedInMember();
  if (!member) {
    const here = from ? `/post-a-call?from=${encodeURIComponent(from)}` : "/post-a-call";
    redirect({ href: `/login?callbackUrl=${encodeURIComponent(here)}`, locale: await currentLocale() });
  }
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
  const original = from ? await findOwnCall(member, from) : null;
  if (from && !original) notFound();
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Post a casting call</h1>
        <p className="mt-2 text-gray-600">
          For {organization.name}. Fields marked * are required. Talent applies for free, and every applicant hears
          back: when you close the call, those still waiting are told.
        </p>
        {original && (
          <p role="note" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-ink-800" data-testid="duplicate-note">
            A copy of “{original.call.title}”: change what differs, check the deadline and the shoot dates (those
            already past are cleared), then publish it as a new call. The original stays as it is.
          </p>
        )}
      </div>
      <CallForm initial={original ? duplicateFormValues(original.call) : undefined} />
    </section>
  );
}

import type { Metadata } from "next";
import { Link, redirect } from "@/lib/i18n/navigation";
import { notFound } from "next/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { ShortlistEditor } from "@/components/shortlists/ShortlistEditor";
import { signedInMember } from "@/lib/auth/signed-in";
import { AppError } from "@/lib/errors";
import { SHORTLISTS_PATH, shortlistPath } from "@/lib/shortlists/paths";
import { readShortlist } from "@/lib/shortlists/shortlists";

export const metadata: Metadata = { title: "Shortlist", robots: { index: false } };

export default async function ShortlistPage({ params }: PageProps<"/[locale]/shortlists/[id]">) {
  const { id } = await params;
  const member = await signedInMember();
  if (!member)
    redirect({ href: `/login?callbackUrl=${encodeURIComponent(shortlistPath(id))}`, locale: await currentLocale() });
  const shortlist = await readShortlist(member, id).catch((error: unknown) => {
    // Someone else's list is as invisible as one that does not exist.
    if (error instanceof AppError && (error.kind === "not-found" || error.kind === "forbidden")) notFound();
    throw error;
  });
  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
      <Link href={SHORTLISTS_PATH} className="text-sm text-brand-700 underline">
        All shortlists
      </Link>
      <ShortlistEditor shortlist={shortlist} />
    </section>
  );
}

import type { Metadata } from "next";
import { Link, redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { NewShortlistForm } from "@/components/shortlists/NewShortlistForm";
import { signedInMember } from "@/lib/auth/signed-in";
import { dayLabel } from "@/lib/dates";
import { SHORTLISTS_PATH, shortlistPath } from "@/lib/shortlists/paths";
import { listShortlists } from "@/lib/shortlists/shortlists";

export const metadata: Metadata = { title: "Shortlists", robots: { index: false } };

export default async function ShortlistsPage() {
  const member = await signedInMember();
  if (!member) redirect({ href: `/login?callbackUrl=${SHORTLISTS_PATH}`, locale: await currentLocale() });
  const lists = await listShortlists(member);
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Shortlists</h1>
        <p className="mt-2 text-gray-600">
          Save profiles from listings, search and profile pages into named lists, note what you think of each, and share
          a list as a look book that works without an account.
        </p>
      </div>
      <NewShortlistForm />
      {lists.length === 0 ? (
        <p className="text-gray-600">
          No shortlists yet. Start one above, or use the bookmark on any profile card.{" "}
          <Link href="/search" className="text-brand-700 underline">
            Search profiles
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-100" data-testid="shortlists">
          {lists.map((list) => (
            <li key={list.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <Link href={shortlistPath(list.id)} className="font-semibold hover:text-brand-700">
                {list.name}
              </Link>
              <span className="text-sm text-gray-600">
                {list.count === 1 ? "1 profile" : `${list.count} profiles`} · changed {dayLabel(list.updatedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import type { Metadata } from "next";
import { Link, redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { SavedSearchActions } from "@/components/alerts/SavedSearchActions";
import { SAVED_SEARCHES_PATH } from "@/lib/alerts/options";
import { listSavedSearches, type SavedSearchView } from "@/lib/alerts/saved-searches";
import { signedInMember } from "@/lib/auth/signed-in";
import { dayLabel } from "@/lib/dates";

export const metadata: Metadata = { title: "Saved searches", robots: { index: false } };

/** One saved search: its name (a link that runs it), when it was saved, and its controls. */
function SavedSearchItem({ search }: { search: SavedSearchView }) {
  return (
    <li className="grid gap-2 rounded-xl border border-gray-200 p-4" data-testid="saved-search">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link href={search.link} className="font-semibold text-brand-700 hover:underline">
          {search.name}
        </Link>
        <span className="text-xs text-gray-500">Saved {dayLabel(search.createdAt)}</span>
      </div>
      <SavedSearchActions id={search.id} name={search.name} kind={search.kind} frequency={search.frequency} />
    </li>
  );
}

export default async function SavedSearchesPage() {
  const member = await signedInMember();
  if (!member) redirect({ href: `/login?callbackUrl=${SAVED_SEARCHES_PATH}`, locale: await currentLocale() });
  const searches = await listSavedSearches(member);
  const calls = searches.filter((s) => s.kind === "calls");
  const talent = searches.filter((s) => s.kind === "talent");
  return (
    <section className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Saved searches</h1>
        <p className="mt-2 text-gray-600">
          A search of casting calls tells you of matching calls as soon as they are published, or in a digest each
          morning or week; save one from the filters on{" "}
          <Link href="/job-grid-one" className="text-brand-700 underline">
            Casting Calls &amp; Jobs
          </Link>
          . A search of talent tells you, daily or weekly, of new and updated members who match; save one from{" "}
          <Link href="/search" className="text-brand-700 underline">
            Search
          </Link>{" "}
          or any listing. Alerts come in the bell, by mail and, if you wish, on WhatsApp:{" "}
          <Link href="/candidate-profile-setting#alerts" className="text-brand-700 underline">
            choose where
          </Link>
          .
        </p>
      </div>
      <div className="grid gap-3" data-testid="call-searches">
        <h2 className="text-xl font-semibold">Casting calls</h2>
        {calls.length === 0 ? (
          <p className="text-gray-600">No saved searches of calls yet.</p>
        ) : (
          <ul className="grid gap-3">
            {calls.map((s) => (
              <SavedSearchItem key={s.id} search={s} />
            ))}
          </ul>
        )}
      </div>
      {talent.length > 0 && (
        <div className="grid gap-3" data-testid="talent-searches">
          <h2 className="text-xl font-semibold">Talent</h2>
          <ul className="grid gap-3">
            {talent.map((s) => (
              <SavedSearchItem key={s.id} search={s} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

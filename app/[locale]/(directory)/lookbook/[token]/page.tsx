import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cardData } from "@/lib/search/cards";
import { CandidateCard } from "@/components/listing/CandidateCard";
import { AppError } from "@/lib/errors";
import { dayLabel } from "@/lib/dates";
import { openLookBook } from "@/lib/shortlists/look-books";

// A shared shortlist, read-only and never indexed. A dead link never gets here: the request pipeline answers it
// 410 (lib/server/request-pipeline.ts); one that dies between the two checks shows the same words with a 404.

export const metadata: Metadata = { title: "Look book", robots: { index: false, follow: false } };

export default async function LookBookPage({ params }: PageProps<"/[locale]/lookbook/[token]">) {
  const book = await openLookBook((await params).token).catch((error: unknown) => {
    if (error instanceof AppError && (error.kind === "not-found" || error.kind === "gone")) notFound();
    throw error;
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Look book</p>
      <h1 className="mt-1 text-3xl font-bold">{book.name}</h1>
      <p className="mt-1 text-gray-600">
        Shared by {book.sharedBy} · {book.members.length === 1 ? "1 profile" : `${book.members.length} profiles`} · this
        link works until {dayLabel(book.expiresAt)}
      </p>
      {book.members.length === 0 ? (
        <p className="mt-10 text-gray-600">There is nobody on this list yet.</p>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 lg:grid-cols-4" data-testid="lookbook">
          {book.members.map((member, i) => (
            <li key={member.id}>
              <CandidateCard candidate={cardData(member)} eager={i < 4} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

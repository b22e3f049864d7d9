import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { cardData } from "@/lib/search/cards";
import { inLanguage } from "@/lib/search/card-words";
import { CandidateCard } from "@/components/listing/CandidateCard";
import { PageWords } from "@/components/language/PageWords";
import { SAVE_TO_SHORTLIST_WORDS } from "@/components/shortlists/save-to-shortlist-words";
import { AppError } from "@/lib/errors";
import { dayLabel } from "@/lib/i18n/date-labels";
import { subcategoryLabel } from "@/lib/search/catalog-names";
import { currentLocale } from "@/lib/i18n/server";
import { openLookBook } from "@/lib/shortlists/look-books";

// A shared shortlist, read-only and never indexed. A dead link never gets here: the request pipeline answers it
// 410 (lib/process/request-pipeline.ts); one that dies between the two checks shows the same words with a 404.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Shortlists");
  return { title: t("metadata.lookBook"), robots: { index: false, follow: false } };
}

export default async function LookBookPage({ params }: PageProps<"/[locale]/lookbook/[token]">) {
  const book = await openLookBook((await params).token).catch((error: unknown) => {
    if (error instanceof AppError && (error.kind === "not-found" || error.kind === "gone")) notFound();
    throw error;
  });
  const [t, names, locale] = await Promise.all([
    getTranslations("Shortlists"),
    getTranslations("Catalog"),
    currentLocale(),
  ]);
  return (
    <PageWords namespaces={["ListingClient", "ProfileClient"]}>
      <section className="mx-auto max-w-7xl px-4 py-10">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t("lookBook.eyebrow")}</p>
        <h1 className="mt-1 text-3xl font-bold">{book.name}</h1>
        <p className="mt-1 text-gray-600">
          {t("lookBook.summary", {
            name: book.sharedBy,
            count: book.members.length,
            day: dayLabel(book.expiresAt, "short", locale),
          })}
        </p>
        {book.members.length === 0 ? (
          <p className="mt-10 text-gray-600">{t("lookBook.empty")}</p>
        ) : (
          <PageWords namespaces={SAVE_TO_SHORTLIST_WORDS}>
            <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 lg:grid-cols-4" data-testid="lookbook">
              {book.members.map((member, i) => (
                <li key={member.id}>
                  <CandidateCard
                    candidate={inLanguage(cardData(member), names)}
                    subcategoryLabel={subcategoryLabel(names, member.subcategory)}
                    eager={i < 4}
                  />
                </li>
              ))}
            </ul>
          </PageWords>
        )}
      </section>
    </PageWords>
  );
}

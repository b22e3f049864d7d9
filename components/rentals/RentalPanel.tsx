import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { PageWords } from "@/components/language/PageWords";
import { averageLabel, policyWords } from "@/lib/rentals/booking-names";
import { formatInr } from "@/lib/money";
import type { Reputation } from "@/lib/rentals/reviews";
import type { Terms } from "@/lib/rentals/views";
import { BookingRequest } from "./lazy";
import { ReviewList, Stars } from "./ReviewList";

/**
 * A Camera Unit or Locations profile's rental side: rates, deposit, policy and notes, the owner's record
 * (rating, reviews, answers, cancellations), then the calendar and the request form (in the browser: the
 * calendar is live). Without terms, the owner takes no bookings yet and the profile says so. The request
 * form gets its words ("BookingsClient") here, so that only the pages that show it carry them.
 */
export function RentalPanel({
  ownerId,
  name,
  terms,
  reputation,
}: {
  ownerId: string;
  name: string;
  terms: Terms | null;
  reputation: Reputation;
}) {
  const t = useTranslations("Bookings");
  const locale = usePageLocale();
  const { rating, reviews } = reputation;
  const policy = terms ? policyWords(t, terms.cancellation) : undefined;
  return (
    <section aria-labelledby="rent-heading" className="grid gap-4 rounded-2xl border border-gray-100 p-5" id="rent">
      <h2 id="rent-heading" className="text-lg font-semibold">
        {t("rental.heading")}
      </h2>
      {!terms ? (
        <p className="text-sm text-gray-600">{t("rental.noRates", { name })}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="rental-terms">
            <div>
              <dt className="text-gray-600">{t("rental.dayRate")}</dt>
              <dd className="text-lg font-semibold">{formatInr(terms.dayRate, locale)}</dd>
            </div>
            {terms.hourlyRate != null && (
              <div>
                <dt className="text-gray-600">{t("rental.hourlyRate")}</dt>
                <dd className="text-lg font-semibold">
                  {formatInr(terms.hourlyRate, locale)}
                  {terms.minimumHours ? (
                    <span className="block text-xs font-normal text-gray-600">
                      {t("rental.minimumHours", { count: terms.minimumHours })}
                    </span>
                  ) : null}
                </dd>
              </div>
            )}
            <div>
              <dt className="text-gray-600">{t("card.deposit")}</dt>
              <dd className="font-semibold">{terms.deposit ? formatInr(terms.deposit, locale) : t("card.none")}</dd>
            </div>
            <div>
              <dt className="text-gray-600">{t("rental.cancellation")}</dt>
              <dd className="font-semibold">{policy!.label}</dd>
            </div>
          </dl>
          <p className="text-sm text-gray-700">{policy!.summary || terms.cancellationTerms}</p>
          {terms.notes && <p className="whitespace-pre-line text-sm text-gray-700">{terms.notes}</p>}
        </>
      )}
      <div className="text-sm text-gray-700" data-testid="rental-record">
        {rating.count ? (
          <p>
            <Stars rating={rating.average ?? 0} />{" "}
            {t("rental.rating", { average: averageLabel(locale, rating.average), count: rating.count })}
          </p>
        ) : (
          <p>{t("rental.noReviews")}</p>
        )}
        {reputation.responseRate !== null && <p>{t("rental.responseRate", { rate: reputation.responseRate })}</p>}
        {reputation.accepted > 0 && (
          <p>
            {reputation.ownerCancellations === 0
              ? t("rental.noCancellations", { count: reputation.accepted })
              : t("rental.cancellations", { cancelled: reputation.ownerCancellations, count: reputation.accepted })}
          </p>
        )}
      </div>
      {terms && (
        <PageWords namespaces={["BookingsClient"]}>
          <BookingRequest ownerId={ownerId} name={name} terms={terms} />
        </PageWords>
      )}
      {terms && <p className="text-xs text-gray-600">{t("noPayment")}</p>}
      {reviews.length > 0 && (
        <div>
          <h3 className="text-base font-semibold">{t("rental.reviews")}</h3>
          <ReviewList reviews={reviews} testId="rental-reviews" />
        </div>
      )}
    </section>
  );
}

import { formatInr } from "@/lib/money";
import { NO_PAYMENT_NOTE, POLICY_TERMS } from "@/lib/rentals/options";
import type { Reputation } from "@/lib/rentals/reviews";
import type { Terms } from "@/lib/rentals/terms";
import { BookingRequest } from "./BookingRequest";
import { ReviewList, Stars } from "./ReviewList";

/**
 * A Camera Unit or Locations profile's rental side: rates, deposit, policy and notes, the owner's record
 * (rating, reviews, answers, cancellations), then the calendar and the request form (in the browser: the
 * calendar is live). Without terms, the owner takes no bookings yet and the profile says so.
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
  const { rating, reviews } = reputation;
  return (
    <section aria-labelledby="rent-heading" className="grid gap-4 rounded-2xl border border-gray-100 p-5" id="rent">
      <h2 id="rent-heading" className="text-lg font-semibold">
        Rates and booking
      </h2>
      {!terms ? (
        <p className="text-sm text-gray-600">{name} has not set rates yet. Send a message to ask about dates.</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="rental-terms">
            <div>
              <dt className="text-gray-600">Day rate</dt>
              <dd className="text-lg font-semibold">{formatInr(terms.dayRate)}</dd>
            </div>
            {terms.hourlyRate != null && (
              <div>
                <dt className="text-gray-600">Hourly rate</dt>
                <dd className="text-lg font-semibold">
                  {formatInr(terms.hourlyRate)}
                  {terms.minimumHours ? (
                    <span className="block text-xs font-normal text-gray-600">at least {terms.minimumHours} hours</span>
                  ) : null}
                </dd>
              </div>
            )}
            <div>
              <dt className="text-gray-600">Deposit</dt>
              <dd className="font-semibold">{terms.deposit ? formatInr(terms.deposit) : "None"}</dd>
            </div>
            <div>
              <dt className="text-gray-600">Cancellation</dt>
              <dd className="font-semibold">{POLICY_TERMS[terms.cancellation].label}</dd>
            </div>
          </dl>
          <p className="text-sm text-gray-700">{terms.cancellationTerms}</p>
          {terms.notes && <p className="whitespace-pre-line text-sm text-gray-700">{terms.notes}</p>}
        </>
      )}
      <div className="text-sm text-gray-700" data-testid="rental-record">
        {rating.count ? (
          <p>
            <Stars rating={rating.average ?? 0} /> {rating.average?.toFixed(1)} from {rating.count}{" "}
            {rating.count === 1 ? "review" : "reviews"}
          </p>
        ) : (
          <p>No reviews yet.</p>
        )}
        {reputation.responseRate !== null && <p>Answers {reputation.responseRate}% of requests.</p>}
        {reputation.accepted > 0 && (
          <p>
            {reputation.ownerCancellations === 0
              ? `No cancellations in ${reputation.accepted} ${reputation.accepted === 1 ? "booking" : "bookings"}.`
              : `Cancelled ${reputation.ownerCancellations} of ${reputation.accepted} bookings.`}
          </p>
        )}
      </div>
      {terms && <BookingRequest ownerId={ownerId} name={name} terms={terms} />}
      {terms && <p className="text-xs text-gray-600">{NO_PAYMENT_NOTE}</p>}
      {reviews.length > 0 && (
        <div>
          <h3 className="text-base font-semibold">Reviews</h3>
          <ReviewList reviews={reviews} testId="rental-reviews" />
        </div>
      )}
    </section>
  );
}

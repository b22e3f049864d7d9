import type { RenterRecord as Record } from "@/lib/rentals/reviews";
import { ReviewList, Stars } from "./ReviewList";

/** How owners of camera units and locations rated a member (or a studio) as a renter. */
export function RenterRecord({ record }: { record: Record }) {
  const { rating } = record;
  return (
    <section
      aria-labelledby="renter-record"
      className="rounded-2xl border border-gray-100 p-5"
      data-testid="renter-record"
    >
      <h2 id="renter-record" className="text-base font-semibold">
        As a renter
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        <Stars rating={rating.average ?? 0} /> {rating.average?.toFixed(1)} from {rating.count} owner
        {rating.count === 1 ? "'s review" : "s' reviews"} of camera units and locations they rented
      </p>
      <ReviewList reviews={record.reviews} testId="renter-reviews" />
    </section>
  );
}

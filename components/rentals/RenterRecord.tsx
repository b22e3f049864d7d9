import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { averageLabel } from "@/lib/rentals/booking-names";
import type { RenterRecord as Record } from "@/lib/rentals/reviews";
import { ReviewList, Stars } from "./ReviewList";

/** How owners of camera units and locations rated a member (or a studio) as a renter. */
export function RenterRecord({ record }: { record: Record }) {
  const t = useTranslations("Bookings");
  const locale = usePageLocale();
  const { rating } = record;
  return (
    <section
      aria-labelledby="renter-record"
      className="rounded-2xl border border-gray-100 p-5"
      data-testid="renter-record"
    >
      <h2 id="renter-record" className="text-base font-semibold">
        {t("renter.heading")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        <Stars rating={rating.average ?? 0} />{" "}
        {t("renter.rating", { average: averageLabel(locale, rating.average), count: rating.count })}
      </p>
      <ReviewList reviews={record.reviews} testId="renter-reviews" />
    </section>
  );
}

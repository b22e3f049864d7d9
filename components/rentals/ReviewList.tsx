import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { PageWords } from "@/components/language/PageWords";
import { ReportButton } from "@/components/moderation/ReportButton";
import { dayLabel } from "@/lib/i18n/date-labels";
import type { ReviewView } from "@/lib/rentals/views";

/** Stars as text: "★★★★☆" (hidden from screen readers, which read the rating in words beside it). */
export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className="text-amber-600" aria-hidden="true">
      {"★".repeat(full)}
      <span className="text-gray-300">{"★".repeat(5 - full)}</span>
    </span>
  );
}

/**
 * Reviews, newest first, each with who wrote it, when, and a way to report it. Their texts are the members' own.
 * The report buttons get their words ("SiteClient") here, wherever the list is shown.
 */
export function ReviewList({ reviews, testId }: { reviews: ReviewView[]; testId: string }) {
  const t = useTranslations("Bookings");
  const locale = usePageLocale();
  return (
    <PageWords namespaces={["SiteClient"]}>
      <ul className="mt-2 grid gap-3" data-testid={testId}>
        {reviews.map((review) => (
          <li key={review.id} className="text-sm">
            <p>
              <Stars rating={review.rating} />{" "}
              <span className="sr-only">{t("reviews.outOfFive", { rating: review.rating })}, </span>
              <span className="font-medium">{review.author}</span>, {dayLabel(review.createdAt, "short", locale)}
            </p>
            <p className="mt-1 whitespace-pre-line text-gray-700">{review.text}</p>
            <div className="mt-1">
              <ReportButton targetType="review" targetId={review.id} ownerId={review.authorId} />
            </div>
          </li>
        ))}
      </ul>
    </PageWords>
  );
}

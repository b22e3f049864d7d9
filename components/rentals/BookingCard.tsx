import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { MessageButton } from "@/components/messages/MessageButton";
import { dateTimeLabel } from "@/lib/i18n/date-labels";
import { bookingStateLabel, policyWords, reasonWords, spanLabel } from "@/lib/rentals/booking-names";
import { subcategoryLabel } from "@/lib/search/catalog-names";
import { formatInr } from "@/lib/money";
import { bookingPath } from "@/lib/rentals/paths";
import type { BookingView } from "@/lib/rentals/views";
import type { BookingState } from "@/lib/rentals/options";
import { BookingActions } from "./BookingActions";
import { ReviewForm } from "./ReviewForm";

const STATE_STYLES: Record<BookingState, string> = {
  requested: "bg-amber-100 text-amber-900",
  quoted: "bg-sky-100 text-sky-900",
  accepted: "bg-green-100 text-green-900",
  declined: "bg-gray-100 text-gray-700",
  cancelled: "bg-gray-100 text-gray-700",
  expired: "bg-gray-100 text-gray-700",
};

/**
 * One booking as its reader sees it: the days, the money, the state, and what they can do now. Its buttons
 * and review form read "BookingsClient": the pages that show it wrap it in <PageWords>.
 */
export function BookingCard({ booking: b, full = false }: { booking: BookingView; full?: boolean }) {
  const t = useTranslations("Bookings");
  const names = useTranslations("Catalog");
  const locale = usePageLocale();
  const other =
    b.role === "owner"
      ? { id: b.renter.id, name: b.renter.organization ?? b.renter.name, profile: b.renter.profile }
      : { id: b.owner.id, name: b.owner.name, profile: b.owner.profile };
  const open = b.status === "requested" || b.status === "quoted";
  const person = other.profile ? (
    <Link href={other.profile} className="text-brand-700 underline">
      {other.name}
    </Link>
  ) : (
    other.name
  );
  const reason =
    b.status === "declined" ? "card.reasonGiven" : b.cancelledBy === b.role ? "card.yourReason" : "card.theirReason";
  return (
    <article
      className="grid gap-3 rounded-2xl border border-gray-100 p-4 sm:p-5"
      data-testid="booking"
      data-status={b.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">
            {full ? (
              b.projectTitle
            ) : (
              <Link href={bookingPath(b.id)} className="hover:text-brand-700">
                {b.projectTitle}
              </Link>
            )}
          </h2>
          <p className="text-sm text-gray-600">
            {b.role === "owner" ? (
              t.rich("card.requestedBy", { name: other.name, person: () => person })
            ) : (
              <>
                {subcategoryLabel(names, b.owner.subcategory)} · {person}
              </>
            )}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${STATE_STYLES[b.status]}`}
          data-testid="booking-status"
        >
          {bookingStateLabel(t, b.status)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div className="col-span-2">
          <dt className="text-gray-600">{t("card.when")}</dt>
          <dd className="font-medium">{spanLabel(t, locale, b)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("card.total")}</dt>
          <dd className="font-medium" data-testid="booking-total">
            {formatInr(b.total, locale)}
            {b.quote !== null && (
              <span className="block text-sky-900">{t("card.proposed", { amount: formatInr(b.quote, locale) })}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("card.deposit")}</dt>
          <dd className="font-medium">{b.deposit ? formatInr(b.deposit, locale) : t("card.none")}</dd>
        </div>
      </dl>
      {open && (
        <p className="text-sm text-gray-600">{t("card.expires", { moment: dateTimeLabel(b.expiresAt, locale) })}</p>
      )}
      {full && b.message && <p className="whitespace-pre-line rounded-lg bg-gray-50 p-3 text-sm">{b.message}</p>}
      {b.reason && <p className="text-sm text-gray-700">{t(reason, { reason: reasonWords(t, b) })}</p>}
      {b.contact && (
        <p className="text-sm" data-testid="booking-contact">
          {b.contact.name}:{" "}
          <a href={`tel:${b.contact.phone}`} className="text-brand-700 underline">
            {b.contact.phone}
          </a>{" "}
          ·{" "}
          <a href={`mailto:${b.contact.email}`} className="text-brand-700 underline">
            {b.contact.email}
          </a>
        </p>
      )}
      {full && (
        <p className="text-sm text-gray-600">
          {t("card.cancellation", { terms: policyWords(t, b.cancellation).summary || b.cancellationTerms })}
        </p>
      )}
      <BookingActions
        id={b.id}
        actions={b.actions}
        role={b.role}
        total={b.total}
        quote={b.quote}
        charge={b.cancellationCharge}
        booked={b.status === "accepted"}
      />
      {full && b.actions.includes("review") && <ReviewForm id={b.id} about={other.name} />}
      {!full && b.actions.includes("review") && (
        <Link href={bookingPath(b.id)} className="text-sm text-brand-700 underline">
          {t("card.review", { name: other.name })}
        </Link>
      )}
      <div className="flex flex-wrap gap-3 text-sm">
        <MessageButton
          toUserId={other.id}
          name={other.name}
          label={t("card.message", { name: other.name })}
          className="text-brand-700 underline"
        />
        {!full && (
          <Link href={bookingPath(b.id)} className="text-brand-700 underline">
            {t.rich("card.details", {
              title: b.projectTitle,
              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
          </Link>
        )}
      </div>
    </article>
  );
}

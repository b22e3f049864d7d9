import { type createTranslator, type Messages } from "next-intl";
import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import type { CallReview, CallView } from "@/lib/hiring/views";
import { callEditPath } from "@/lib/hiring/paths";

type PostingTranslator = ReturnType<typeof createTranslator<Messages, "Posting">>;

/**
 * Why a call is not public, in the page's language: a held call names the words that asked for money; a hidden
 * one says who hid it, with the admin's own note as they wrote it.
 */
export function shownReason(t: PostingTranslator, review: CallReview): string | null {
  if (review.state === "hidden")
    return review.note ? t("review.hiddenBecause", { reason: review.note }) : t("review.hiddenByTeam");
  return review.phrase !== null ? t("review.heldReason", { phrase: review.phrase }) : review.reason;
}

/**
 * For the poster of a call that is not public: why (held for review because it asks for money, or hidden by
 * Castfolio's team with their reason), and what they can do about it.
 */
export function CallReviewNotice({ call }: { call: Pick<CallView, "id" | "review"> }) {
  const t = useTranslations("Posting");
  if (!call.review) return null;
  const held = call.review.state === "held";
  const reason = shownReason(t, call.review);
  return (
    <div
      role="status"
      className={`rounded-2xl border p-4 ${held ? "border-amber-200 bg-amber-50 text-amber-900" : "border-red-200 bg-red-50 text-red-900"}`}
      data-testid="call-review-notice"
    >
      <p className="font-semibold">{held ? t("review.held") : t("review.hidden")}</p>
      {reason && <p className="mt-1">{reason}</p>}
      <p className="mt-2 text-sm">
        {held
          ? t.rich("review.heldHelp", {
              link: (chunks) => (
                <Link href={callEditPath(call.id)} className="font-semibold underline">
                  {chunks}
                </Link>
              ),
            })
          : t.rich("review.hiddenHelp", {
              link: (chunks) => (
                <Link href="/contactus" className="font-semibold underline">
                  {chunks}
                </Link>
              ),
            })}
      </p>
    </div>
  );
}

import { type createTranslator, type Messages } from "next-intl";
import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import type { CallView } from "@/lib/hiring/calls";
import { callEditPath } from "@/lib/hiring/paths";
import { heldPhraseOf } from "@/lib/screening/money-requests";

type PostingTranslator = ReturnType<typeof createTranslator<Messages, "Posting">>;

/**
 * Why a call is not public, in the page's language: the reason Castfolio gives a held call (lib/moderation
 * heldReasonFor, stored in English with the phrase it found) is said again in the page's words; a reason an
 * admin wrote when hiding a call is shown as they wrote it.
 */
function shownReason(t: PostingTranslator, reason: string): string {
  const phrase = heldPhraseOf(reason);
  return phrase !== undefined ? t("review.heldReason", { phrase }) : reason;
}

/**
 * For the poster of a call that is not public: why (held for review because it asks for money, or hidden by
 * Castfolio's team with their reason), and what they can do about it.
 */
export function CallReviewNotice({ call }: { call: Pick<CallView, "id" | "review"> }) {
  const t = useTranslations("Posting");
  if (!call.review) return null;
  const held = call.review.state === "held";
  return (
    <div
      role="status"
      className={`rounded-2xl border p-4 ${held ? "border-amber-200 bg-amber-50 text-amber-900" : "border-red-200 bg-red-50 text-red-900"}`}
      data-testid="call-review-notice"
    >
      <p className="font-semibold">{held ? t("review.held") : t("review.hidden")}</p>
      {call.review.reason && <p className="mt-1">{shownReason(t, call.review.reason)}</p>}
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

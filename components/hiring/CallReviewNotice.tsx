import { Link } from "@/lib/i18n/navigation";
import type { CallView } from "@/lib/hiring/calls";
import { callEditPath } from "@/lib/hiring/paths";

/**
 * For the poster of a call that is not public: why (held for review because it asks for money, or hidden by
 * Castfolio's team with their reason), and what they can do about it.
 */
export function CallReviewNotice({ call }: { call: Pick<CallView, "id" | "review"> }) {
  if (!call.review) return null;
  const held = call.review.state === "held";
  return (
    <div
      role="status"
      className={`rounded-2xl border p-4 ${held ? "border-amber-200 bg-amber-50 text-amber-900" : "border-red-200 bg-red-50 text-red-900"}`}
      data-testid="call-review-notice"
    >
      <p className="font-semibold">
        {held ? "Held for review: this call is not public yet." : "Hidden: this call is not public."}
      </p>
      {call.review.reason && <p className="mt-1">{call.review.reason}</p>}
      <p className="mt-2 text-sm">
        {held ? (
          <>
            <Link href={callEditPath(call.id)} className="font-semibold underline">
              Change its wording
            </Link>
            : a call that no longer asks talent for money is published at once.
          </>
        ) : (
          <>
            Only Castfolio&apos;s team can publish it again. If you think this is a mistake, or you have fixed what was
            wrong,{" "}
            <Link href="/contactus" className="font-semibold underline">
              write to us
            </Link>
            .
          </>
        )}
      </p>
    </div>
  );
}

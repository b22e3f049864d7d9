"use client";

import { useState } from "react";
import { Field, inputClass } from "@/components/forms/Field";
import { ACTION_BUTTON } from "@/components/ui/styles";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import { formatInr } from "@/lib/money";
import type { BookingActionName } from "@/lib/rentals/present";

const PRIMARY = ACTION_BUTTON.primary;
const QUIET = ACTION_BUTTON.quiet;

/**
 * What one party may do with a booking now: accept, decline (with a reason), name another total (the
 * owner), cancel (with a reason, and what the policy says is owed). Each asks before it sends.
 */
export function BookingActions({
  id,
  actions,
  role,
  total,
  quote,
  charge,
  booked,
}: {
  id: string;
  actions: BookingActionName[];
  role: "owner" | "renter";
  total: number;
  quote: number | null;
  charge: number | null;
  /** Accepted: cancelling ends a booking; before that it withdraws a request. */
  booked: boolean;
}) {
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  const [open, setOpen] = useState<"decline" | "quote" | "cancel" | null>(null);
  const [reason, setReason] = useState("");
  const [newTotal, setNewTotal] = useState(String(total));
  const url = `/api/bookings/${id}`;
  const patch = (body: object, done: string) =>
    send("PATCH", url, body, { done, failed: "The booking could not be changed." }).then((answer) => {
      if (answer?.ok) setOpen(null);
    });

  if (!actions.some((a) => a !== "review")) return null;
  const acceptWords = role === "owner" ? "Accept" : `Accept ${formatInr(quote ?? total)}`;
  return (
    <div className="grid gap-3" data-testid="booking-actions">
      <div className="flex flex-wrap gap-2">
        {actions.includes("accept") && (
          <button
            type="button"
            disabled={!hydrated || busy}
            className={PRIMARY}
            onClick={() => {
              if (
                window.confirm(
                  role === "owner"
                    ? "Accept this booking? The days become booked and you both see each other's phone and email."
                    : `Accept the total of ${formatInr(quote ?? total)}?`,
                )
              )
                void patch({ action: "accept" }, "The booking is accepted.");
            }}
          >
            {acceptWords}
          </button>
        )}
        {actions.includes("quote") && (
          <button type="button" disabled={!hydrated || busy} className={QUIET} onClick={() => setOpen("quote")}>
            Propose another total
          </button>
        )}
        {actions.includes("decline") && (
          <button type="button" disabled={!hydrated || busy} className={QUIET} onClick={() => setOpen("decline")}>
            Decline
          </button>
        )}
        {actions.includes("cancel") && (
          <button
            type="button"
            disabled={!hydrated || busy}
            className={`${QUIET} text-red-700`}
            onClick={() => setOpen("cancel")}
          >
            {booked ? "Cancel booking" : "Withdraw request"}
          </button>
        )}
      </div>
      {open === "quote" && (
        <form
          className="grid gap-2 sm:max-w-sm"
          onSubmit={(e) => {
            e.preventDefault();
            void patch({ action: "quote", total: Number(newTotal) }, "Your total is sent.");
          }}
        >
          <Field label="New total in rupees" hint="The renter accepts or declines it.">
            {(a11y) => (
              <input
                {...a11y}
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                value={newTotal}
                onChange={(e) => setNewTotal(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <div className="flex gap-2">
            <button type="submit" disabled={busy} className={PRIMARY}>
              Send total
            </button>
            <button type="button" className={QUIET} onClick={() => setOpen(null)}>
              Back
            </button>
          </div>
        </form>
      )}
      {(open === "decline" || open === "cancel") && (
        <form
          className="grid gap-2 sm:max-w-md"
          onSubmit={(e) => {
            e.preventDefault();
            void patch(
              { action: open, reason },
              open === "decline"
                ? "The booking is declined."
                : booked
                  ? "The booking is cancelled."
                  : "Your request is withdrawn.",
            );
          }}
        >
          {open === "cancel" && charge !== null && (
            <p className="text-sm text-gray-700" data-testid="cancel-charge">
              {charge > 0
                ? `Under the cancellation policy, cancelling now owes ${formatInr(charge)} to the owner.`
                : "Cancelling now is free under the cancellation policy."}
            </p>
          )}
          {open === "cancel" && booked && role === "owner" && (
            <p className="text-sm text-gray-700" data-testid="cancel-charge">
              The renter owes nothing when you cancel; your cancellations show on your profile.
            </p>
          )}
          <Field label="Why (optional, the other side reads it)">
            {(a11y) => (
              <textarea
                {...a11y}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                rows={2}
                maxLength={500}
                className={inputClass}
              />
            )}
          </Field>
          <div className="flex gap-2">
            <button type="submit" disabled={busy} className={ACTION_BUTTON.danger}>
              {open === "decline" ? "Decline" : booked ? "Cancel booking" : "Withdraw request"}
            </button>
            <button type="button" className={QUIET} onClick={() => setOpen(null)}>
              Back
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

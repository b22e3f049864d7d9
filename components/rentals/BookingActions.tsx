"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { useState } from "react";
import { Field, inputClass } from "@/components/forms/Field";
import { useConfirm } from "@/components/ui/ConfirmDialog";
import { ACTION_BUTTON } from "@/components/ui/styles";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import { formatInr } from "@/lib/money";
import type { BookingActionName } from "@/lib/rentals/views";

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
  const t = useTranslations("BookingsClient");
  const locale = usePageLocale();
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  const { ask, dialog } = useConfirm();
  const [open, setOpen] = useState<"decline" | "quote" | "cancel" | null>(null);
  const [reason, setReason] = useState("");
  const [newTotal, setNewTotal] = useState(String(total));
  const url = `/api/bookings/${id}`;
  const patch = (body: object, done: string) =>
    send("PATCH", url, body, { done, failed: t("actions.failed") }).then((answer) => {
      if (answer?.ok) setOpen(null);
    });

  if (!actions.some((a) => a !== "review")) return null;
  const offered = formatInr(quote ?? total, locale);
  const acceptWords = role === "owner" ? t("actions.accept") : t("actions.acceptTotal", { amount: offered });
  return (
    <div className="grid gap-3" data-testid="booking-actions">
      {dialog}
      <div className="flex flex-wrap gap-2">
        {actions.includes("accept") && (
          <button
            type="button"
            disabled={!hydrated || busy}
            className={PRIMARY}
            onClick={async () => {
              const question =
                role === "owner" ? t("actions.confirmOwner") : t("actions.confirmRenter", { amount: offered });
              if (await ask(question)) await patch({ action: "accept" }, t("actions.accepted"));
            }}
          >
            {acceptWords}
          </button>
        )}
        {actions.includes("quote") && (
          <button type="button" disabled={!hydrated || busy} className={QUIET} onClick={() => setOpen("quote")}>
            {t("actions.propose")}
          </button>
        )}
        {actions.includes("decline") && (
          <button type="button" disabled={!hydrated || busy} className={QUIET} onClick={() => setOpen("decline")}>
            {t("actions.decline")}
          </button>
        )}
        {actions.includes("cancel") && (
          <button
            type="button"
            disabled={!hydrated || busy}
            className={`${QUIET} text-red-700`}
            onClick={() => setOpen("cancel")}
          >
            {booked ? t("actions.cancel") : t("actions.withdraw")}
          </button>
        )}
      </div>
      {open === "quote" && (
        <form
          className="grid gap-2 sm:max-w-sm"
          onSubmit={(e) => {
            e.preventDefault();
            void patch({ action: "quote", total: Number(newTotal) }, t("actions.quoteSent"));
          }}
        >
          <Field label={t("actions.newTotal")} hint={t("actions.newTotalHint")}>
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
              {t("actions.sendTotal")}
            </button>
            <button type="button" className={QUIET} onClick={() => setOpen(null)}>
              {t("actions.back")}
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
              open === "decline" ? t("actions.declined") : booked ? t("actions.cancelled") : t("actions.withdrawn"),
            );
          }}
        >
          {open === "cancel" && charge !== null && (
            <p className="text-sm text-gray-700" data-testid="cancel-charge">
              {charge > 0 ? t("actions.chargeOwed", { amount: formatInr(charge, locale) }) : t("actions.chargeFree")}
            </p>
          )}
          {open === "cancel" && booked && role === "owner" && (
            <p className="text-sm text-gray-700" data-testid="cancel-charge">
              {t("actions.ownerCancels")}
            </p>
          )}
          <Field label={t("actions.why")}>
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
              {open === "decline" ? t("actions.decline") : booked ? t("actions.cancel") : t("actions.withdraw")}
            </button>
            <button type="button" className={QUIET} onClick={() => setOpen(null)}>
              {t("actions.back")}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { Link, useRouter } from "@/lib/i18n/link";
import { useState } from "react";
import { buttonClass, Field, inputClass } from "@/components/forms/Field";
import { useSession } from "@/lib/client/session";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { useRequestWords } from "@/lib/client/use-request";
import { dateTimeLabel, dayLabel } from "@/lib/i18n/date-labels";
import { heldLabel, spanProblemLabel } from "@/lib/rentals/booking-names";
import { formatInr } from "@/lib/money";
import { profilePath } from "@/lib/profiles/paths";
import { bookingPath, RENTAL_SETTINGS_PATH } from "@/lib/rentals/paths";
import { priceOf, readSpan } from "@/lib/rentals/pricing";
import { MonthCalendar } from "./MonthCalendar";
import { usePushOffer } from "@/components/pwa/use-push-offer";

interface Rates {
  dayRate: number;
  hourlyRate: number | null;
  minimumHours: number | null;
  deposit: number;
}

/**
 * The request form under a rental profile: pick days on the calendar (or one day's hours where the owner
 * rents by the hour), name the project, read the total, send. The server checks everything again.
 */
export function BookingRequest({ ownerId, name, terms }: { ownerId: string; name: string; terms: Rates }) {
  const t = useTranslations("BookingsClient");
  const offerPush = usePushOffer();
  const words = useRequestWords();
  const locale = usePageLocale();
  const { data: session, status } = useSession();
  const router = useRouter();
  const [mode, setMode] = useState<"days" | "hours">("days");
  const [from, setFrom] = useState("");
  const [held, setHeld] = useState<{ start: string; end: string }[]>([]);
  const [to, setTo] = useState("");
  const [startTime, setStartTime] = useState("10:00");
  const [endTime, setEndTime] = useState("14:00");
  const [projectTitle, setProjectTitle] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  if (session?.user.id === ownerId) {
    return (
      <p className="text-sm">
        {t("request.yourListing")}{" "}
        <Link href={RENTAL_SETTINGS_PATH} className="text-brand-700 underline">
          {t("request.editRates")}
        </Link>
      </p>
    );
  }

  const pick = (day: string, dayHeld: { start: string; end: string }[]) => {
    setErrors({});
    setHeld(dayHeld);
    if (mode === "hours" || !from || to || day < from) {
      setFrom(day);
      setTo(mode === "hours" ? day : "");
    } else setTo(day);
  };
  const input =
    mode === "hours"
      ? { start: from && `${from}T${startTime}`, end: from && `${from}T${endTime}` }
      : { from, to: to || from };
  const span = from ? readSpan(input) : undefined;
  const price = span && "span" in span ? priceOf(terms, span.span) : undefined;
  const problem = span && "errors" in span ? spanProblemLabel(t, Object.values(span.errors)[0]) : undefined;

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!from) found.from = t("request.pickFirst");
    if (projectTitle.trim().length < 2) found.projectTitle = t("request.nameProject");
    if (problem) found.from = problem;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await requestJson("POST", "/api/bookings", { ownerId, ...input, projectTitle, message });
      if (!answer.ok) {
        setErrors(answer.body.errors ?? {});
        toast.error(answer.body.message ?? t("request.failed"));
        return;
      }
      const booking = answer.body.data as { id: string; expiresAt: string };
      toast.success(t("request.sent", { name, moment: dateTimeLabel(booking.expiresAt, locale) }));
      offerPush();
      router.push(bookingPath(booking.id));
    } catch {
      toast.error(words.offline);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={send} noValidate className="grid gap-3" aria-labelledby="request-heading">
      <h3 id="request-heading" className="text-base font-semibold">
        {t("request.heading")}
      </h3>
      {terms.hourlyRate != null && (
        <div className="flex gap-2 text-sm" role="group" aria-label={t("request.bookBy")}>
          {(["days", "hours"] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => {
                setMode(m);
                setTo(m === "hours" ? from : "");
                // A partly booked day can be had by the hour only.
                if (m === "days" && held.length) {
                  setFrom("");
                  setHeld([]);
                }
              }}
              className={`rounded-full border px-3 py-1 ${mode === m ? "border-brand-700 bg-brand-50 text-brand-900" : "border-gray-300"}`}
            >
              {m === "days" ? t("request.byDay") : t("request.byHour")}
            </button>
          ))}
        </div>
      )}
      <MonthCalendar
        ownerId={ownerId}
        from={from}
        to={mode === "hours" ? from : to}
        hourly={mode === "hours"}
        onPick={pick}
      />
      <p className="text-sm" aria-live="polite" data-testid="picked-days">
        {!from
          ? mode === "hours"
            ? t("request.pickDay")
            : t("request.pickDays")
          : mode === "hours"
            ? held.length
              ? t("request.onDayHeld", { day: dayLabel(from, "short", locale), hours: heldLabel(t, locale, held) })
              : t("request.onDay", { day: dayLabel(from, "short", locale) })
            : !to || to === from
              ? t("request.onDay", { day: dayLabel(from, "short", locale) })
              : t("request.fromTo", { first: dayLabel(from, "short", locale), last: dayLabel(to, "short", locale) })}
      </p>
      {errors.from && (
        <p role="alert" className="text-sm text-red-700">
          {errors.from}
        </p>
      )}
      {mode === "hours" && (
        <div className="grid grid-cols-2 gap-3">
          <Field label={t("request.from")} error={errors.start}>
            {(a11y) => (
              <input
                {...a11y}
                type="time"
                step={1800}
                value={startTime}
                onChange={(e) => setStartTime(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t("request.until")} error={errors.end}>
            {(a11y) => (
              <input
                {...a11y}
                type="time"
                step={1800}
                value={endTime}
                onChange={(e) => setEndTime(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </div>
      )}
      <Field label={t("request.project")} error={errors.projectTitle} required hint={t("request.projectHint")}>
        {(a11y) => (
          <input
            {...a11y}
            value={projectTitle}
            onChange={(e) => setProjectTitle(e.target.value)}
            maxLength={120}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t("request.message")} error={errors.message} hint={t("request.messageHint")}>
        {(a11y) => (
          <textarea
            {...a11y}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            rows={3}
            maxLength={2000}
            className={inputClass}
          />
        )}
      </Field>
      {price && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm" data-testid="request-total">
          {price.unit === "day"
            ? t("request.days", { count: price.units })
            : price.asked < price.units
              ? t("request.hoursMinimum", { count: price.asked, minimum: price.units })
              : t("request.hours", { count: price.asked })}{" "}
          · <span className="font-semibold">{t("request.total", { amount: formatInr(price.total, locale) })}</span>
          {price.deposit > 0 && <> · {t("request.deposit", { amount: formatInr(price.deposit, locale) })}</>}
        </p>
      )}
      {status === "unauthenticated" ? (
        <Link href={`/login?callbackUrl=${encodeURIComponent(`${profilePath(ownerId)}#rent`)}`} className={buttonClass}>
          {t("request.signIn")}
        </Link>
      ) : (
        <button type="submit" disabled={busy || status !== "authenticated"} className={buttonClass}>
          {busy ? t("request.sending") : t("request.send")}
        </button>
      )}
    </form>
  );
}

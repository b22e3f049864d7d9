"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { dateTimeLabel } from "@/lib/i18n/date-labels";
import type { TapeRequestView } from "@/lib/tapes/views";
import type { TapeState } from "@/lib/tapes/rules";

/** A request's state as a badge's words and colours (TapesClient `state.*`). */
const TAPE_STATE_WORDS = {
  requested: { key: "state.requested", style: "bg-amber-50 text-amber-800" },
  received: { key: "state.received", style: "bg-green-50 text-green-800" },
  late: { key: "state.late", style: "bg-red-50 text-red-800" },
  withdrawn: { key: "state.withdrawn", style: "bg-gray-100 text-gray-700" },
} as const satisfies Record<TapeState, { key: string; style: string }>;

/** The state badge and the deadline of a request. */
export function TapeStateLine({ request }: { request: TapeRequestView }) {
  const t = useTranslations("TapesClient");
  const locale = usePageLocale();
  const words = TAPE_STATE_WORDS[request.state];
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className={`rounded-full px-3 py-1 text-xs font-semibold ${words.style}`} data-testid="tape-state">
        {t(words.key)}
      </span>
      {request.state !== "withdrawn" && (
        <span className="text-gray-600">{t("state.due", { due: dateTimeLabel(request.dueAt, locale) })}</span>
      )}
    </p>
  );
}

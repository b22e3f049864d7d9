"use client";

import { useState } from "react";
import { useTranslations } from "#words";
import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { dayLabel } from "@/lib/i18n/date-labels";
import { toast } from "@/lib/client/toast";
import type { ShortlistView } from "@/lib/shortlists/views";
import { inputClass } from "../forms/Field";
import { InterfaceIcon } from "../ui/interface-icons";
import { SMALL_BUTTON, type EditorControls } from "./editor-controls";

const SHARE_DAYS = [1, 3, 7, 14, 30, 90];

/** A shortlist's look books: a new read-only link for so many days, shown once to copy, and the links made before. */
export function LookBookLinks({
  lookBooks,
  controls: { send, base, disabled },
}: {
  lookBooks: ShortlistView["lookBooks"];
  controls: EditorControls;
}) {
  const t = useTranslations("ShortlistsClient");
  const locale = usePageLocale();
  const [days, setDays] = useState(7);
  const [link, setLink] = useState<string>();
  const share = async () => {
    const answer = await send("POST", `${base}/lookbooks`, { days }, t("editor.linkCreated"));
    const url = (answer?.data as { url?: string } | undefined)?.url;
    if (url) setLink(url);
  };
  const day = (date: string) => dayLabel(date, "short", locale);

  return (
    <section className="grid gap-4 rounded-2xl border border-gray-100 p-5" aria-labelledby="share-title">
      <div>
        <h2 id="share-title" className="text-xl font-semibold">
          {t("editor.shareHeading")}
        </h2>
        <p className="text-sm text-gray-600">{t("editor.shareText")}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium">
          {t("editor.worksFor")}
          <select value={days} onChange={(e) => setDays(Number(e.target.value))} className={inputClass}>
            {SHARE_DAYS.map((d) => (
              <option key={d} value={d}>
                {t("editor.days", { count: d })}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => void share()} disabled={disabled} className={SMALL_BUTTON}>
          <InterfaceIcon name="share" className="h-4 w-4" /> {t("editor.createLink")}
        </button>
      </div>
      {link && (
        <div className="grid gap-2 rounded-lg bg-brand-50 p-3">
          <p className="text-sm font-medium">{t("editor.copyNow")}</p>
          <div className="flex gap-2">
            <input
              readOnly
              value={link}
              className={inputClass}
              data-testid="lookbook-link"
              onFocus={(e) => e.target.select()}
            />
            <button
              type="button"
              className={SMALL_BUTTON}
              onClick={() => void navigator.clipboard.writeText(link).then(() => toast.success(t("editor.copied")))}
            >
              {t("editor.copy")}
            </button>
          </div>
        </div>
      )}
      {lookBooks.length > 0 && (
        <ul className="divide-y divide-gray-100 text-sm">
          {lookBooks.map((book) => (
            <li key={book.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {book.revokedAt
                  ? t("editor.linkRevoked", { created: day(book.createdAt) })
                  : book.active
                    ? t("editor.linkActive", { created: day(book.createdAt), until: day(book.expiresAt) })
                    : t("editor.linkExpired", { created: day(book.createdAt), expired: day(book.expiresAt) })}
              </span>
              {book.active && (
                <button
                  type="button"
                  onClick={() =>
                    void send("DELETE", `${base}/lookbooks/${book.id}`, undefined, t("editor.revokedDone"))
                  }
                  disabled={disabled}
                  className={SMALL_BUTTON}
                >
                  {t("editor.revoke")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

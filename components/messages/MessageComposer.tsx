"use client";

import { useTranslations } from "#words";
import { useState } from "react";
import { MAX_MESSAGE_LENGTH } from "@/lib/conversations/limits";

/**
 * The box a message is written in, for a first message (with a visible label and Cancel) and for a reply
 * (with a character count). `onSend` says whether the message went, and the box empties when it did. Its
 * buttons' words are InboxClient's: the pages that show it wrap it in <PageWords namespaces={["InboxClient"]}>.
 */
export function MessageComposer({
  id,
  label,
  showLabel = false,
  placeholder,
  onSend,
  onCancel,
  showCount = false,
  autoFocus = false,
  className = "grid gap-2",
}: {
  id: string;
  label: string;
  showLabel?: boolean;
  placeholder: string;
  onSend: (text: string) => Promise<boolean>;
  onCancel?: () => void;
  showCount?: boolean;
  autoFocus?: boolean;
  className?: string;
}) {
  const t = useTranslations("InboxClient");
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      if (await onSend(text)) setText("");
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={submit} className={className}>
      <label htmlFor={id} className={showLabel ? "text-sm font-semibold" : "sr-only"}>
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={MAX_MESSAGE_LENGTH}
        rows={3}
        autoFocus={autoFocus}
        placeholder={placeholder}
        className="w-full rounded-lg border border-gray-300 px-3 py-2"
      />
      <div className="flex items-center justify-end gap-2 text-xs text-gray-600">
        {showCount && (
          <span className="mr-auto">
            {text.length.toLocaleString("en")} / {MAX_MESSAGE_LENGTH.toLocaleString("en")}
          </span>
        )}
        {onCancel && (
          <button type="button" onClick={onCancel} className="px-3 py-1.5 text-sm text-gray-700 underline">
            {t("composer.cancel")}
          </button>
        )}
        <button
          type="submit"
          disabled={sending || !text.trim()}
          className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-50"
        >
          {sending ? t("composer.sending") : t("composer.send")}
        </button>
      </div>
    </form>
  );
}

"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useConfirm } from "@/components/ui/ConfirmDialog";
import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { Avatar } from "@/components/ui/Avatar";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ConversationView, SentMessage } from "@/lib/conversations/views";
import { dateTimeLabel } from "@/lib/i18n/date-labels";
import { useHydrated } from "@/lib/client/hydrated";
import { announceUnreadChanged, useLiveEvents } from "@/lib/client/live";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { useRequest, useRequestWords } from "@/lib/client/use-request";
import { ReportButton } from "../moderation/ReportButton";
import { MessageComposer } from "./MessageComposer";
import { MessageText } from "./MessageText";
import { usePushOffer } from "@/components/pwa/use-push-offer";

/**
 * One thread: the messages, read receipts, the composer, and block / unblock. New messages arrive live.
 * Block is disabled (dimmed) until the page has hydrated: in the server's HTML a press would do nothing.
 * `role` is who the other member is, in the page's language (the thread's `other.role` is English).
 */
export function ThreadView({ initial, memberId, role }: { initial: ConversationView; memberId: string; role: string }) {
  const t = useTranslations("InboxClient");
  const offerPush = usePushOffer();
  const words = useRequestWords();
  const locale = usePageLocale();
  const hydrated = useHydrated();
  const [view, setView] = useState(initial);
  const blocking = useRequest();
  const list = useRef<HTMLOListElement>(null);

  const newest = view.messages.at(-1)?.id;
  const refresh = useCallback(async () => {
    const res = await fetch(`/api/conversations/${view.id}/messages${newest ? `?after=${newest}` : ""}`, {
      cache: "no-store",
    });
    if (!res.ok) return;
    const { data } = (await res.json()) as { data: ConversationView };
    setView((current) => {
      const known = new Set(current.messages.map((m) => m.id));
      return { ...data, messages: [...current.messages, ...data.messages.filter((m) => !known.has(m.id))] };
    });
    announceUnreadChanged();
  }, [view.id, newest]);

  useLiveEvents(
    (event) => event.conversationId === view.id && void refresh(),
    () => void refresh(),
  );
  // The newest message in view, inside the list only (the page itself stays where the reader left it).
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [view.messages.length]);

  const send = async (text: string) => {
    try {
      const answer = await requestJson("POST", `/api/conversations/${view.id}/messages`, { text });
      if (!answer.ok) {
        toast.error(answer.body.message ?? t("notSent"));
        return false;
      }
      const message = answer.body.data as SentMessage;
      setView((current) =>
        current.messages.some((m) => m.id === message.id)
          ? current
          : { ...current, messages: [...current.messages, message] },
      );
      offerPush();
      return true;
    } catch {
      toast.error(words.offline);
      return false;
    }
  };

  const { ask, dialog } = useConfirm();
  const toggleBlock = async () => {
    const blocked = view.blockedByMe;
    if (!blocked && !(await ask(t("thread.blockConfirm", { name: view.other.name })))) return;
    const answer = await blocking.send(blocked ? "DELETE" : "POST", `/api/users/${view.other.id}/block`, undefined, {
      done: blocked ? t("thread.unblocked") : t("thread.blocked"),
      failed: t("thread.failed"),
    });
    if (answer?.ok) await refresh();
  };

  const seenUpTo = view.otherReadAt ? Date.parse(view.otherReadAt) : 0;
  const lastMine = [...view.messages].reverse().find((m) => m.senderId === memberId);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {dialog}
      <header className="flex flex-wrap items-center gap-3 border-b border-gray-100 pb-4">
        <Avatar path={view.other.picture} size={48} className="h-12 w-12" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-bold">
            <Link href={view.other.link} className="hover:text-brand-700">
              {view.other.name}
            </Link>
          </h1>
          <p className="text-sm text-gray-600">{role}</p>
        </div>
        <button
          type="button"
          onClick={() => void toggleBlock()}
          disabled={!hydrated || blocking.busy}
          className="rounded-full border border-gray-300 px-3 py-1 text-sm hover:border-brand-600 disabled:opacity-60"
        >
          {view.blockedByMe ? t("thread.unblock") : t("thread.block")}
        </button>
      </header>
      <ol ref={list} className="grid max-h-[60vh] gap-3 overflow-y-auto" data-testid="thread" aria-live="polite">
        {view.messages.map((m) => {
          const mine = m.senderId === memberId;
          return (
            <li key={m.id} className={`flex ${mine ? "justify-end" : "justify-start"}`}>
              <div
                className={`max-w-[85%] rounded-2xl px-4 py-2 ${mine ? "bg-brand-700 text-white" : "bg-gray-100 text-ink-900"}`}
              >
                {/* The one warning there is: lib/conversations/limits.ts MONEY_WARNING, in the page's language. */}
                {m.warning && (
                  <p
                    role="alert"
                    className="mb-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
                  >
                    {t("thread.moneyWarning")}
                  </p>
                )}
                {m.hidden ? <p className="italic">{t("thread.removed")}</p> : <MessageText text={m.body} />}
                <div className={`mt-1 text-xs ${mine ? "text-white/80" : "text-gray-600"}`}>
                  {dateTimeLabel(m.createdAt, locale)}
                  {mine && m.id === lastMine?.id && Date.parse(m.createdAt) <= seenUpTo ? ` · ${t("thread.seen")}` : ""}
                  {!mine && !m.hidden && (
                    <>
                      {" · "}
                      <ReportButton
                        targetType="message"
                        targetId={m.id}
                        ownerId={m.senderId}
                        className="underline hover:text-red-700"
                      />
                    </>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {view.canSend ? (
        <MessageComposer
          id="message-text"
          label={t("thread.label")}
          placeholder={t("thread.placeholder")}
          onSend={send}
          showCount
        />
      ) : (
        <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700" role="status">
          {t("thread.cannotMessage")}
        </p>
      )}
    </div>
  );
}

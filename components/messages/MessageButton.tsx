"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { useSession } from "@/lib/client/session";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { useRequestWords } from "@/lib/client/use-request";
import { MessageComposer } from "./MessageComposer";

/**
 * "Message": writes the first words to a member (or a studio's casting team) and opens the thread. A
 * visitor is asked to sign in first; on one's own profile there is nothing to show. The button is
 * disabled (dimmed) until the browser knows who is signed in: in the server's HTML a press would do
 * nothing, and while the session loads it could not tell a visitor (sent to sign in) from a member.
 * Its words are InboxClient's: every page that shows it wraps it in `<PageWords namespaces={MESSAGE_BUTTON_WORDS}>`
 * (./message-button-words.ts) or one that gives all of "InboxClient".
 * `label` (the button's words, already in the page's language) replaces "Message".
 */
export function MessageButton({
  toUserId,
  name,
  label,
  className = "inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900",
}: {
  toUserId: string;
  name: string;
  label?: string;
  className?: string;
}) {
  const t = useTranslations("InboxClient");
  const words = useRequestWords();
  const router = useRouter();
  const { data: session, status } = useSession();
  const [open, setOpen] = useState(false);
  if (session?.user.id === toUserId) return null;

  // The server renders the session as loading, so this is also false until the page has hydrated.
  const ready = status !== "loading";

  const start = () => {
    if (status === "unauthenticated") {
      router.push(`/login?callbackUrl=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    setOpen(true);
  };
  const send = async (text: string) => {
    try {
      const answer = await requestJson("POST", "/api/conversations", { toUserId, text });
      if (!answer.ok) {
        toast.error(answer.body.message ?? t("notSent"));
        return false;
      }
      router.push(`/messages/${(answer.body.data as { conversationId: string }).conversationId}`);
      return true;
    } catch {
      toast.error(words.offline);
      return false;
    }
  };

  if (!open) {
    return (
      <button
        type="button"
        onClick={start}
        disabled={!ready}
        className={`${className} disabled:cursor-wait disabled:opacity-60`}
        data-testid="message-button"
      >
        {label ?? t("button.message")}
      </button>
    );
  }
  return (
    <MessageComposer
      id={`message-to-${toUserId}`}
      label={t("button.label", { name })}
      showLabel
      placeholder={t("button.placeholder")}
      onSend={send}
      onCancel={() => setOpen(false)}
      autoFocus
      className="grid gap-2 rounded-xl border border-gray-200 bg-white p-3"
    />
  );
}

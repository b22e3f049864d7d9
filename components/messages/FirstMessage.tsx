"use client";

import { useTranslations } from "#words";
import { useRouter } from "@/lib/i18n/link";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { useRequestWords } from "@/lib/client/use-request";
import { MessageComposer } from "./MessageComposer";
import { usePushOffer } from "@/components/pwa/use-push-offer";

/**
 * The first words to a member, written under "Message" (./MessageButton.tsx, which loads this with its first
 * press): sent, they open the new thread.
 */
export function FirstMessage({ toUserId, name, onCancel }: { toUserId: string; name: string; onCancel: () => void }) {
  const t = useTranslations("InboxClient");
  const offerPush = usePushOffer();
  const words = useRequestWords();
  const router = useRouter();
  const send = async (text: string) => {
    try {
      const answer = await requestJson("POST", "/api/conversations", { toUserId, text });
      if (!answer.ok) {
        toast.error(answer.body.message ?? t("notSent"));
        return false;
      }
      offerPush();
      router.push(`/messages/${(answer.body.data as { conversationId: string }).conversationId}`);
      return true;
    } catch {
      toast.error(words.offline);
      return false;
    }
  };
  return (
    <MessageComposer
      id={`message-to-${toUserId}`}
      label={t("button.label", { name })}
      showLabel
      placeholder={t("button.placeholder")}
      onSend={send}
      onCancel={onCancel}
      autoFocus
      className="grid gap-2 rounded-xl border border-gray-200 bg-white p-3"
    />
  );
}

"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { Avatar } from "@/components/ui/Avatar";
import { useRouter } from "@/lib/i18n/link";
import type { ConversationSummary } from "@/lib/conversations/views";
import { useLiveEvents } from "@/lib/client/live";
import { dateTimeLabel } from "@/lib/i18n/date-labels";

/**
 * The member's threads, most recent first, unread ones marked; a new message shows at once. Each other
 * member's `role` comes already in the page's language (app/[locale]/(account)/messages/party-role.ts).
 */
export function ConversationList({ conversations }: { conversations: ConversationSummary[] }) {
  const t = useTranslations("InboxClient");
  const locale = usePageLocale();
  const router = useRouter();
  useLiveEvents(
    () => router.refresh(),
    () => router.refresh(),
  );
  return (
    <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-100" data-testid="conversations">
      {conversations.map((c) => (
        <li key={c.id}>
          <Link
            href={`/messages/${c.id}`}
            className={`flex items-center gap-3 p-4 hover:bg-gray-50 ${c.unread ? "bg-brand-50" : ""}`}
          >
            <Avatar path={c.other.picture} size={44} className="h-11 w-11" />
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-2">
                <span className={`truncate ${c.unread ? "font-bold" : "font-semibold"}`}>{c.other.name}</span>
                {c.lastMessage && (
                  <span className="shrink-0 text-xs text-gray-500">{dateTimeLabel(c.lastMessage.at, locale)}</span>
                )}
              </span>
              <span className="block truncate text-sm text-gray-600">
                {c.lastMessage
                  ? c.lastMessage.fromMe
                    ? t("list.fromMe", { body: c.lastMessage.body })
                    : c.lastMessage.body
                  : c.other.role}
              </span>
            </span>
            {c.unread && (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                {t("list.new")}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

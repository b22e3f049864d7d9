"use client";

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { InterfaceIcon, type InterfaceIconName } from "@/components/ui/interface-icons";
import { UNREAD_CHANGED } from "@/lib/client/live";

interface Counts {
  messages: number;
  notifications: number;
}

function CountLink({
  href,
  icon,
  label,
  count,
  testId,
}: {
  href: string;
  icon: InterfaceIconName;
  /** What a screen reader hears, with the unread count. */
  label: string;
  count: number;
  testId: string;
}) {
  return (
    <Link
      href={href}
      className="relative grid h-9 w-9 place-items-center rounded-full text-ink-800 hover:bg-brand-50"
      data-testid={testId}
    >
      <InterfaceIcon name={icon} className="h-5 w-5" />
      <span className="sr-only">{label}</span>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid={`${testId}-count`}
          className="absolute -right-0.5 -top-0.5 min-w-[1.1rem] rounded-full bg-brand-700 px-1 text-center text-[0.7rem] font-bold leading-[1.1rem] text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}

/**
 * Messages and the bell beside the avatar, each with its unread count: read (one small request for both)
 * on every page the member opens, and again when a messages page says something was read or sent.
 */
export function HeaderCounts() {
  const t = useTranslations("LayoutClient");
  const pathname = usePathname();
  const [counts, setCounts] = useState<Counts>({ messages: 0, notifications: 0 });
  useEffect(() => {
    let live = true;
    const load = () =>
      void fetch("/api/me/unread", { cache: "no-store" })
        .then((res) => (res.ok ? (res.json() as Promise<{ data: Counts }>) : null))
        .then((body) => live && body && setCounts(body.data))
        .catch(() => undefined);
    load();
    window.addEventListener(UNREAD_CHANGED, load);
    return () => {
      live = false;
      window.removeEventListener(UNREAD_CHANGED, load);
    };
  }, [pathname]);
  return (
    <>
      <CountLink
        href="/messages"
        icon="chat"
        label={t("counts.messages", { count: counts.messages })}
        count={counts.messages}
        testId="messages-link"
      />
      <CountLink
        href="/notifications"
        icon="bell"
        label={t("counts.notifications", { count: counts.notifications })}
        count={counts.notifications}
        testId="notification-bell"
      />
    </>
  );
}

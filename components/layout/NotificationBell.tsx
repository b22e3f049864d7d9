"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { Icon } from "@/components/ui/Icon";

/** The bell beside the avatar: unread notifications, read again on every page the member opens. */
export function NotificationBell() {
  const pathname = usePathname();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    let live = true;
    void fetch("/api/notifications", { cache: "no-store" })
      .then((res) => (res.ok ? (res.json() as Promise<{ data: { unread: number } }>) : null))
      .then((body) => live && body && setUnread(body.data.unread))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathname]);
  return (
    <Link
      href="/notifications"
      className="relative grid h-9 w-9 place-items-center rounded-full text-ink-800 hover:bg-brand-50"
      data-testid="notification-bell"
    >
      <Icon name="bell" className="h-5 w-5" />
      <span className="sr-only">Notifications{unread ? `: ${unread} unread` : ""}</span>
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-[1.1rem] rounded-full bg-brand-700 px-1 text-center text-[0.7rem] font-bold leading-[1.1rem] text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Link>
  );
}

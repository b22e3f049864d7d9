"use client";

import type { Session } from "next-auth";
import { SAVED_SEARCHES_PATH } from "@/lib/alerts/options";
import { useTranslations } from "#words";
import { Link, useRouter } from "@/lib/i18n/link";
import { signOut } from "@/lib/client/sign-in";
import { turnPushOff } from "@/lib/pwa/client/push";
import { useRef, useState } from "react";
import { moveFocus, useDismiss } from "@/lib/client/use-dismiss";
import { toast } from "@/lib/client/toast";
import { SHORTLISTS_PATH } from "@/lib/shortlists/paths";
import { PROFILE_SETTINGS_PATH } from "@/lib/profiles/paths";
import { BOOKINGS_PATH } from "@/lib/rentals/paths";
import { Avatar } from "./Avatar";
import { HeaderCounts } from "./HeaderCounts";

/**
 * A member's side of the header: the counts, and the avatar that opens a menu with their pages and Logout. It
 * loads once the browser knows a member is here (./AccountMenu.tsx), so that visitors never download it, nor the
 * counts.
 */
export function MemberMenu({ session }: { session: Session }) {
  const t = useTranslations("LayoutClient");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(open, box, (how) => {
    setOpen(false);
    if (how === "escape") trigger.current?.focus();
  });

  const logout = async () => {
    setOpen(false);
    // A device signed out of takes no more of the member's notices (it may be someone else's next).
    await turnPushOff().catch(() => undefined);
    await signOut();
    router.push("/");
    router.refresh();
    toast.success(t("account.loggedOut"));
  };

  return (
    <div className="flex items-center gap-1">
      <HeaderCounts />
      <div ref={box} className="relative">
        <button
          ref={trigger}
          type="button"
          onClick={() => setOpen(!open)}
          onKeyDown={(event) => {
            if (event.key !== "ArrowDown") return;
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => box.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
          }}
          aria-expanded={open}
          aria-haspopup="menu"
          className="block rounded-full"
        >
          <Avatar src={session.user.image} />
          <span className="sr-only">{t("account.menuFor", { name: session.user.name })}</span>
        </button>
        {open && (
          <div
            role="menu"
            onKeyDown={(event) =>
              moveFocus(event, [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')])
            }
            className="absolute right-0 z-50 mt-2 w-48 rounded-lg border border-gray-100 bg-white p-1 shadow-lg"
          >
            <p className="truncate px-3 py-2 text-sm font-semibold">{session.user.name}</p>
            <Link
              role="menuitem"
              href={PROFILE_SETTINGS_PATH}
              onClick={() => setOpen(false)}
              className="block rounded px-3 py-2 text-sm hover:bg-brand-50"
            >
              {session.user.accountType === "HIRER" ? t("account.organisation") : t("account.profile")}
            </Link>
            {session.user.accountType === "HIRER" ? (
              <Link
                role="menuitem"
                href="/post-a-call"
                onClick={() => setOpen(false)}
                className="block rounded px-3 py-2 text-sm hover:bg-brand-50"
              >
                {t("account.postACastingCall")}
              </Link>
            ) : (
              <Link
                role="menuitem"
                href="/my-applications"
                onClick={() => setOpen(false)}
                className="block rounded px-3 py-2 text-sm hover:bg-brand-50"
              >
                {t("links.myApplications")}
              </Link>
            )}
            <Link
              role="menuitem"
              href={SHORTLISTS_PATH}
              onClick={() => setOpen(false)}
              className="block rounded px-3 py-2 text-sm hover:bg-brand-50"
            >
              {t("account.shortlists")}
            </Link>
            <Link
              role="menuitem"
              href={BOOKINGS_PATH}
              onClick={() => setOpen(false)}
              className="block rounded px-3 py-2 text-sm hover:bg-brand-50"
            >
              {t("account.bookings")}
            </Link>
            <Link
              role="menuitem"
              href={SAVED_SEARCHES_PATH}
              onClick={() => setOpen(false)}
              className="block rounded px-3 py-2 text-sm hover:bg-brand-50"
            >
              {t("account.savedSearches")}
            </Link>
            {session.user.isAdmin && (
              <Link
                role="menuitem"
                href="/admin"
                onClick={() => setOpen(false)}
                className="block rounded px-3 py-2 text-sm hover:bg-brand-50"
              >
                {t("links.admin")}
              </Link>
            )}
            <button
              role="menuitem"
              type="button"
              onClick={logout}
              className="block w-full rounded px-3 py-2 text-left text-sm hover:bg-brand-50"
            >
              {t("account.logout")}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

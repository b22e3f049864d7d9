"use client";

import { SAVED_SEARCHES_PATH } from "@/lib/alerts/options";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { signOut, useSession } from "@/lib/client/session";
import { useRef, useState } from "react";
import { moveFocus, useDismiss } from "@/lib/client/use-dismiss";
import { toast } from "@/lib/client/toast";
import { useHydrated } from "@/lib/client/hydrated";
import { SHORTLISTS_PATH } from "@/lib/shortlists/paths";
import { PROFILE_SETTINGS_PATH } from "@/lib/profiles/paths";
import { BOOKINGS_PATH } from "@/lib/rentals/paths";
import { DEFAULT_AVATAR } from "@/lib/media/client/urls";

// Only members see the counts, so visitors (most first loads) do not download them; the box keeps the
// avatar in place while they load.
const HeaderCounts = dynamic(() => import("./HeaderCounts").then((m) => m.HeaderCounts), {
  ssr: false,
  loading: () => <span aria-hidden="true" className="block h-9 w-[4.75rem]" />,
});

function Avatar({ src }: { src?: string | null }) {
  return (
    <img
      src={src || DEFAULT_AVATAR}
      alt=""
      width={36}
      height={36}
      className="h-9 w-9 shrink-0 rounded-full border border-gray-200 object-cover"
    />
  );
}

/** Header avatar: a visitor goes to /login; a member opens a menu with Profile and Logout. */
export function AccountMenu() {
  const t = useTranslations("LayoutClient");
  const { data: session, status } = useSession();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);

  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(open, box, (how) => {
    setOpen(false);
    if (how === "escape") trigger.current?.focus();
  });

  // Until the browser knows who is here (cached pages are the same for everyone), neither a visitor's avatar nor
  // a member's: a blank of the avatar's size, so that a member never sees the page think them signed out. A
  // refresh of a known session (useSession's update, after a new picture) keeps the member's menu, open or not.
  if (status === "loading" && !session)
    return <span aria-hidden="true" className="block h-9 w-9 rounded-full bg-gray-100" />;

  if (!session) {
    return (
      <Link href="/login" className="block rounded-full" title={t("account.signIn")}>
        <Avatar />
        <span className="sr-only">{t("account.signIn")}</span>
      </Link>
    );
  }

  const logout = async () => {
    setOpen(false);
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
          // A page whose server knew the member shows the menu before React runs: a click then would do nothing.
          disabled={!hydrated}
          className="block rounded-full disabled:cursor-wait"
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

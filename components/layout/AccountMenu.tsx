"use client";

import { SAVED_SEARCHES_PATH } from "@/lib/alerts/options";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { signOut, useSession } from "@/lib/client/session";
import { useRef, useState } from "react";
import { moveFocus, useDismiss } from "@/lib/client/use-dismiss";
import { toast } from "@/lib/client/toast";
import { MESSAGES } from "@/lib/status-messages";
import { SHORTLISTS_PATH } from "@/lib/shortlists/paths";
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
  const { data: session } = useSession();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(open, box, (how) => {
    setOpen(false);
    if (how === "escape") trigger.current?.focus();
  });

  if (!session) {
    return (
      <Link href="/login" className="block rounded-full" title="Sign in">
        <Avatar />
        <span className="sr-only">Sign in</span>
      </Link>
    );
  }

  const logout = async () => {
    setOpen(false);
    await signOut();
    router.push("/");
    router.refresh();
    toast.success(MESSAGES.logout);
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
          <span className="sr-only">Account menu for {session.user.name}</span>
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
              href="/candidate-profile-setting"
              onClick={() => setOpen(false)}
              className="block rounded px-3 py-2 text-sm hover:bg-brand-50"
            >
              {session.user.accountType === "HIRER" ? "Organisation" : "Profile"}
            </Link>
            {session.user.accountType === "HIRER" ? (
              <Link
                role="menuitem"
                href="/post-a-call"
                onClick={() => setOpen(false)}
                className="block rounded px-3 py-2 text-sm hover:bg-brand-50"
              >
                Post a casting call
              </Link>
            ) : (
              <Link
                role="menuitem"
                href="/my-applications"
                onClick={() => setOpen(false)}
                className="block rounded px-3 py-2 text-sm hover:bg-brand-50"
              >
                My applications
              </Link>
            )}
            <Link
              role="menuitem"
              href={SHORTLISTS_PATH}
              onClick={() => setOpen(false)}
              className="block rounded px-3 py-2 text-sm hover:bg-brand-50"
            >
              Shortlists
            </Link>
            <Link
              role="menuitem"
              href={BOOKINGS_PATH}
              onClick={() => setOpen(false)}
              className="block rounded px-3 py-2 text-sm hover:bg-brand-50"
            >
              Bookings
            </Link>
            <Link
              role="menuitem"
              href={SAVED_SEARCHES_PATH}
              onClick={() => setOpen(false)}
              className="block rounded px-3 py-2 text-sm hover:bg-brand-50"
            >
              Saved searches
            </Link>
            {session.user.isAdmin && (
              <Link
                role="menuitem"
                href="/admin"
                onClick={() => setOpen(false)}
                className="block rounded px-3 py-2 text-sm hover:bg-brand-50"
              >
                Admin
              </Link>
            )}
            <button
              role="menuitem"
              type="button"
              onClick={logout}
              className="block w-full rounded px-3 py-2 text-left text-sm hover:bg-brand-50"
            >
              Logout
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

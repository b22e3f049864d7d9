"use client";

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { clientOnly } from "@/lib/client/lazy";
import { useSession } from "@/lib/client/session";
import { Avatar } from "./Avatar";

const BLANK = <span aria-hidden="true" className="block h-9 w-9 rounded-full bg-gray-100" />;

// A member's menu comes once the browser knows a member is here: most first loads are visitors'. Meanwhile the
// counts' place and the avatar's are kept.
const MemberMenu = clientOnly(
  () => import("./MemberMenu").then((m) => m.MemberMenu),
  <span className="flex items-center gap-1">
    <span aria-hidden="true" className="block h-9 w-[4.75rem]" />
    {BLANK}
  </span>,
);

/** Header avatar: a visitor goes to /login; a member opens a menu with Profile and Logout. */
export function AccountMenu() {
  const t = useTranslations("LayoutClient");
  const { data: session, status } = useSession();
  // Until the browser knows who is here (cached pages are the same for everyone), neither a visitor's avatar nor
  // a member's: a blank of the avatar's size, so that a member never sees the page think them signed out. A
  // refresh of a known session (useSession's update, after a new picture) keeps the member's menu, open or not.
  if (status === "loading" && !session) return BLANK;

  if (!session) {
    return (
      <Link href="/login" className="block rounded-full" title={t("account.signIn")}>
        <Avatar />
        <span className="sr-only">{t("account.signIn")}</span>
      </Link>
    );
  }

  return <MemberMenu session={session} />;
}

"use client";

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { useSession } from "@/lib/client/session";
import { MEMBER_LINKS } from "./links";

type MemberLinkKey = (typeof MEMBER_LINKS)[keyof typeof MEMBER_LINKS][number]["key"];

/**
 * The header's links for who is signed in. The header is the same cached HTML for everyone, so the server
 * renders a visitor's (Login); the browser swaps them once it knows the session, and again at once on
 * signing in or out.
 */
export function MemberNavLinks({ className }: { className: string }) {
  const t = useTranslations("LayoutClient");
  const labels: Record<MemberLinkKey, string> = {
    login: t("links.login"),
    postACall: t("links.postACall"),
    applications: t("links.applications"),
    myApplications: t("links.myApplications"),
    admin: t("links.admin"),
  };
  const { data: session } = useSession();
  const links = !session
    ? MEMBER_LINKS.visitor
    : [
        ...(session.user.accountType === "HIRER" ? MEMBER_LINKS.hirer : MEMBER_LINKS.talent),
        ...(session.user.isAdmin ? MEMBER_LINKS.admin : []),
      ];
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} className={className}>
        {labels[link.key]}
      </Link>
    </li>
  ));
}

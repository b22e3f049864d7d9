"use client";

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { refreshSession } from "@/lib/client/session";
import { useMailedLink } from "@/lib/client/use-mailed-link";
import { PROFILE_SETTINGS_PATH } from "@/lib/profiles/paths";
import { buttonClass } from "../forms/Field";
import { LinkOutcomeNote } from "./LinkOutcomeNote";

/** Confirms the email a link was mailed to, as soon as the page opens in a browser. */
export function ConfirmEmail({ token }: { token: string }) {
  const t = useTranslations("AuthClient");
  const answer = useMailedLink("/api/user/verify-email", token, refreshSession);
  if (!answer) return <p role="status">{t("links.confirmingEmail")}</p>;
  return (
    <div className="grid gap-4">
      <LinkOutcomeNote outcome={answer} />
      <Link href={answer.ok ? PROFILE_SETTINGS_PATH : "/login"} className={buttonClass}>
        {answer.ok ? t("links.toProfile") : t("links.signIn")}
      </Link>
    </div>
  );
}

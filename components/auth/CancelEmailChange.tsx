"use client";

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { useMailedLink } from "@/lib/client/use-mailed-link";
import { buttonClass } from "../forms/Field";
import { LinkOutcomeNote } from "./LinkOutcomeNote";

/** Stops a pending change of email as soon as the link mailed to the current address opens in a browser. */
export function CancelEmailChange({ token }: { token: string }) {
  const t = useTranslations("AuthClient");
  const answer = useMailedLink("/api/user/cancel-email-change", token);
  if (!answer) return <p role="status">{t("links.cancelling")}</p>;
  return (
    <div className="grid gap-4">
      <LinkOutcomeNote outcome={answer} testId="cancel-email-change-outcome" />
      <Link href={answer.ok ? "/reset-password" : "/login"} className={buttonClass}>
        {answer.ok ? t("links.chooseNewPassword") : t("links.toSignIn")}
      </Link>
    </div>
  );
}

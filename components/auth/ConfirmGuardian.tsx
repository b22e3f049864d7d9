"use client";

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { useMailedLink } from "@/lib/client/use-mailed-link";
import { buttonClass } from "../forms/Field";
import { LinkOutcomeNote } from "./LinkOutcomeNote";

/**
 * A parent or guardian confirms that they hold a minor's account, as soon as the mailed link opens in a
 * browser. No sign-in is needed: the token is the proof.
 */
export function ConfirmGuardian({ token }: { token: string }) {
  const t = useTranslations("AuthClient");
  const answer = useMailedLink("/api/user/confirm-guardian", token);
  if (!answer) return <p role="status">{t("links.confirming")}</p>;
  return (
    <div className="grid gap-4">
      <LinkOutcomeNote outcome={answer} testId="confirm-guardian-outcome" />
      <p className="text-sm text-gray-600">{answer.ok ? t("links.guardianDone") : t("links.guardianRetry")}</p>
      <Link href="/" className={buttonClass}>
        {t("links.toCastfolio")}
      </Link>
    </div>
  );
}

"use client";

import { Link } from "@/lib/i18n/navigation";
import { refreshSession } from "@/lib/client/session";
import { useMailedLink } from "@/lib/client/use-mailed-link";
import { buttonClass } from "../forms/Field";
import { LinkOutcomeNote } from "./LinkOutcomeNote";

/** Confirms the email a link was mailed to, as soon as the page opens in a browser. */
export function ConfirmEmail({ token }: { token: string }) {
  const answer = useMailedLink("/api/user/verify-email", token, refreshSession);
  if (!answer) return <p role="status">Confirming your email…</p>;
  return (
    <div className="grid gap-4">
      <LinkOutcomeNote outcome={answer} />
      <Link href={answer.ok ? "/candidate-profile-setting" : "/login"} className={buttonClass}>
        {answer.ok ? "Go to my profile" : "Sign in"}
      </Link>
    </div>
  );
}

"use client";

import { Link } from "@/lib/i18n/navigation";
import { useMailedLink } from "@/lib/client/use-mailed-link";
import { buttonClass } from "../forms/Field";
import { LinkOutcomeNote } from "./LinkOutcomeNote";

/**
 * A parent or guardian confirms that they hold a minor's account, as soon as the mailed link opens in a
 * browser. No sign-in is needed: the token is the proof.
 */
export function ConfirmGuardian({ token }: { token: string }) {
  const answer = useMailedLink("/api/user/confirm-guardian", token);
  if (!answer) return <p role="status">Confirming…</p>;
  return (
    <div className="grid gap-4">
      <LinkOutcomeNote outcome={answer} testId="confirm-guardian-outcome" />
      <p className="text-sm text-gray-600">
        {answer.ok
          ? "Thank you. The member's profile is no longer hidden on Castfolio."
          : "The member can send a new link from their profile settings, under Parent or guardian."}
      </p>
      <Link href="/" className={buttonClass}>
        Go to Castfolio
      </Link>
    </div>
  );
}

"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { postJson } from "@/lib/client/upload";
import { buttonClass } from "../forms/Field";

/**
 * A parent or guardian confirms that they hold a minor's account, as soon as the mailed link opens in a
 * browser (mail scanners that fetch links without running scripts confirm nothing). No sign-in is needed:
 * the token is the proof.
 */
export function ConfirmGuardian({ token }: { token: string }) {
  const [answer, setAnswer] = useState<{ ok: boolean; message: string }>();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    postJson("/api/user/confirm-guardian", { token })
      .then((res) => setAnswer({ ok: res.ok, message: res.body.message ?? "Something went wrong. Please try again." }))
      .catch(() =>
        setAnswer({ ok: false, message: "We could not reach Castfolio. Check your connection and reload this page." }),
      );
  }, [token]);

  if (!answer) return <p role="status">Confirming…</p>;
  return (
    <div className="grid gap-4">
      <p
        role={answer.ok ? "status" : "alert"}
        data-testid="confirm-guardian-outcome"
        className={
          answer.ok
            ? "rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900"
            : "rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        }
      >
        {answer.message}
      </p>
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

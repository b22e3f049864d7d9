"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { refreshSession } from "@/lib/client/session";
import { postJson } from "@/lib/client/upload";
import { buttonClass } from "../forms/Field";

/**
 * Confirms the email a link was mailed to, as soon as the page opens in a browser (mail scanners that
 * fetch links without running scripts confirm nothing).
 */
export function ConfirmEmail({ token }: { token: string }) {
  const [answer, setAnswer] = useState<{ ok: boolean; message: string }>();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    postJson("/api/user/verify-email", { token })
      .then(async (res) => {
        setAnswer({ ok: res.ok, message: res.body.message ?? "Something went wrong. Please try again." });
        if (res.ok) await refreshSession();
      })
      .catch(() =>
        setAnswer({ ok: false, message: "We could not reach Castfolio. Check your connection and reload this page." }),
      );
  }, [token]);

  if (!answer) return <p role="status">Confirming your email…</p>;
  return (
    <div className="grid gap-4">
      <p
        role={answer.ok ? "status" : "alert"}
        className={
          answer.ok
            ? "rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900"
            : "rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        }
      >
        {answer.message}
      </p>
      <Link href={answer.ok ? "/candidate-profile-setting" : "/login"} className={buttonClass}>
        {answer.ok ? "Go to my profile" : "Sign in"}
      </Link>
    </div>
  );
}

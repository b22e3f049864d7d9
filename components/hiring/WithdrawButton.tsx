"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";

/** Withdraws one of the member's applications (after asking); its self-tape is deleted with it. */
export function WithdrawButton({ id, label }: { id: string; label: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const withdraw = async () => {
    if (!window.confirm(`Withdraw your application for ${label}? Its self-tape is deleted too.`)) return;
    setBusy(true);
    try {
      const answer = await requestJson("DELETE", `/api/applications/${id}`);
      if (!answer.ok) {
        toast.error(answer.body.message ?? "The application could not be withdrawn.");
        return;
      }
      toast.success("Your application is withdrawn.");
      router.refresh();
    } catch {
      toast.error("We could not reach Castfolio. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={withdraw}
      disabled={!hydrated || busy}
      className="text-sm text-red-700 underline disabled:opacity-60"
    >
      Withdraw<span className="sr-only"> the application for {label}</span>
    </button>
  );
}

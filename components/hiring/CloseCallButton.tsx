"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";

/** Closes a call early (after asking): it stops taking applications at once. */
export function CloseCallButton({ callId, title }: { callId: string; title: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);

  const close = async () => {
    if (!window.confirm(`Close "${title}"? It stops taking applications now.`)) return;
    setBusy(true);
    try {
      const answer = await requestJson("PATCH", `/api/calls/${callId}`, { status: "closed" });
      if (!answer.ok) {
        toast.error(answer.body.message ?? "The call could not be closed.");
        return;
      }
      toast.success("The call is closed.");
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
      onClick={close}
      disabled={!hydrated || busy}
      className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-semibold hover:border-red-600 hover:text-red-700 disabled:opacity-60"
    >
      {busy ? "Closing…" : "Close call"}
      <span className="sr-only">: {title}</span>
    </button>
  );
}

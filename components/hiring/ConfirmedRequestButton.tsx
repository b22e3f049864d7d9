"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";

interface Props {
  /** The question asked first; nothing happens unless the member agrees. */
  confirm: string;
  method: "PATCH" | "DELETE";
  url: string;
  body?: object;
  /** The toasts of success and of a refusal without a message. */
  done: string;
  failed: string;
  busyLabel: string;
  className: string;
  children: React.ReactNode;
}

/** A button that asks, sends one JSON request, says how it went and shows the page afresh. */
export function ConfirmedRequestButton({
  confirm,
  method,
  url,
  body,
  done,
  failed,
  busyLabel,
  className,
  children,
}: Props) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!window.confirm(confirm)) return;
    setBusy(true);
    try {
      const answer = await requestJson(method, url, body);
      if (!answer.ok) {
        toast.error(answer.body.message ?? failed);
        return;
      }
      toast.success(done);
      router.refresh();
    } catch {
      toast.error("We could not reach Castfolio. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={run} disabled={!hydrated || busy} className={className}>
      {busy ? busyLabel : children}
    </button>
  );
}

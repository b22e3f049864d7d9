"use client";

import { useConfirm } from "@/components/ui/ConfirmDialog";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";

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
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  const { ask, dialog } = useConfirm();
  const run = async () => {
    if (!(await ask(confirm))) return;
    await send(method, url, body, { done, failed });
  };
  return (
    <>
      <button type="button" onClick={() => void run()} disabled={!hydrated || busy} className={className}>
        {busy ? busyLabel : children}
      </button>
      {dialog}
    </>
  );
}

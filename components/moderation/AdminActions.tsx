"use client";

import { useConfirm } from "@/components/ui/ConfirmDialog";
import { useId, useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { useRequest } from "@/lib/client/use-request";
import { MAX_ADMIN_REASON } from "@/lib/moderation/reasons";

export interface AdminAction {
  label: string;
  body: Record<string, unknown>;
  /** asks for confirmation, and looks dangerous */
  confirm?: string;
}

/**
 * An admin's choices about one target, each sent with the reason the audit log keeps. The buttons are
 * disabled (dimmed) until the page has hydrated: in the server's HTML a press would send nothing.
 */
export function AdminActions({
  url,
  method,
  actions,
  testId,
  reasonNote,
}: {
  url: string;
  method: "POST" | "PATCH";
  actions: AdminAction[];
  testId?: string;
  /** who else reads the reason, said under its field */
  reasonNote?: string;
}) {
  const hydrated = useHydrated();
  const [reason, setReason] = useState("");
  const request = useRequest();
  const id = useId();
  const { ask, dialog } = useConfirm();
  const act = async (action: AdminAction) => {
    if (reason.trim().length < 3) {
      toast.error("Write a reason first: the audit log keeps it.");
      return;
    }
    if (action.confirm && !(await ask(action.confirm))) return;
    const answer = await request.send(
      method,
      url,
      { ...action.body, reason },
      {
        done: (a) => a.body.message ?? "Done.",
        failed: "That did not work. Please try again.",
      },
    );
    if (answer?.ok) setReason("");
  };
  return (
    <div className="grid gap-2" data-testid={testId}>
      {dialog}
      <label htmlFor={id} className="text-sm font-semibold">
        Reason (kept in the audit log)
      </label>
      <input
        id={id}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={MAX_ADMIN_REASON}
        aria-describedby={reasonNote ? `${id}-note` : undefined}
        className="rounded-lg border border-gray-300 px-3 py-2 text-sm"
      />
      {reasonNote && (
        <p id={`${id}-note`} className="text-xs text-gray-600">
          {reasonNote}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            disabled={!hydrated || request.busy}
            onClick={() => void act(action)}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold disabled:opacity-60 ${
              action.confirm
                ? "bg-red-700 text-white hover:bg-red-800"
                : "border border-gray-300 hover:border-brand-600"
            }`}
          >
            {action.label}
          </button>
        ))}
      </div>
    </div>
  );
}

"use client";

import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";

/** Moves an invitation to another slot of its session (PATCH /api/invites/{id} { slotId }); the invitee is told. */
export function MoveInvite({
  inviteId,
  name,
  slotId,
  slots,
}: {
  inviteId: string;
  name: string;
  slotId: string;
  slots: { id: string; label: string; free: number }[];
}) {
  const hydrated = useHydrated();
  const { busy, send } = useRequest();
  return (
    <label className="text-xs print:hidden">
      <span className="sr-only">Move {name} to another slot</span>
      <select
        value={slotId}
        disabled={!hydrated || busy}
        onChange={(event) =>
          void send(
            "PATCH",
            `/api/invites/${inviteId}`,
            { slotId: event.target.value },
            { done: `${name} is moved, and told.`, failed: "The invitation could not be moved." },
          )
        }
        className="max-w-36 rounded-lg border border-gray-300 px-1.5 py-1"
      >
        {slots.map((slot) => (
          <option key={slot.id} value={slot.id} disabled={slot.id !== slotId && slot.free <= 0}>
            {slot.id === slotId ? `${slot.label} (now)` : `Move to ${slot.label} (${slot.free} free)`}
          </option>
        ))}
      </select>
    </label>
  );
}

"use client";

import { useTranslations } from "#words";
import { useState } from "react";
import { useRequest } from "@/lib/client/use-request";

// Drag an invitee onto another slot to move them there (PATCH /api/invites/{id} { slotId }), with a mouse on
// a wide screen; the "Move to" list beside each invitee does the same with a keyboard or on a phone.

const TYPE = "application/x-castfolio-invite";

/** An invitee that can be dragged to another slot. */
export function DraggableInvitee({
  inviteId,
  name,
  enabled,
  className,
  children,
}: {
  inviteId: string;
  name: string;
  enabled: boolean;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <li
      draggable={enabled}
      onDragStart={(event) => {
        event.dataTransfer.setData(TYPE, JSON.stringify({ inviteId, name }));
        event.dataTransfer.effectAllowed = "move";
      }}
      className={`${className} ${enabled ? "cursor-grab" : ""}`}
      data-testid="audition-invitee"
    >
      {children}
    </li>
  );
}

/** A slot that takes a dropped invitee, when it has room. */
export function SlotDropZone({
  slotId,
  open,
  className,
  children,
}: {
  slotId: string;
  /** Not begun, with a free seat. */
  open: boolean;
  className: string;
  children: React.ReactNode;
}) {
  const t = useTranslations("AuditionsClient");
  const { busy, send } = useRequest();
  const [over, setOver] = useState(false);
  const takes = (event: React.DragEvent) => open && !busy && event.dataTransfer.types.includes(TYPE);
  return (
    <li
      onDragOver={(event) => {
        if (!takes(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (!takes(event)) return;
        event.preventDefault();
        const { inviteId, name } = JSON.parse(event.dataTransfer.getData(TYPE)) as { inviteId: string; name: string };
        void send(
          "PATCH",
          `/api/invites/${inviteId}`,
          { slotId },
          { done: t("move.done", { name }), failed: t("move.failed") },
        );
      }}
      className={`${className} ${over ? "bg-brand-50 ring-2 ring-brand-600" : ""}`}
      data-testid="audition-slot"
    >
      {children}
    </li>
  );
}

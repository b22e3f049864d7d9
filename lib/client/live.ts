"use client";

import { useEffect, useRef } from "react";

// Live updates in the browser: the member's event stream (/api/events) while a page that wants them is
// open, and a slower poll when the stream cannot be kept (a proxy that cuts it, a lost connection).

export interface LiveMessage {
  kind: "message" | "read";
  conversationId: string;
}

const POLL_MS = 15_000;

/** Calls `onEvent` for every event; when the stream fails, calls `onPoll` every 15 s instead. */
export function useLiveEvents(onEvent: (event: LiveMessage) => void, onPoll: () => void): void {
  const handlers = useRef({ onEvent, onPoll });
  useEffect(() => {
    handlers.current = { onEvent, onPoll };
  });
  useEffect(() => {
    let poll: ReturnType<typeof setInterval> | undefined;
    const source = new EventSource("/api/events");
    const pass = (kind: LiveMessage["kind"]) => (event: MessageEvent<string>) => {
      try {
        const data = JSON.parse(event.data) as { conversationId: string };
        handlers.current.onEvent({ kind, conversationId: data.conversationId });
      } catch {
        // A malformed event is skipped.
      }
    };
    source.addEventListener("message", pass("message"));
    source.addEventListener("read", pass("read"));
    source.addEventListener("ready", () => {
      if (poll) clearInterval(poll);
      poll = undefined;
    });
    source.onerror = () => {
      poll ??= setInterval(() => handlers.current.onPoll(), POLL_MS);
    };
    return () => {
      source.close();
      if (poll) clearInterval(poll);
    };
  }, []);
}

/** Other parts of the page (the header's counts) hear that something was read or sent. */
export const UNREAD_CHANGED = "castfolio:unread-changed";
export function announceUnreadChanged(): void {
  window.dispatchEvent(new Event(UNREAD_CHANGED));
}

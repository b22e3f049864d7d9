"use client";

import { useEffect, useRef, useState } from "react";
import { postJson } from "./upload";
import { useRequestWords } from "./use-request";

export interface LinkOutcome {
  ok: boolean;
  message: string;
}

/**
 * Posts a mailed link's token once, as soon as the page opens in a browser (mail scanners that fetch links
 * without running scripts confirm nothing), and answers the server's word on it; undefined while waiting.
 */
export function useMailedLink(path: string, token: string, onConfirmed?: () => Promise<unknown>) {
  const [outcome, setOutcome] = useState<LinkOutcome>();
  const words = useRequestWords();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    postJson(path, { token })
      .then(async (res) => {
        setOutcome({ ok: res.ok, message: res.body.message ?? words.failed });
        if (res.ok) await onConfirmed?.();
      })
      .catch(() => setOutcome({ ok: false, message: words.offline }));
  }, [path, token, onConfirmed, words]);
  return outcome;
}

"use client";

import { useEffect, useRef, useState } from "react";
import { postJson } from "./upload";

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
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    postJson(path, { token })
      .then(async (res) => {
        setOutcome({ ok: res.ok, message: res.body.message ?? "Something went wrong. Please try again." });
        if (res.ok) await onConfirmed?.();
      })
      .catch(() =>
        setOutcome({ ok: false, message: "We could not reach Castfolio. Check your connection and reload this page." }),
      );
  }, [path, token, onConfirmed]);
  return outcome;
}

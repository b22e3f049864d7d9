"use client";

import type { LinkOutcome } from "@/lib/client/use-mailed-link";

/**
 * What the server said of a mailed link: a status when it worked, an alert when it did not; in the page's language,
 * as the server answers in it and the browser's own words when no answer came are (lib/client/use-mailed-link.ts).
 */
export function LinkOutcomeNote({ outcome, testId }: { outcome: LinkOutcome; testId?: string }) {
  return (
    <p
      role={outcome.ok ? "status" : "alert"}
      data-testid={testId}
      className={
        outcome.ok
          ? "rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900"
          : "rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      }
    >
      {outcome.message}
    </p>
  );
}

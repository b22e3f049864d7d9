"use client";

import type { LinkOutcome } from "@/lib/client/use-mailed-link";
import { useAnswerText } from "./answer-words";

/**
 * What the server said of a mailed link: a status when it worked, an alert when it did not. The server answers in
 * the page's language; the browser's own words when no answer came (lib/client/use-mailed-link.ts) are English,
 * shown in the page's language where the sign-in pages know them (answer-words.ts).
 */
export function LinkOutcomeNote({ outcome, testId }: { outcome: LinkOutcome; testId?: string }) {
  const answerText = useAnswerText();
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
      {answerText(outcome.message)}
    </p>
  );
}

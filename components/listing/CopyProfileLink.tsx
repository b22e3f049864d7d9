"use client";

import { MESSAGES } from "@/lib/status-messages";

/** Copies the absolute profile URL and confirms with the spec's alert. */
export function CopyProfileLink({ path, name }: { path: string; name: string }) {
  const copy = async () => {
    await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
    window.alert(MESSAGES.linkCopied);
  };
  return (
    <button type="button" onClick={copy} className="icon-button" title="Copy profile link">
      <span className="sr-only">Copy link to the profile of {name}</span>
      <span aria-hidden="true" className="icon-mask icon-link" />
    </button>
  );
}

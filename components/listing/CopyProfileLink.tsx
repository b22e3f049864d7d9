"use client";

import { useHydrated } from "@/lib/client/hydrated";
import { MESSAGES } from "@/lib/status-messages";

/**
 * Copies the absolute profile URL and confirms it in an alert. Disabled and dimmed until the page has
 * hydrated: in the server's HTML a press would copy nothing.
 */
export function CopyProfileLink({ path, name }: { path: string; name: string }) {
  const hydrated = useHydrated();
  const copy = async () => {
    await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
    window.alert(MESSAGES.linkCopied);
  };
  return (
    <button
      type="button"
      onClick={copy}
      disabled={!hydrated}
      className="icon-button disabled:cursor-wait disabled:opacity-60"
      title="Copy profile link"
    >
      <span className="sr-only">Copy link to the profile of {name}</span>
      <span aria-hidden="true" className="icon-mask icon-link" />
    </button>
  );
}

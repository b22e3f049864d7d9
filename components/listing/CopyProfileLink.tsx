"use client";

import { MESSAGES } from "@/lib/messages";

/** Copies the absolute profile URL and confirms with the spec's alert. */
export function CopyProfileLink({ path, name }: { path: string; name: string }) {
  const copy = async () => {
    await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
    window.alert(MESSAGES.linkCopied);
  };
  return (
    <button
      type="button"
      onClick={copy}
      className="rounded-full border border-gray-200 p-2 text-gray-600 hover:border-brand-600 hover:text-brand-600"
      title="Copy profile link"
    >
      <span className="sr-only">Copy link to the profile of {name}</span>
      <svg
        aria-hidden="true"
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
        <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
      </svg>
    </button>
  );
}

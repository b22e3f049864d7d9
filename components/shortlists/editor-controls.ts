import type { UploadAnswer } from "@/lib/client/upload";

/** What the parts of a shortlist's editor share: one change sent at a time, and the small buttons' look. */
export interface EditorControls {
  /** Sends one change; on success says so, shows the page afresh and answers the body. */
  send: (
    method: "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    body: unknown,
    done: string,
  ) => Promise<UploadAnswer["body"] | undefined>;
  /** The shortlist's address in the API. */
  base: string;
  /** Before hydration, and while a change is on its way. */
  disabled: boolean;
}

export const SMALL_BUTTON =
  "inline-flex items-center gap-1 rounded-full border border-gray-300 px-3 py-1 text-sm font-medium hover:border-brand-600 hover:text-brand-700 disabled:opacity-50";

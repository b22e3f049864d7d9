import type { ProfileKind } from "../catalog.ts";
import { MESSAGES } from "../status-messages.ts";
import { asText } from "./fields.ts";

// How details read on the public profile: each category module (lib/profiles/kinds) lists labelled
// rows over its public view; these helpers turn a row and a value into the text shown.

export type DetailFormat = "text" | "yesno" | "list" | "flags" | "height" | "weight";

export interface DetailRow {
  label: string;
  /** Dotted path into additionalDetails. */
  key: string;
  format?: DetailFormat;
  /** Labels for the keys of a "flags" group. */
  flagLabels?: Record<string, string>;
}

export interface DetailSection {
  title: string;
  rows: DetailRow[];
}

/**
 * Which empty-state wording each view shows (the keys of MESSAGES.empty, and of the catalogs' `empty`): artists'
 * views use one wording, the others another.
 */
export function emptyStates(kind: ProfileKind | undefined) {
  const artist = kind === "artist";
  return {
    images: artist ? "noImages" : "imagesNotFound",
    videos: "videosNotFound",
    portfolio: artist ? "portfolioMissing" : "portfolioMissingShort",
  } as const satisfies Record<string, keyof typeof MESSAGES.empty>;
}

/** Reads a dotted path ("measurements.bust") out of a details record. */
export function detailValue(details: Record<string, unknown>, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (value, part) => (value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined),
      details,
    );
}

/** The row's value as display text; undefined when there is nothing worth showing. */
export function formatDetail(row: DetailRow, value: unknown): string | undefined {
  if (value === null || value === undefined || value === "" || (value === false && row.format !== "yesno"))
    return undefined;
  switch (row.format) {
    case "yesno":
      return value ? "Yes" : "No";
    case "list":
      return Array.isArray(value) ? (value.length ? value.map(asText).join(", ") : undefined) : asText(value);
    case "flags": {
      const on = Object.entries((value ?? {}) as Record<string, boolean>)
        .filter(([, v]) => v)
        .map(([k]) => row.flagLabels?.[k] ?? k);
      return on.length ? on.join(", ") : "None";
    }
    default:
      return asText(value);
  }
}

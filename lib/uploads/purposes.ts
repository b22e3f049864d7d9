import "server-only";
import type { UploadPurpose } from "../generated/prisma/enums.ts";
import type { FileClass } from "../media/upload-rules.ts";
import { config } from "../server/config.ts";

// What a resumable upload may be for, as a client names it in Upload-Metadata, and what each takes: the
// class of file its bytes must be, and its largest size (UPLOAD_VIDEO_MAX_MB, UPLOAD_SIDES_MAX_MB).

const MB = 1024 * 1024;

interface PurposeRule {
  purpose: UploadPurpose;
  accept: Extract<FileClass, "video" | "document">;
  /** The types a device may announce for it (its `filetype`): any video, or a PDF. */
  announced: RegExp;
  maxBytes: () => number;
}

const video = (purpose: UploadPurpose): PurposeRule => ({
  purpose,
  accept: "video",
  announced: /^video\/[\w.+-]+$/i,
  maxBytes: () => config.uploadVideoMaxMb * MB,
});

export const UPLOAD_PURPOSES = {
  profileVideo: video("PROFILE_VIDEO"),
  selfTape: video("SELF_TAPE"),
  tape: video("TAPE"),
  sides: {
    purpose: "SIDES",
    accept: "document",
    announced: /^application\/pdf$/i,
    maxBytes: () => config.uploadSidesMaxMb * MB,
  },
} as const satisfies Record<string, PurposeRule>;

export type UploadPurposeName = keyof typeof UPLOAD_PURPOSES;

export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as UploadPurposeName[];

export function purposeRule(name: string): PurposeRule | undefined {
  return Object.hasOwn(UPLOAD_PURPOSES, name) ? UPLOAD_PURPOSES[name as UploadPurposeName] : undefined;
}

export function ruleOfPurpose(purpose: UploadPurpose): PurposeRule {
  return Object.values(UPLOAD_PURPOSES).find((rule) => rule.purpose === purpose)!;
}

/** The largest upload of any purpose: the tus server's own bound. */
export const largestUpload = () => Math.max(...Object.values(UPLOAD_PURPOSES).map((rule) => rule.maxBytes()));

/** How long an upload, finished or not, waits for a save to take it before it is removed. */
export const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A text field of a save that names a finished upload in place of a file: the file field, and the upload's purpose. */
export interface UploadLink {
  field: string;
  purpose: UploadPurposeName;
}

/** The saves that take a finished upload in place of a file, and the text field each names it by. */
export const UPLOAD_LINKS = {
  /** POST /api/{profileApi}/add: the show reel. */
  profile: { videoUploadId: { field: "videoUpload", purpose: "profileVideo" } },
  /** POST /api/calls/{id}/applications: the self-tape. */
  application: { selfTapeUploadId: { field: "selfTape", purpose: "selfTape" } },
  /** POST /api/tape-requests/{id}/tape (JSON): the tape asked for. */
  tape: { uploadId: { field: "tape", purpose: "tape" } },
  /** POST /api/calls/{id}/tape-requests (JSON): the sides. */
  sides: { sidesUploadId: { field: "sides", purpose: "sides" } },
} as const satisfies Record<string, Record<string, UploadLink>>;

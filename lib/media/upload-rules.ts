import "server-only";
import type { MediaKind } from "../generated/prisma/enums.ts";
import { SERVER_LIMITS } from "./client/limits.ts";

/**
 * What a file field may hold: `image` JPG/PNG/GIF/WebP; `video` any video; `document` PDF/DOC/DOCX;
 * `workSample` any of those documents or images, or TXT/XLS/XLSX.
 */
export type FileClass = "image" | "video" | "document" | "workSample";

export interface FileRule {
  /** The field name, or a pattern for numbered fields such as image1..N. */
  field: string | RegExp;
  /** How the field is named in messages about its count, e.g. "image1..N". */
  label: string;
  accept: FileClass;
  maxBytes: number;
  /** Files over all fields this rule covers. */
  maxCount: number;
  /** What an accepted file becomes once stored. */
  kind: MediaKind;
}

export interface UploadRules {
  files: readonly FileRule[];
  /** All files together. */
  maxTotalBytes: number;
  /** All text fields together, and how many there may be. */
  maxFieldsBytes: number;
  maxFields: number;
}

export function ruleFor(rules: UploadRules, field: string): FileRule | undefined {
  return rules.files.find((rule) => (typeof rule.field === "string" ? rule.field === field : rule.field.test(field)));
}

const L = SERVER_LIMITS;
const profilePic: FileRule = {
  field: "profilePic",
  label: "profilePic",
  accept: "image",
  maxBytes: L.imageBytes,
  maxCount: 1,
  kind: "PROFILE_PIC",
};
const coverPic: FileRule = {
  field: "coverPic",
  label: "coverPic",
  accept: "image",
  maxBytes: L.imageBytes,
  maxCount: 1,
  kind: "COVER_PIC",
};
const images: FileRule = {
  field: /^image[1-9]\d*$/,
  label: "image1..N",
  accept: "image",
  maxBytes: L.imageBytes,
  maxCount: L.images,
  kind: "IMAGE",
};
const video: FileRule = {
  field: "videoUpload",
  label: "videoUpload",
  accept: "video",
  maxBytes: L.videoBytes,
  maxCount: 1,
  kind: "VIDEO",
};
const portfolio: FileRule = {
  field: "pdfUpload",
  label: "pdfUpload",
  accept: "document",
  maxBytes: L.documentBytes,
  maxCount: 1,
  kind: "PORTFOLIO",
};
const workSamples: FileRule = {
  field: /^file[1-9]\d*$/,
  label: "file1..N",
  accept: "workSample",
  maxBytes: L.workSampleBytes,
  maxCount: L.workSamples,
  kind: "WORK_SAMPLE",
};

const common = { maxTotalBytes: L.totalBytes, maxFieldsBytes: L.fieldsBytes, maxFields: L.fields };

/** The profile forms (artist, musician, writer/director, camera unit, location): pictures, images, video, portfolio. */
export const PROFILE_FORM_RULES: UploadRules = { ...common, files: [profilePic, coverPic, images, video, portfolio] };
/** The technician form: the profile form plus previous work samples file1..N. */
export const TECHNICIAN_FORM_RULES: UploadRules = {
  ...common,
  files: [profilePic, coverPic, images, video, portfolio, workSamples],
};
/** /api/user/upload-profile: one profilePic or coverPic. */
export const PICTURE_RULES: UploadRules = { ...common, maxTotalBytes: 2 * L.imageBytes, files: [profilePic, coverPic] };

/** POST /api/calls/{id}/applications: an optional self-tape video beside the application's text fields. */
export const APPLICATION_RULES: UploadRules = {
  maxTotalBytes: L.videoBytes,
  maxFieldsBytes: L.fieldsBytes,
  maxFields: 10,
  files: [
    { field: "selfTape", label: "selfTape", accept: "video", maxBytes: L.videoBytes, maxCount: 1, kind: "SELF_TAPE" },
  ],
};

/** POST /api/tape-requests/{id}/tape: the tape, a finished resumable upload. */
export const TAPE_RULES: UploadRules = {
  ...APPLICATION_RULES,
  files: [{ field: "tape", label: "tape", accept: "video", maxBytes: L.videoBytes, maxCount: 1, kind: "SELF_TAPE" }],
};

/** POST /api/calls/{id}/tape-requests: the sides, a finished resumable upload of a PDF. */
export const SIDES_RULES: UploadRules = {
  ...APPLICATION_RULES,
  maxTotalBytes: L.documentBytes,
  files: [
    { field: "sides", label: "sides", accept: "document", maxBytes: L.documentBytes, maxCount: 1, kind: "SIDES" },
  ],
};

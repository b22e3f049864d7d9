import { useTranslations } from "#words";
import type { UploadAnswer } from "../../client/upload.ts";
import type { PageClientWords } from "../../i18n/messages.ts";

// An upload's refusal as the site's uploads show it: the settings page's (pictures, the profile form's files) and a
// call page's self-tape (components/jobs/ApplyForm.tsx). The API says it in the page's language, which every
// request names (lib/client/upload.ts), from the "FormErrors" catalog (`uploads.*`), and names the file's field as
// a client sends it ("videoUpload: the file is larger than 200 MB"); a person reads the form's own name for the
// field instead, in the page's language: the "uploads.fields" words of "SettingsClient".

/** The API's file fields (and the "image1..N" a count names), by the key of their name in "SettingsClient". */
const FIELD_KEYS: readonly (readonly [RegExp, string])[] = [
  [/^videoUpload$/, "uploads.fields.video"],
  [/^pdfUpload$/, "uploads.fields.portfolio"],
  [/^profilePic$/, "uploads.fields.profilePicture"],
  [/^coverPic$/, "uploads.fields.coverPicture"],
  [/^image(?:1\.\.N|\d+)$/, "uploads.fields.images"],
  [/^file(?:1\.\.N|\d+)$/, "uploads.fields.workSamples"],
  [/^selfTape$/, "uploads.fields.selfTape"],
];
const FIELD = /\b(?:videoUpload|pdfUpload|profilePic|coverPic|selfTape|image(?:1\.\.N|\d+)|file(?:1\.\.N|\d+))\b/g;

/** What a translator of "SettingsClient" must do (next-intl's `useTranslations`, `createTranslator`). */
export type UploadWordsTranslator = (key: string) => string;

/** "videoUpload: the file is not a video" → "Video: the file is not a video"; other words as they are. */
export function withFieldNames(t: UploadWordsTranslator, message: string | undefined): string | undefined {
  return message?.replace(FIELD, (field) => {
    const key = FIELD_KEYS.find(([name]) => name.test(field))?.[1];
    return key ? t(key) : field;
  });
}

/** What a refused upload says to its sender: the answer's message, the fields by the form's names. */
export function uploadRefusalText(t: UploadWordsTranslator, body: UploadAnswer["body"]): string | undefined {
  return withFieldNames(t, body.message);
}

/**
 * What useUploadErrorText reads of "SettingsClient": the group a page that sends no more of the namespace gives
 * with `<PageWords namespaces={UPLOAD_ERROR_WORDS}>` (a call page, around its ApplyForm: components/jobs/ApplyBox.tsx).
 */
export const UPLOAD_ERROR_WORDS = ["SettingsClient.uploads"] as const satisfies readonly PageClientWords[];

/**
 * For client components that upload: a refusal's message, and one field's message of it (the answer's `errors`),
 * the fields named as the form names them. Their page gives "SettingsClient" (the settings page) or
 * UPLOAD_ERROR_WORDS.
 */
export function useUploadErrorText() {
  const t = useTranslations("SettingsClient") as unknown as UploadWordsTranslator;
  return {
    refusal: (body: UploadAnswer["body"]) => uploadRefusalText(t, body),
    field: (message: string) => withFieldNames(t, message),
  };
}

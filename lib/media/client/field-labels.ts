// The upload API names its file fields as clients send them (videoUpload, pdfUpload, image3); a person
// reads the form's own labels instead. These are English: ./upload-errors.ts says an upload's refusal in the
// page's language, with the same names in the "uploads.fields" words of "SettingsClient".

const LABELS: Record<string, string> = {
  videoUpload: "Video",
  pdfUpload: "Portfolio",
  profilePic: "Profile picture",
  coverPic: "Cover picture",
  selfTape: "Self-tape video",
};
const FIELD = /\b(videoUpload|pdfUpload|profilePic|coverPic|selfTape|image(?:1\.\.N|\d+)|file(?:1\.\.N|\d+))\b/g;

/** "videoUpload: the file is not a video" → "Video: the file is not a video"; other words as they are. */
export function withFieldLabels(message: string | undefined): string | undefined {
  return message?.replace(FIELD, (field) => LABELS[field] ?? (field.startsWith("image") ? "Images" : "Work samples"));
}

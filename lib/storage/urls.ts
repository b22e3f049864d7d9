/** Public URL of a stored file: the file route's base path plus the stored path (backslashes as slashes). */
export const UPLOADS_BASE = "/uploads/";

export function mediaUrl(storedPath: string | null | undefined): string | undefined {
  if (!storedPath) return undefined;
  return UPLOADS_BASE + storedPath.replace(/\\/g, "/").replace(/^\/+/, "");
}

export const DEFAULT_AVATAR = "/images/default-avatar.svg";
export const DEFAULT_COVER = "/images/default-cover.svg";

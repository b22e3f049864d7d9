import bcrypt from "bcryptjs";

/** bcrypt reads at most 72 bytes; longer passwords are refused rather than silently truncated. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const BCRYPT_MAX_BYTES = 72;
const COST = 10;

export async function hashPassword(password: string): Promise<string> {
  if (Buffer.byteLength(password, "utf8") > BCRYPT_MAX_BYTES) throw new Error("Password is too long to hash safely");
  return bcrypt.hash(password, COST);
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (Buffer.byteLength(password, "utf8") > BCRYPT_MAX_BYTES) return false;
  return bcrypt.compare(password, hash);
}

import "server-only";
import bcrypt from "bcryptjs";
import { PASSWORD_MAX_BYTES } from "./schemas.ts";

const COST = 10;
/** A real hash of nothing in particular: unknown emails still pay for one compare (no timing oracle). */
const DUMMY_HASH = "$2b$10$oyWwxmO600eCNZj7pQ.KlOZgjK2guTVQjCHQIdysn7eLaacDzYTlK";

export async function hashPassword(password: string): Promise<string> {
  if (Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES) throw new Error("Password is too long to hash safely");
  return bcrypt.hash(password, COST);
}

export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const tooLong = Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES;
  const matches = await bcrypt.compare(tooLong ? "" : password, hash ?? DUMMY_HASH);
  return matches && !tooLong && hash !== undefined;
}

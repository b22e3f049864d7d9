import "server-only";
import { memberLocale, type Locale } from "../i18n/locales.ts";
import { db } from "../server/db.ts";

/** A member's language, English for a member who is gone. */
export async function languageOf(userId: string): Promise<Locale> {
  const row = await db().user.findUnique({ where: { id: userId }, select: { locale: true } });
  return memberLocale(row?.locale);
}

import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { parseOrThrow } from "../errors.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../i18n/locales.ts";
import { db } from "../server/db.ts";
import { languageSchema } from "./schemas.ts";

// The member's language (User.locale): what their notifications and mails are written in. Sign-up stores the
// language of the page they signed up on (the form says it, else the language the visitor chose on the site,
// remembered in the NEXT_LOCALE cookie); the settings page and the header's language menu change it
// (PUT /api/me/language). Pages themselves follow their address, never this.

/** The language a sign-up stores: the one it names, else the visitor's chosen language (`cookie`), else English. */
export function signUpLocale(named: Locale | undefined, cookie: string | undefined): Locale {
  return named ?? (isLocale(cookie) ? cookie : DEFAULT_LOCALE);
}

/** PUT /api/me/language { locale }: the member's own language, one of lib/i18n/locales.ts LOCALES. */
export async function setLanguage(member: AuthUser, body: unknown): Promise<{ locale: Locale }> {
  const { locale } = parseOrThrow(languageSchema, body);
  await db().user.update({ where: { id: member.id }, data: { locale } });
  return { locale };
}

import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { db } from "../server/db.ts";
import { whatsappNumberOf } from "../whatsapp/phone.ts";
import { DEFAULT_ALERT_PREFERENCES, type AlertPreferencesView } from "./preferences-view.ts";
import { alertPreferencesSchema } from "./schemas.ts";

// How a member wants their saved searches' alerts besides the bell, which always has them: by mail (on
// until switched off) and on WhatsApp (off until the member gives a number and switches it on).

const VIEW = { mail: true, whatsapp: true, whatsappNumber: true } as const;

/** GET /api/me/alert-preferences. */
export async function alertPreferencesOf(member: { id: string }): Promise<AlertPreferencesView> {
  return (
    (await db().alertPreferences.findUnique({ where: { userId: member.id }, select: VIEW })) ??
    DEFAULT_ALERT_PREFERENCES
  );
}

function invalidNumber(message: string): AppError {
  return new AppError("invalid", `Invalid input. ${message}`, { errors: { whatsappNumber: message } });
}

/** PUT /api/me/alert-preferences: the channels given change, the others stay. */
export async function setAlertPreferences(member: AuthUser, input: unknown): Promise<AlertPreferencesView> {
  const change = parseOrThrow(alertPreferencesSchema, input);
  let number: string | null | undefined = undefined;
  if (change.whatsappNumber === null || change.whatsappNumber?.trim() === "") number = null;
  else if (change.whatsappNumber !== undefined) {
    number = whatsappNumberOf(change.whatsappNumber);
    if (!number)
      throw invalidNumber("whatsappNumber is not a phone number WhatsApp can reach: give it with the country code");
  }
  return db().$transaction(async (tx) => {
    const now = await tx.alertPreferences.findUnique({ where: { userId: member.id }, select: VIEW });
    const next = {
      mail: change.mail ?? now?.mail ?? DEFAULT_ALERT_PREFERENCES.mail,
      whatsapp: change.whatsapp ?? now?.whatsapp ?? DEFAULT_ALERT_PREFERENCES.whatsapp,
      whatsappNumber: number === undefined ? (now?.whatsappNumber ?? null) : number,
    };
    if (next.whatsapp && !next.whatsappNumber) {
      throw invalidNumber("Give your WhatsApp number to get alerts there");
    }
    return tx.alertPreferences.upsert({
      where: { userId: member.id },
      create: { userId: member.id, ...next },
      update: next,
      select: VIEW,
    });
  });
}

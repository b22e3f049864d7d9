import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { AppError, invalidFields, parseOrThrow } from "../errors.ts";
import { db } from "../server/db.ts";
import { whatsappNumberOf } from "../whatsapp/phone.ts";
import { DEFAULT_ALERT_PREFERENCES, type AlertPreferencesView } from "./preferences-view.ts";
import { alertPreferencesSchema } from "./schemas.ts";
import { startNumberCheck } from "./whatsapp-number.ts";
import { formError } from "../i18n/form-errors.ts";

// How a member wants their saved searches' alerts besides the bell, which always has them: by mail (on
// until switched off) and on WhatsApp (off until the member switches it on with a number they confirm
// with the code sent there: lib/alerts/whatsapp-number.ts).

const COLUMNS = { mail: true, whatsapp: true, whatsappNumber: true, pendingNumber: true } as const;

function view(row: { mail: boolean; whatsapp: boolean; whatsappNumber: string | null; pendingNumber: string | null }) {
  const { pendingNumber, ...rest } = row;
  return { ...rest, pendingWhatsappNumber: pendingNumber };
}

/** GET /api/me/alert-preferences. */
export async function alertPreferencesOf(member: { id: string }): Promise<AlertPreferencesView> {
  const row = await db().alertPreferences.findUnique({ where: { userId: member.id }, select: COLUMNS });
  return row ? view(row) : DEFAULT_ALERT_PREFERENCES;
}

const invalidNumber = (message: string): AppError => invalidFields({ whatsappNumber: message });

/** The number as given: undefined when not given, null to forget it, else its digits (400 when it is none). */
function numberGiven(input: string | null | undefined): string | null | undefined {
  if (input === undefined) return undefined;
  if (input === null || !input.trim()) return null;
  const number = whatsappNumberOf(input);
  if (!number) throw invalidNumber(formError("alerts.whatsappUnreachable"));
  return number;
}

/**
 * PUT /api/me/alert-preferences: the channels given change, the others stay. A new number is not used until
 * confirmed: a code is sent to it (`codeSent`), and the confirmed number, if any, keeps the alerts till then.
 */
export async function setAlertPreferences(
  member: AuthUser,
  input: unknown,
): Promise<AlertPreferencesView & { codeSent: boolean }> {
  const change = parseOrThrow(alertPreferencesSchema, input);
  const number = numberGiven(change.whatsappNumber);
  let sendCode: (() => void) | undefined;
  const saved = await db().$transaction(async (tx) => {
    const now = await tx.alertPreferences.findUnique({ where: { userId: member.id }, select: COLUMNS });
    const forget = number === null;
    if (number && number !== now?.whatsappNumber) sendCode = await startNumberCheck(tx, member, number);
    const whatsapp = change.whatsapp ?? now?.whatsapp ?? DEFAULT_ALERT_PREFERENCES.whatsapp;
    const hasNumber = forget ? false : Boolean(now?.whatsappNumber || sendCode || now?.pendingNumber);
    if (whatsapp && !hasNumber) throw invalidNumber(formError("alerts.whatsappNumberNeeded"));
    const data = {
      mail: change.mail ?? now?.mail ?? DEFAULT_ALERT_PREFERENCES.mail,
      whatsapp,
      ...(forget ? { whatsappNumber: null, pendingNumber: null, codeHash: null, codeExpiresAt: null } : {}),
    };
    return tx.alertPreferences.upsert({
      where: { userId: member.id },
      create: { userId: member.id, ...data },
      update: data,
      select: COLUMNS,
    });
  });
  sendCode?.();
  return { ...view(saved), codeSent: Boolean(sendCode) };
}

import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { AuthUser } from "../auth/identity.ts";
import { authSecret } from "../auth/secret.ts";
import { invalidFields, parseOrThrow } from "../errors.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { db } from "../server/db.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { sendWhatsApp } from "../whatsapp/send.ts";
import { memberLocale } from "../i18n/locales.ts";
import { verifyNumberMessage } from "./whatsapp-templates.ts";
import { whatsappCodeSchema } from "./schemas.ts";
import { formError } from "../i18n/form-errors.ts";

// A WhatsApp number gets alerts only once its member shows it is theirs: a 6-digit code goes there, and
// the number is confirmed when the member types it back within CODE_MINUTES, in at most MAX_TRIES tries.
// Without this anyone could make the site message a stranger's phone (and have our number reported).

export const CODE_MINUTES = 10;
const MAX_TRIES = 5;

const hashOf = (userId: string, number: string, code: string) =>
  createHmac("sha256", authSecret()).update(`whatsapp-code:${userId}:${number}:${code}`).digest("base64url");

/**
 * Sends a new code to `number` (throttled per member and per number) and records it as the member's pending
 * number, in the transaction that saves their choice; the message leaves once it has committed.
 */
export async function startNumberCheck(
  tx: Prisma.TransactionClient,
  member: AuthUser,
  number: string,
): Promise<() => void> {
  await rateLimits.beforeWhatsappCode(member.id, number);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const pending = {
    pendingNumber: number,
    codeHash: hashOf(member.id, number, code),
    codeExpiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
    codeTries: 0,
  };
  await tx.alertPreferences.upsert({
    where: { userId: member.id },
    create: { userId: member.id, ...pending },
    update: pending,
  });
  // Read in the transaction: with the embedded database, a query beside it would wait for it to end.
  const row = await tx.user.findUnique({ where: { id: member.id }, select: { locale: true } });
  const locale = memberLocale(row?.locale);
  return () => sendWhatsApp(verifyNumberMessage(number, code, locale));
}

/** POST /api/me/alert-preferences/whatsapp-code { code }: the pending number becomes the member's. */
export async function confirmNumber(member: AuthUser, input: unknown): Promise<{ whatsappNumber: string }> {
  const { code } = parseOrThrow(whatsappCodeSchema, input);
  type Outcome = { error: string } | { whatsappNumber: string };
  const outcome = await db().$transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx.$queryRaw<
      { pendingNumber: string | null; codeHash: string | null; codeExpiresAt: Date | null; codeTries: number }[]
    >`SELECT "pendingNumber", "codeHash", "codeExpiresAt", "codeTries" FROM "AlertPreferences"
      WHERE "userId" = ${member.id} FOR NO KEY UPDATE`;
    if (!row?.pendingNumber || !row.codeHash || !row.codeExpiresAt) {
      return { error: formError("alerts.noCodeWaiting") };
    }
    if (row.codeExpiresAt <= new Date() || row.codeTries >= MAX_TRIES) {
      return { error: formError("alerts.codeExpired") };
    }
    const given = Buffer.from(hashOf(member.id, row.pendingNumber, code));
    const expected = Buffer.from(row.codeHash);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      // Counted in its own write, kept even though the answer is a refusal.
      await tx.alertPreferences.update({ where: { userId: member.id }, data: { codeTries: { increment: 1 } } });
      const left = MAX_TRIES - row.codeTries - 1;
      return { error: left > 0 ? formError("alerts.codeWrong", { left }) : formError("alerts.codeWrongLast") };
    }
    await tx.alertPreferences.update({
      where: { userId: member.id },
      data: {
        whatsappNumber: row.pendingNumber,
        pendingNumber: null,
        codeHash: null,
        codeExpiresAt: null,
        codeTries: 0,
      },
    });
    return { whatsappNumber: row.pendingNumber };
  });
  if ("error" in outcome) throw invalidFields({ code: outcome.error });
  return outcome;
}

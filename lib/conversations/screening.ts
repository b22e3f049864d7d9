import "server-only";
import type { Prisma } from "../generated/prisma/client.ts";
import { moneyRequestIn } from "../screening/money-requests.ts";

// Messages that ask for money from someone the recipient does not know yet: the opening move of the
// "pay a registration fee" scam. Such a message is still delivered (a member may explain a real booking
// deposit), but it is flagged: it is not mailed, and the recipient sees a warning above it.

/** A member is new for a week after signing up. */
export const NEW_MEMBER_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The words asking for money in `text`, when its sender is new to the recipient: their account is younger
 * than NEW_MEMBER_DAYS, or the recipient has not written back in this thread yet. Null otherwise: members
 * who already talk to each other are not screened.
 */
export async function flaggedPhraseOf(
  tx: Prisma.TransactionClient,
  message: { conversationId: string; senderId: string; recipientId: string; text: string },
): Promise<string | null> {
  const phrase = moneyRequestIn(message.text);
  if (!phrase) return null;
  const sender = await tx.user.findUnique({ where: { id: message.senderId }, select: { createdAt: true } });
  if (!sender || sender.createdAt.getTime() > Date.now() - NEW_MEMBER_DAYS * DAY_MS) return phrase;
  const replies = await tx.message.count({
    where: { conversationId: message.conversationId, senderId: message.recipientId },
  });
  return replies ? null : phrase;
}

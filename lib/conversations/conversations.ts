import "server-only";
import { isMinorMember } from "../members/minor-members.ts";
import { MAIL_RECIPIENT, mailRecipientOf } from "../members/minors.ts";
import type { AuthUser } from "../auth/identity.ts";
import { inBackground } from "../server/background.ts";
import { db, type Db } from "../server/db.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import { formError } from "../i18n/form-errors.ts";
import { isId } from "../ids.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { organizationPath } from "../hiring/paths.ts";
import { isVerifiedHirer } from "../members/verified-hirers.ts";
import { publish } from "../server/live.ts";
import { sendMail } from "../mail/mailer.ts";
import { noticeMail } from "../notifications/mails.ts";
import { noticeWords, phrase } from "../notifications/words.ts";
import { pushNotices } from "../push/notices.ts";
import { memberLocale } from "../i18n/locales.ts";
import { profilePath } from "../profiles/paths.ts";
import { VISIBLE_MEMBER } from "../members/visibility.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { MONEY_WARNING, REMOVED_MESSAGE } from "./limits.ts";
import { blockedBetween } from "./blocks.ts";
import { latestMessages } from "./previews.ts";
import { messageSchema, startSchema } from "./schemas.ts";
import { flaggedPhraseOf } from "./screening.ts";
import type { ConversationSummary, ConversationView, Party, SentMessage } from "./views.ts";

/** The `role` a studio's side of a thread shows (a member's side shows their subcategory). */
export const CASTING_TEAM_ROLE = "Casting team";

// Private messages: one thread per pair of members, plain text, read receipts, unread counts, a mail at
// most once an hour per thread while it stays unread, and blocks. Only the two members of a thread read
// or write it (404 for an unknown thread, 403 for anyone else). Neither member's email or phone is ever
// part of it: only what they write.

/** What a blocked sender is told, whoever blocked whom: nothing more. */
const MAIL_EVERY_MS = 3_600_000;
const PAGE = 200;

export const conversationPath = (id: string) => `/messages/${id}`;

type Tx = Prisma.TransactionClient;

/** The pair as stored: the smaller id is member A. */
function pairOf(a: string, b: string) {
  return a < b ? { memberAId: a, memberBId: b } : { memberAId: b, memberBId: a };
}

const side = (conversation: { memberAId: string }, memberId: string) =>
  conversation.memberAId === memberId ? "A" : "B";

const PARTY_SELECT = {
  id: true,
  name: true,
  accountType: true,
  subcategory: true,
  profilePic: true,
  suspendedAt: true,
  organization: { select: { id: true, name: true } },
} as const;

type PartyRow = Prisma.UserGetPayload<{ select: typeof PARTY_SELECT }>;

function partyOf(row: PartyRow): Party {
  const organization = row.organization;
  return {
    id: row.id,
    name: organization ? `${row.name}, ${organization.name}` : row.name,
    role: organization ? CASTING_TEAM_ROLE : row.subcategory,
    picture: row.profilePic,
    link: organization ? organizationPath(organization.id) : profilePath(row.id),
  };
}

/** The thread if the member is in it: 404 when there is none, 403 when it is someone else's. */
async function ownConversation(member: AuthUser, id: string, client: Pick<Db, "conversation"> = db()) {
  const conversation = isId(id) ? await client.conversation.findUnique({ where: { id } }) : null;
  if (!conversation) throw new AppError("not-found", refusal("noSuchConversation"));
  if (conversation.memberAId !== member.id && conversation.memberBId !== member.id) {
    throw new AppError("forbidden", refusal("conversationNotYours"));
  }
  return conversation;
}

/** Writes a message in a locked thread, moves the thread up, and tells both members' open pages. */
async function append(tx: Tx, conversationId: string, sender: string, body: string, to: string[], flagged?: string) {
  await tx.$queryRaw`SELECT 1 FROM "Conversation" WHERE "id" = ${conversationId} FOR UPDATE`;
  const message = await tx.message.create({
    data: { conversationId, senderId: sender, body, flaggedPhrase: flagged ?? null },
  });
  const conversation = await tx.conversation.findUniqueOrThrow({ where: { id: conversationId } });
  const readAt = side(conversation, sender) === "A" ? { readAtA: message.createdAt } : { readAtB: message.createdAt };
  await tx.conversation.update({
    where: { id: conversationId },
    data: { lastMessageAt: message.createdAt, lastSenderId: sender, ...readAt },
  });
  await publish({ kind: "message", conversationId, to }, tx);
  return message;
}

type MessageRow = { id: string; conversationId: string; senderId: string; body: string; createdAt: Date };

/** A message as `viewerId` sees it: only its recipient is warned of a flagged one. */
const shape = (
  m: MessageRow & { hiddenAt: Date | null; flaggedPhrase: string | null },
  viewerId: string,
): SentMessage => ({
  id: m.id,
  conversationId: m.conversationId,
  senderId: m.senderId,
  body: m.hiddenAt ? "" : m.body,
  createdAt: m.createdAt.toISOString(),
  hidden: Boolean(m.hiddenAt),
  warning: m.flaggedPhrase && !m.hiddenAt && viewerId !== m.senderId ? MONEY_WARNING : null,
});

/**
 * Tells the recipient's devices of a message: the sender's name only, since a push shows on a locked screen;
 * one per thread on the device, at most one in 5 minutes (rateLimits.mayPushMessage).
 */
function pushMessage(conversationId: string, recipientId: string, sender: string): void {
  inBackground("message push", async () => {
    if (!(await rateLimits.mayPushMessage(recipientId, conversationId))) return;
    const words = noticeWords(phrase("message.newTitle", { sender }), []);
    pushNotices([
      { userId: recipientId, ...words, link: conversationPath(conversationId), tag: `conversation:${conversationId}` },
    ]);
  });
}

/**
 * Mails the recipient about a thread they have not read, at most once an hour per thread: the claim is one
 * conditional UPDATE, so that two instances never both send.
 */
function mailIfUnread(conversationId: string, recipientId: string, sender: string, body: string): void {
  inBackground("message mail", async () => {
    const conversation = await db().conversation.findUnique({ where: { id: conversationId } });
    if (!conversation) return;
    const s = side(conversation, recipientId);
    const [readAt, mailedAt] = s === "A" ? ["readAtA", "mailedAtA"] : ["readAtB", "mailedAtB"];
    const since = new Date(Date.now() - MAIL_EVERY_MS);
    const { count } = await db().conversation.updateMany({
      where: {
        id: conversationId,
        OR: [{ [readAt]: null }, { [readAt]: { lt: conversation.lastMessageAt } }],
        AND: [{ OR: [{ [mailedAt]: null }, { [mailedAt]: { lt: since } }] }],
      },
      data: { [mailedAt]: new Date() },
    });
    if (!count) return;
    const member = await db().user.findUnique({
      where: { id: recipientId },
      select: { locale: true, ...MAIL_RECIPIENT },
    });
    if (!member) return;
    // A minor's messages are read by their parent or guardian (in the child's language).
    const recipient = mailRecipientOf(member);
    const preview = body.length > 200 ? `${body.slice(0, 200)}…` : body;
    // Its words: namespace "Notices", group "Notices.message".
    const words = noticeWords(phrase("message.newTitle", { sender }), [phrase("message.newBody", { sender, preview })]);
    sendMail(
      noticeMail(
        recipient.email,
        recipient.name,
        { ...words, link: conversationPath(conversationId) },
        memberLocale(member.locale),
      ),
    );
  });
}

/**
 * POST /api/conversations { toUserId, text }: the thread with that member (made on first contact) and the
 * message in it. Answers whether the thread is new.
 */
export async function startConversation(member: AuthUser, body: unknown) {
  const { toUserId, text } = parseOrThrow(startSchema, body);
  if (toUserId === member.id) {
    throw new AppError("invalid", refusal("messageYourself"), { errors: { toUserId: formError("messages.isYou") } });
  }
  const recipient = isId(toUserId)
    ? await db().user.findFirst({ where: { id: toUserId, ...VISIBLE_MEMBER }, select: { id: true } })
    : null;
  if (!recipient)
    throw new AppError("not-found", refusal("noMemberWithId"), {
      errors: { toUserId: formError("generic.unknownMember") },
    });
  if (await blockedBetween(db(), member.id, toUserId))
    throw new AppError("forbidden", refusal("cannotMessage"), { code: "blocked" });
  await refuseUnlessMayWrite(member, toUserId);
  const pair = pairOf(member.id, toUserId);
  let conversation = await db().conversation.findUnique({ where: { memberAId_memberBId: pair } });
  const created = !conversation;
  if (!conversation) {
    await rateLimits.beforeNewConversation(member.id);
    try {
      conversation = await db().conversation.create({ data: pair });
    } catch (error) {
      // The other member started the same thread at the same moment: it is one thread.
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
      conversation = await db().conversation.findUniqueOrThrow({ where: { memberAId_memberBId: pair } });
    }
  }
  const message = await send(member, conversation.id, text, toUserId);
  return { conversationId: conversation.id, created, message };
}

export const THREAD_SUSPENDED = refusal("conversationSuspended");

/** Only verified casting teams may write to a minor: checked once for each new thread or message. */
async function refuseUnlessMayWrite(member: AuthUser, recipientId: string): Promise<void> {
  if ((await isMinorMember(recipientId)) && !(await isVerifiedHirer(member.id))) {
    throw new AppError("forbidden", refusal("minorsOnlyVerified"), { code: "minor_messaging_restricted" });
  }
}

async function send(member: AuthUser, conversationId: string, text: string, recipientId: string): Promise<SentMessage> {
  await rateLimits.beforeMessage(member.id);
  const message = await db().$transaction(async (tx) => {
    // Checked under the thread's lock: a block or a suspension that lands first stops the message.
    if (await blockedBetween(tx, member.id, recipientId))
      throw new AppError("forbidden", refusal("cannotMessage"), { code: "blocked" });
    const suspended = await tx.user.count({
      where: { id: { in: [member.id, recipientId] }, suspendedAt: { not: null } },
    });
    if (suspended) throw new AppError("forbidden", THREAD_SUSPENDED, { code: "conversation_suspended" });
    const flagged = await flaggedPhraseOf(tx, { conversationId, senderId: member.id, recipientId, text });
    return append(tx, conversationId, member.id, text, [member.id, recipientId], flagged ?? undefined);
  });
  // A flagged message is read on Castfolio, under its warning, never in a mail without one.
  if (!message.flaggedPhrase) mailIfUnread(conversationId, recipientId, member.name, text);
  pushMessage(conversationId, recipientId, member.name);
  return shape(message, member.id);
}

/** POST /api/conversations/{id}/messages { text }: a message in a thread of the member's. */
export async function sendMessage(member: AuthUser, conversationId: string, body: unknown): Promise<SentMessage> {
  const conversation = await ownConversation(member, conversationId);
  const { text } = parseOrThrow(messageSchema, body);
  const other = conversation.memberAId === member.id ? conversation.memberBId : conversation.memberAId;
  await refuseUnlessMayWrite(member, other);
  return send(member, conversation.id, text, other);
}

/** GET /api/conversations: the member's threads, the most recent first. */
export async function listConversations(member: AuthUser): Promise<ConversationSummary[]> {
  const rows = await db().conversation.findMany({
    where: { OR: [{ memberAId: member.id }, { memberBId: member.id }], lastSenderId: { not: null } },
    orderBy: [{ lastMessageAt: "desc" }, { id: "desc" }],
    take: 100,
    include: {
      memberA: { select: PARTY_SELECT },
      memberB: { select: PARTY_SELECT },
    },
  });
  const latest = await latestMessages(rows.map((c) => c.id));
  return rows.map((c) => {
    const mine = side(c, member.id);
    const last = latest.get(c.id);
    const readAt = mine === "A" ? c.readAtA : c.readAtB;
    return {
      id: c.id,
      other: partyOf(mine === "A" ? c.memberB : c.memberA),
      lastMessage: last
        ? {
            body: last.hiddenAt ? REMOVED_MESSAGE : last.body.slice(0, 140),
            at: last.createdAt.toISOString(),
            fromMe: last.senderId === member.id,
            removed: last.hiddenAt !== null,
          }
        : null,
      unread: c.lastSenderId !== member.id && (!readAt || readAt < c.lastMessageAt),
    };
  });
}

/** How many threads have a message the member has not read (the header's count). */
export async function unreadConversations(member: AuthUser): Promise<number> {
  const unreadOn = (mine: "A" | "B"): Prisma.ConversationWhereInput => ({
    [mine === "A" ? "memberAId" : "memberBId"]: member.id,
    lastSenderId: { not: member.id },
    OR: [
      { [mine === "A" ? "readAtA" : "readAtB"]: null },
      { [mine === "A" ? "readAtA" : "readAtB"]: { lt: db().conversation.fields.lastMessageAt } },
    ],
  });
  return db().conversation.count({
    where: { OR: [unreadOn("A"), unreadOn("B")], NOT: { lastSenderId: null } },
  });
}

/**
 * GET /api/conversations/{id}/messages[?after={messageId}]: the thread (its last 200 messages, or those
 * after one), which is now read by the member; the other member's open page hears of it (read receipt).
 */
export async function readConversation(member: AuthUser, id: string, after?: string): Promise<ConversationView> {
  const conversation = await ownConversation(member, id);
  const mine = side(conversation, member.id);
  const otherId = mine === "A" ? conversation.memberBId : conversation.memberAId;
  const since =
    after && isId(after) ? await db().message.findFirst({ where: { id: after, conversationId: id } }) : null;
  const [messages, other, blocks] = await Promise.all([
    db().message.findMany({
      where: {
        conversationId: id,
        ...(since
          ? { OR: [{ createdAt: { gt: since.createdAt } }, { createdAt: since.createdAt, id: { gt: since.id } }] }
          : {}),
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: PAGE,
    }),
    db().user.findUniqueOrThrow({ where: { id: otherId }, select: PARTY_SELECT }),
    db().block.findMany({
      where: {
        OR: [
          { blockerId: member.id, blockedId: otherId },
          { blockerId: otherId, blockedId: member.id },
        ],
      },
    }),
  ]);
  const readAt = mine === "A" ? conversation.readAtA : conversation.readAtB;
  if (
    conversation.lastSenderId &&
    conversation.lastSenderId !== member.id &&
    (!readAt || readAt < conversation.lastMessageAt)
  ) {
    await db().$transaction(async (tx) => {
      await tx.conversation.update({
        where: { id },
        data: mine === "A" ? { readAtA: new Date() } : { readAtB: new Date() },
      });
      await publish({ kind: "read", conversationId: id, to: [otherId] }, tx);
    });
  }
  const otherReadAt = mine === "A" ? conversation.readAtB : conversation.readAtA;
  return {
    id,
    other: partyOf(other),
    messages: messages.reverse().map((m) => shape(m, member.id)),
    otherReadAt: otherReadAt?.toISOString() ?? null,
    blockedByMe: blocks.some((b) => b.blockerId === member.id),
    canSend: blocks.length === 0 && !other.suspendedAt,
  };
}

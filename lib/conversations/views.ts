import { z } from "zod";

// The shapes of what the messages API answers: lib/conversations/conversations.ts's types come from them,
// and the API reference shows them, so the two cannot differ.

/** A message as the API answers it. */
export const sentMessageShape = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  body: z.string().describe("Empty when hidden."),
  createdAt: z.string(),
  hidden: z.boolean().describe("Removed by an admin after a report."),
  warning: z
    .string()
    .nullable()
    .describe(
      "For the recipient only: set when the message asks for money and its sender is new to them (account under 7 days old, or no reply from the recipient yet). Such a message is not mailed.",
    ),
});

/** The other member of a thread. */
export const partyShape = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string().describe("The member's subcategory, or Casting team."),
  picture: z.string().nullable().describe("Their picture's stored path."),
  link: z.string().describe("Their public page: a profile, or the studio."),
});

/** A thread in the member's list of them. */
export const conversationSummaryShape = z.object({
  id: z.string(),
  other: partyShape,
  lastMessage: z
    .object({
      body: z.string(),
      at: z.string(),
      fromMe: z.boolean(),
      removed: z.boolean().describe("An admin removed it: `body` says so, in English."),
    })
    .nullable(),
  unread: z.boolean(),
});

/** A thread with its messages. */
export const conversationViewShape = z.object({
  id: z.string(),
  other: partyShape,
  messages: z.array(sentMessageShape),
  otherReadAt: z.string().nullable().describe("When the other member last read the thread."),
  blockedByMe: z
    .boolean()
    .describe("The member has blocked the other (they may unblock); either block stops new messages."),
  canSend: z.boolean(),
});

export type Party = z.output<typeof partyShape>;
export type SentMessage = z.output<typeof sentMessageShape>;
export type ConversationSummary = z.output<typeof conversationSummaryShape>;
export type ConversationView = z.output<typeof conversationViewShape>;

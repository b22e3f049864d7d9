import { z } from "zod";
import { messageSchema, startSchema } from "./schemas.ts";
import { conversationSummaryShape, conversationViewShape, sentMessageShape } from "./views.ts";
import { COMMON, dataAnswer, doneAnswer, failure, refused } from "../openapi/answers.ts";
import { jsonBody, jsonSchema, queryParameters } from "../openapi/schema.ts";
import type { ApiOperation } from "../openapi/types.ts";

// Messages between members (threads of two, blocks), and what tells a member something happened:
// notifications, the header's unread counts and the live event stream.

const conversationId = "The conversation's id.";
const cannotMessage = 'Either member has blocked the other ("You can\'t message this member.").';

const blocked = { blocked: z.boolean() };

export const MESSAGE_OPERATIONS: ApiOperation[] = [
  {
    method: "GET",
    path: "/api/conversations",
    tag: "Messages",
    summary: "The member's conversations",
    description: "The most recent first (up to 100), with how many are unread.",
    access: "member",
    responses: {
      200: dataAnswer(
        "The threads.",
        z.object({
          conversations: z.array(conversationSummaryShape),
          unread: z.number().int(),
        }),
      ),
    },
  },
  {
    method: "POST",
    path: "/api/conversations",
    tag: "Messages",
    summary: "Message a member",
    description: "201 with a new thread; 200 when the two already have one (the message goes there).",
    access: "member",
    body: jsonBody(startSchema),
    responses: {
      200: dataAnswer(
        "Sent in the existing thread.",
        z.object({ conversationId: z.string(), message: sentMessageShape }),
        {
          message: true,
        },
      ),
      201: dataAnswer("Sent in a new thread.", z.object({ conversationId: z.string(), message: sentMessageShape }), {
        message: true,
      }),
      400: failure("The body does not validate, or the member wrote to themselves."),
      403: failure(cannotMessage),
      404: failure("There is no such member, or they are suspended."),
      429: COMMON.rateLimited("messages"),
    },
  },
  {
    method: "GET",
    path: "/api/conversations/{id}/messages",
    tag: "Messages",
    summary: "Read a conversation",
    description:
      "Participants only. The thread's last 200 messages (or those after `after`), which marks it read. A message an admin removed comes with `hidden: true` and no text.",
    access: "member",
    pathParameters: { id: conversationId },
    query: queryParameters(z.object({ after: z.string().optional() }), { after: "A message id: only newer messages." }),
    responses: {
      200: dataAnswer("The thread.", conversationViewShape),
      403: failure("The conversation is not the member's."),
      404: refused("noSuchConversation"),
    },
  },
  {
    method: "POST",
    path: "/api/conversations/{id}/messages",
    tag: "Messages",
    summary: "Send a message in a conversation",
    access: "member",
    pathParameters: { id: conversationId },
    body: jsonBody(messageSchema),
    responses: {
      201: dataAnswer("Sent.", sentMessageShape, { message: true }),
      403: failure(
        `The conversation is not the member's, or ${cannotMessage.charAt(0).toLowerCase()}${cannotMessage.slice(1)} Also when one of its members is suspended.`,
      ),
      404: refused("noSuchConversation"),
      429: COMMON.rateLimited("messages"),
    },
  },
  {
    method: "POST",
    path: "/api/users/{id}/block",
    tag: "Messages",
    summary: "Block a member",
    description: "Neither member can message the other while the block stands. Blocking twice is blocking once.",
    access: "member",
    pathParameters: { id: "The member to block." },
    responses: {
      200: doneAnswer("Blocked.", blocked),
      400: failure("The member tried to block themselves."),
      404: refused("noMemberWithId"),
    },
  },
  {
    method: "DELETE",
    path: "/api/users/{id}/block",
    tag: "Messages",
    summary: "Unblock a member",
    description: "Undoes the member's own block (not one the other member made).",
    access: "member",
    pathParameters: { id: "The member to unblock." },
    responses: {
      200: doneAnswer("Unblocked.", blocked),
      400: failure("The member tried to unblock themselves."),
      404: refused("noMemberWithId"),
    },
  },
  {
    method: "GET",
    path: "/api/notifications",
    tag: "Notifications",
    summary: "The member's notifications",
    description: "The newest 30, with the unread count.",
    access: "member",
    responses: {
      200: dataAnswer(
        "The notifications.",
        z.object({
          items: z.array(
            z.object({
              id: z.string(),
              title: z.string(),
              body: z.string(),
              link: z.string().nullable(),
              readAt: z.string().nullable(),
              createdAt: z.string(),
            }),
          ),
          unread: z.number().int(),
        }),
      ),
    },
  },
  {
    method: "POST",
    path: "/api/notifications/read",
    tag: "Notifications",
    summary: "Mark every notification read",
    access: "member",
    responses: {
      200: dataAnswer("Marked.", z.object({ marked: z.number().int().describe("How many were unread.") })),
    },
  },
  {
    method: "GET",
    path: "/api/me/unread",
    tag: "Notifications",
    summary: "Unread counts for the header",
    access: "member",
    responses: {
      200: dataAnswer(
        "Unread conversations and notifications.",
        z.object({ messages: z.number().int(), notifications: z.number().int() }),
      ),
    },
  },
  {
    method: "GET",
    path: "/api/events",
    tag: "Notifications",
    summary: "Live events (Server-Sent Events)",
    description:
      "A stream of what concerns the member while a page is open, from every instance: `ready` once, then `message` (a new message) and `read` (a read receipt), each with `{ conversationId }`. It ends when the session does, or when the instance shuts down (browsers reconnect).",
    access: "member",
    responses: {
      200: {
        description: "The event stream.",
        content: { "text/event-stream": { schema: jsonSchema(z.string()) } },
      },
      429: failure("The member already holds 5 streams on this instance (close a tab; the page polls meanwhile)."),
    },
  },
];

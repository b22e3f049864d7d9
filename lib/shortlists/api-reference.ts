import { z } from "zod";
import {
  addItemSchema,
  lookBookSchema,
  noteSchema,
  orderSchema,
  SHORTLIST_LIMITS,
  shortlistSchema,
} from "./schemas.ts";
import { shortlistSummaryShape, shortlistViewShape } from "./views.ts";
import { ASKS_FOR_MONEY, dataAnswer, doneAnswer, failure, refused } from "../openapi/answers.ts";
import { jsonBody, queryParameters } from "../openapi/schema.ts";
import type { ApiOperation } from "../openapi/types.ts";

// Shortlists: a member's private lists of profiles, with a note on each, in their own order, and look
// books: read-only links to a list for people without an account.

const tag = "Shortlists";

const shortlistId = "The shortlist's id.";
const notOwner = failure("The shortlist is someone else's.");
const noList = refused("noSuchShortlist");

export const SHORTLIST_OPERATIONS: ApiOperation[] = [
  {
    method: "GET",
    path: "/api/shortlists",
    tag,
    summary: "The member's shortlists",
    access: "member",
    query: queryParameters(z.object({ member: z.string().optional() }), {
      member: "A member's id: each list then says whether it `contains` them.",
    }),
    responses: { 200: dataAnswer("The shortlists.", z.array(shortlistSummaryShape)) },
  },
  {
    method: "POST",
    path: "/api/shortlists",
    tag,
    summary: "Create a shortlist",
    description: `A new, empty list; a member keeps at most ${SHORTLIST_LIMITS.shortlists}.`,
    access: "member",
    body: jsonBody(shortlistSchema),
    responses: {
      201: dataAnswer("Created.", shortlistSummaryShape, { message: true }),
      400: failure(
        `The name does not validate, ${ASKS_FOR_MONEY}: the name, which its look books show as their title.`,
      ),
      409: failure(`The member already has ${SHORTLIST_LIMITS.shortlists} shortlists.`),
    },
  },
  {
    method: "GET",
    path: "/api/shortlists/{id}",
    tag,
    summary: "Read a shortlist",
    description: "The owner's list: `items` (each member's card, `note`, `position`) and its look-book links.",
    access: "member",
    pathParameters: { id: shortlistId },
    responses: {
      200: dataAnswer("The shortlist.", shortlistViewShape),
      403: notOwner,
      404: noList,
    },
  },
  {
    method: "PATCH",
    path: "/api/shortlists/{id}",
    tag,
    summary: "Rename a shortlist",
    access: "member",
    pathParameters: { id: shortlistId },
    body: jsonBody(shortlistSchema),
    responses: {
      200: doneAnswer("Renamed."),
      400: failure(
        `The name does not validate, ${ASKS_FOR_MONEY}: the name, which its look books show as their title.`,
      ),
      403: notOwner,
      404: noList,
    },
  },
  {
    method: "DELETE",
    path: "/api/shortlists/{id}",
    tag,
    summary: "Delete a shortlist",
    description: "With its notes and look-book links.",
    access: "member",
    pathParameters: { id: shortlistId },
    responses: { 200: doneAnswer("Deleted."), 403: notOwner, 404: noList },
  },
  {
    method: "POST",
    path: "/api/shortlists/{id}/items",
    tag,
    summary: "Add a member to a shortlist",
    description: `At the end of the list (at most ${SHORTLIST_LIMITS.items} a list). Adding a member already there changes only the note.`,
    access: "member",
    pathParameters: { id: shortlistId },
    body: jsonBody(addItemSchema, { notes: { memberId: "A talent member's id.", note: "Private to the owner." } }),
    responses: {
      200: dataAnswer("Already on the list.", z.object({ added: z.literal(false), count: z.number().int() }), {
        message: true,
      }),
      201: dataAnswer("Added.", z.object({ added: z.literal(true), count: z.number().int() }), { message: true }),
      403: notOwner,
      404: failure("There is no such shortlist, or no talent member with this id."),
      409: failure(`The list already holds ${SHORTLIST_LIMITS.items} members.`),
    },
  },
  {
    method: "PATCH",
    path: "/api/shortlists/{id}/items/{memberId}",
    tag,
    summary: "Write the note on a member of a shortlist",
    description: "Private to the owner.",
    access: "member",
    pathParameters: { id: shortlistId, memberId: "A member on the list." },
    body: jsonBody(noteSchema),
    responses: {
      200: dataAnswer("Saved.", z.object({ note: z.string() }), { message: true }),
      403: notOwner,
      404: failure("There is no such shortlist, or the member is not on it."),
    },
  },
  {
    method: "DELETE",
    path: "/api/shortlists/{id}/items/{memberId}",
    tag,
    summary: "Take a member off a shortlist",
    access: "member",
    pathParameters: { id: shortlistId, memberId: "A member on the list." },
    responses: {
      200: doneAnswer("Removed."),
      403: notOwner,
      404: failure("There is no such shortlist, or the member is not on it."),
    },
  },
  {
    method: "PUT",
    path: "/api/shortlists/{id}/order",
    tag,
    summary: "Put a shortlist in order",
    access: "member",
    pathParameters: { id: shortlistId },
    body: jsonBody(orderSchema, {
      notes: { memberIds: "Every member of the list, each once, in the order to show them." },
    }),
    responses: {
      200: dataAnswer("Saved.", z.object({ memberIds: z.array(z.string()) })),
      400: failure("The body does not validate, or `memberIds` is not exactly the list's members."),
      403: notOwner,
      404: noList,
    },
  },
  {
    method: "POST",
    path: "/api/shortlists/{id}/lookbooks",
    tag,
    summary: "Share a shortlist as a look book",
    description: `A read-only link to the list, valid for \`days\`. The link is shown once: only a hash of its token is kept. The page (GET /lookbook/{token}) is public while valid, not indexed, and 410 once expired or revoked. At most ${SHORTLIST_LIMITS.activeLookBooks} live links a list.`,
    access: "member",
    pathParameters: { id: shortlistId },
    body: jsonBody(lookBookSchema),
    responses: {
      201: dataAnswer(
        "The link.",
        z.object({ id: z.string(), url: z.string().describe("Shown this once."), expiresAt: z.string() }),
        { message: true },
      ),
      403: notOwner,
      404: noList,
      409: failure(`The list already has ${SHORTLIST_LIMITS.activeLookBooks} live links.`),
    },
  },
  {
    method: "DELETE",
    path: "/api/shortlists/{id}/lookbooks/{lookBookId}",
    tag,
    summary: "Revoke a look-book link",
    description: "The link stops working at once (410).",
    access: "member",
    pathParameters: { id: shortlistId, lookBookId: "The look book's id." },
    responses: {
      200: doneAnswer("Revoked."),
      403: notOwner,
      404: failure("There is no such shortlist, or no such link on it."),
    },
  },
];

import { z } from "zod";
import { ALERT_FREQUENCIES, MAX_SAVED_SEARCHES, SAVED_SEARCH_KINDS } from "./options.ts";
import {
  alertPreferencesSchema,
  resubscribeSchema,
  savedSearchChangeSchema,
  savedSearchSchema,
  whatsappCodeSchema,
} from "./schemas.ts";
import { alertPreferencesShape } from "./preferences-view.ts";
import { savedSearchViewShape } from "./saved-search-view.ts";
import { dataAnswer, doneAnswer, failure, refused } from "../openapi/answers.ts";
import { jsonBody } from "../openapi/schema.ts";
import type { ApiOperation } from "../openapi/types.ts";

// Saved searches (lib/alerts): a member's searches of casting calls or of talent, with how often each alerts.

const tag = "Saved searches";
const searchId = "The saved search's id.";
const notOwner = failure("The saved search is another member's.");
const noSearch = refused("noSuchSavedSearch");

const notes = {
  kind: "`calls` (open casting calls) or `talent` (members).",
  params:
    "The parameters of `GET /api/calls` (calls) or `GET /api/search` (talent), as an object or a query string; each is validated as there (400 `errors` names `params.<name>`); `page`, `sort`, `after` and `pageSize` are dropped.",
  frequency:
    "`instant` (calls only: an alert within the minute of a matching call, at most 5 an hour), `daily` (the default), `weekly` or `off`.",
};

export const SAVED_SEARCH_OPERATIONS: ApiOperation[] = [
  {
    method: "GET",
    path: "/api/saved-searches",
    tag,
    summary: "The member's saved searches",
    description: "Newest first; only the member's own.",
    access: "member",
    responses: { 200: dataAnswer("The saved searches.", z.array(savedSearchViewShape)) },
  },
  {
    method: "POST",
    path: "/api/saved-searches",
    tag,
    summary: "Save a search",
    description: `A member keeps at most ${MAX_SAVED_SEARCHES}; the same kind with the same parameters is saved once.`,
    access: "member",
    body: jsonBody(savedSearchSchema, { notes }),
    responses: {
      201: dataAnswer("Saved.", savedSearchViewShape, { message: true }),
      409: failure(`The member already keeps ${MAX_SAVED_SEARCHES} saved searches, or this one (saved_search_exists).`),
    },
  },
  {
    method: "PATCH",
    path: "/api/saved-searches/{id}",
    tag,
    summary: "Change a saved search",
    description:
      "Its `name`, `params` or `frequency`. New parameters alert from now on: what they matched before is not news.",
    access: "member",
    pathParameters: { id: searchId },
    body: jsonBody(savedSearchChangeSchema, { notes }),
    responses: {
      200: dataAnswer("Changed.", savedSearchViewShape, { message: true }),
      403: notOwner,
      404: noSearch,
      409: failure("The member already keeps a saved search with these parameters."),
    },
  },
  {
    method: "DELETE",
    path: "/api/saved-searches/{id}",
    tag,
    summary: "Delete a saved search",
    description: "Its alerts stop.",
    access: "member",
    pathParameters: { id: searchId },
    responses: { 200: doneAnswer("Deleted."), 403: notOwner, 404: noSearch },
  },
  {
    method: "POST",
    path: "/api/unsubscribe",
    tag,
    summary: "Stop a saved search's alerts in one click",
    description:
      "The `List-Unsubscribe` address of every alert mail (RFC 8058): a POST with any body but JSON (a mail program sends `List-Unsubscribe=One-Click`) turns the saved search's alerts off, without signing in; the `token` in the address names the search and is signed by the server. With a JSON body `{ frequency }` it turns them back on (the unsubscribe page's undo). Doing either twice is no error.",
    access: "public",
    query: [
      {
        name: "token",
        in: "query",
        required: true,
        description: "The token of the mail's link.",
        schema: { type: "string" },
      },
    ],
    body: jsonBody(resubscribeSchema, { required: false }),
    responses: {
      200: dataAnswer(
        "The alerts are off (or on again).",
        z.object({
          name: z.string(),
          kind: z.enum(SAVED_SEARCH_KINDS),
          frequency: z.enum(ALERT_FREQUENCIES),
          was: z.enum(ALERT_FREQUENCIES).describe("How often it alerted before."),
        }),
        { message: true },
      ),
      400: failure("The token is not one of ours (link_invalid), or the frequency is not one the search may have."),
      404: failure("The saved search was deleted."),
    },
  },
  {
    method: "GET",
    path: "/api/unsubscribe",
    tag,
    summary: "Open the unsubscribe page",
    description:
      "For mail programs that open the `List-Unsubscribe` address in a browser: changes nothing, and answers 303 to the `/unsubscribe` page with the same token, which turns the alerts off and offers to undo it.",
    access: "public",
    database: false,
    query: [
      {
        name: "token",
        in: "query",
        required: true,
        description: "The token of the mail's link.",
        schema: { type: "string" },
      },
    ],
    responses: { 303: { description: "To the unsubscribe page (`Location`)." } },
  },
  {
    method: "GET",
    path: "/api/me/alert-preferences",
    tag,
    summary: "Where the member's alerts go",
    description:
      "Besides the bell, which always has them: by mail (on unless switched off), on WhatsApp (off unless switched on with a number).",
    access: "member",
    responses: { 200: dataAnswer("The member's choice.", alertPreferencesShape) },
  },
  {
    method: "PUT",
    path: "/api/me/alert-preferences",
    tag,
    summary: "Choose where alerts go",
    description:
      "The channels given change, the others stay. A new `whatsappNumber` (digits with the country code; a 10-digit number is an Indian mobile) is not used until confirmed: a 6-digit code is sent to it on WhatsApp (`codeSent`; at most 3 an hour per member, 5 a day per number: 429), to be sent back to `/api/me/alert-preferences/whatsapp-code`. `null` forgets the number. `whatsapp: true` needs a number, confirmed or waiting for its code.",
    access: "member",
    body: jsonBody(alertPreferencesSchema),
    responses: {
      200: dataAnswer("Saved.", alertPreferencesShape.extend({ codeSent: z.boolean() }), { message: true }),
    },
  },
  {
    method: "POST",
    path: "/api/me/alert-preferences/whatsapp-code",
    tag,
    summary: "Confirm a WhatsApp number",
    description:
      "With the code sent to the pending number: it becomes the member's WhatsApp number. A code works for 10 minutes and 5 tries; `errors.code` says what is wrong (not right, tries left, no longer works).",
    access: "member",
    body: jsonBody(whatsappCodeSchema),
    responses: { 200: dataAnswer("Confirmed.", z.object({ whatsappNumber: z.string() }), { message: true }) },
  },
];

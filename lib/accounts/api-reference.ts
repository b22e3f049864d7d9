import { z } from "zod";
import { signOutSchema } from "./sign-out.ts";
import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  guardianSchema,
  hirerRegisterSchema,
  languageSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from "./schemas.ts";
import { answer, COMMON, dataAnswer, doneAnswer, failure } from "../openapi/answers.ts";
import { jsonBody, jsonSchema } from "../openapi/schema.ts";
import type { ApiOperation } from "../openapi/types.ts";

// Accounts: sign-up, sign-in and sessions, the mailed links, credentials, export and deletion
// (docs/api.md, the /api/user/… calls).

const tag = "Accounts";

const ended = z.number().int().describe("How many sessions were ended.");

const wrongPassword = failure("The current password is not right (`errors.currentPassword`).");
const usedLink = failure("The link's token is not valid, already used or expired: `message` says which.");
const mailLimit = COMMON.rateLimited("emails to this address or from this client");

const guardianStatus = z.object({
  guardian: z
    .object({ name: z.string(), relation: z.string(), email: z.string(), phone: z.string(), confirmed: z.boolean() })
    .nullable(),
  minor: z.boolean().describe("The member is under 18, or registered as such."),
  awaitingGuardian: z.boolean().describe("The profile is hidden until the guardian confirms."),
});

export const ACCOUNT_OPERATIONS: ApiOperation[] = [
  {
    method: "POST",
    path: "/api/user/register",
    tag,
    summary: "Create an account",
    description:
      'Talent sends `name, gender, category, subcategory, phone, email, password` and gets a profile in its category (`gender` is Male, Female or Other, and is left out for Locations and Camera Unit, which have none: it is stored empty for them). For someone under 18 (`underEighteen: true`, and always for a Child Artist) a parent or guardian registers: `guardianName, guardianRelation, guardianEmail, guardianPhone` are then required, the guardian is mailed a link to confirm, and the profile stays hidden until they do. A hirer sends `accountType: "hirer"` with its organisation (`organizationName, organizationType, city, website`) and `name, phone, email, password` instead; the answer adds `organizationId`. Either way a link to confirm the email is mailed. `locale` (`en`, `hi`, `te` or `ta`, optional) is the language of the member\'s notifications and mails; without it, the language the visitor chose on the site (the `NEXT_LOCALE` cookie), else English.',
    access: "public",
    body: {
      required: true,
      content: {
        "application/json": {
          schema: {
            oneOf: [
              { title: "Talent", ...jsonSchema(registerSchema) },
              { title: "Hirer", ...jsonSchema(hirerRegisterSchema) },
            ],
          },
        },
      },
    },
    responses: {
      201: answer(
        "The account, signed out: sign in with POST /api/user/login.",
        z.object({
          success: z.literal(true),
          message: z.string(),
          user: z.object({
            _id: z.string(),
            id: z.string(),
            name: z.string(),
            email: z.string(),
            accountType: z.enum(["TALENT", "HIRER"]),
            category: z.string(),
            subcategory: z.string(),
            gender: z.string(),
            organizationId: z.string().optional().describe("A hirer's new organisation."),
          }),
        }),
      ),
      409: failure("The email belongs to another account."),
      429: COMMON.rateLimited("sign-ups from this client"),
    },
  },
  {
    method: "POST",
    path: "/api/user/login",
    tag,
    summary: "Sign in for a bearer token",
    description:
      "Answers a JWT valid for 7 days, to send as `Authorization: Bearer <token>`. It names a session the server can end (POST /api/user/logout, a password change).",
    access: "public",
    body: jsonBody(loginSchema),
    responses: {
      200: doneAnswer("Signed in.", { token: z.string().describe("The bearer token.") }),
      401: failure("The email or password is not right."),
      403: failure("The account is suspended."),
      429: COMMON.rateLimited("sign-in attempts"),
    },
  },
  {
    method: "POST",
    path: "/api/user/logout",
    tag,
    summary: "Sign out",
    description:
      'Ends the session of the token or cookie the call is sent with; `{ "everywhere": true }` ends every session of the member. The body is optional.',
    access: "member",
    body: jsonBody(signOutSchema, { required: false }),
    responses: { 200: doneAnswer("Signed out; the token or cookie answers 401 from now on.", { ended }) },
  },
  {
    method: "POST",
    path: "/api/user/forgot-password",
    tag,
    summary: "Mail a password-reset link",
    description:
      "Always the same 200, whether or not the email is registered. A registered email gets a link that works once, for 30 minutes.",
    access: "public",
    body: jsonBody(forgotPasswordSchema),
    responses: { 200: doneAnswer("Asked; a registered email gets the link."), 429: mailLimit },
  },
  {
    method: "POST",
    path: "/api/user/reset-password",
    tag,
    summary: "Set a new password from a reset link",
    description:
      "Sets the password, ends every session of the account and voids every pending link that could hand it over (a change of email among them), and answers a new token for the member. A suspended account's password is changed too, but it gets no token: `suspended: true` and the reason in `message`.",
    access: "public",
    body: jsonBody(resetPasswordSchema, { notes: { token: "The token of the mailed link." } }),
    responses: {
      200: doneAnswer("The password is changed and the member signed in (or told the account is suspended).", {
        email: z.string().optional(),
        token: z.string().optional().describe("A bearer token of a new session; absent for a suspended account."),
        suspended: z.literal(true).optional(),
      }),
      400: usedLink,
    },
  },
  {
    method: "POST",
    path: "/api/user/verify-email",
    tag,
    summary: "Confirm an email address",
    description:
      "The token of the link mailed at sign-up (or to a new address) confirms the email (the account's `status` becomes true), or makes the new address the account's.",
    access: "public",
    body: jsonBody(confirmEmailSchema, { notes: { token: "The token of the mailed link." } }),
    responses: {
      200: doneAnswer("Confirmed.", { email: z.string() }),
      400: usedLink,
      409: failure("The new address has become another account's meanwhile."),
    },
  },
  {
    method: "POST",
    path: "/api/user/confirm-guardian",
    tag,
    summary: "A parent or guardian confirms a minor's account",
    description:
      "The token of the link mailed to the parent or guardian named at sign-up (or in PUT /api/me/guardian). From then on the minor's profile is shown, and their mail goes to the guardian.",
    access: "public",
    body: jsonBody(confirmEmailSchema, { notes: { token: "The token of the mailed link." } }),
    responses: { 200: doneAnswer("Confirmed."), 400: usedLink },
  },
  {
    method: "GET",
    path: "/api/me/guardian",
    tag,
    summary: "The member's parent or guardian",
    access: "member",
    responses: {
      200: dataAnswer("The guardian (or null), and whether the member is a minor waiting for them.", guardianStatus),
    },
  },
  {
    method: "PUT",
    path: "/api/me/guardian",
    tag,
    summary: "Name or change the parent or guardian",
    description:
      "Mails the guardian a link to confirm; the minor's profile is hidden until they do. Refused for a member whose date of birth says 18 or over.",
    access: "member",
    body: jsonBody(guardianSchema),
    responses: {
      200: dataAnswer("Saved and mailed.", guardianStatus, { message: true }),
      400: COMMON.invalidJson,
      429: mailLimit,
    },
  },
  {
    method: "PUT",
    path: "/api/me/language",
    tag,
    summary: "Choose the language of notifications and mails",
    description:
      "The language of the member's mails: notices, alerts and account mails, their links leading to the pages in it (a minor's parent or guardian gets the child's). Pages, and the notices they list, follow their own address (/hi/…), not this.",
    access: "member",
    body: jsonBody(languageSchema, { notes: { locale: "en, hi, te or ta." } }),
    responses: {
      200: dataAnswer("Saved.", languageSchema, { message: true }),
      400: failure("Not one of the languages (`errors.locale`)."),
    },
  },
  {
    method: "POST",
    path: "/api/user/verify-email/resend",
    tag,
    summary: "Mail a new confirmation link",
    access: "member",
    responses: { 200: doneAnswer("Sent (or the email is already confirmed: `message` says so)."), 429: mailLimit },
  },
  {
    method: "POST",
    path: "/api/user/change-password",
    tag,
    summary: "Change the password",
    description:
      "Ends every other session of the member and voids every pending link that could hand the account over.",
    access: "member",
    body: jsonBody(changePasswordSchema),
    responses: {
      200: doneAnswer("Changed.", { ended }),
      403: wrongPassword,
      429: COMMON.rateLimited("password attempts"),
    },
  },
  {
    method: "POST",
    path: "/api/user/change-email",
    tag,
    summary: "Change the email address",
    description:
      "Mails a confirmation link to the new address, which becomes the account's when the link is opened, and warns the current address at once with a link that cancels the change (POST /api/user/cancel-email-change). A reset, a password change and signing out everywhere void the pending change.",
    access: "member",
    body: jsonBody(changeEmailSchema),
    responses: {
      200: doneAnswer("The link is sent."),
      400: failure("The body does not validate, or the new address is the current one."),
      403: wrongPassword,
      409: failure("The new address belongs to another account."),
      429: COMMON.rateLimited("attempts"),
    },
  },
  {
    method: "POST",
    path: "/api/user/cancel-email-change",
    tag,
    summary: "Cancel a pending change of email",
    description:
      "The token of the warning mailed to the current address when a change of email was asked for. Voids the change and every other link that could hand the account over, and ends every session.",
    access: "public",
    body: jsonBody(confirmEmailSchema, { notes: { token: "The token of the mailed link." } }),
    responses: { 200: doneAnswer("Cancelled."), 400: usedLink },
  },
  {
    method: "GET",
    path: "/api/user/export",
    tag,
    summary: "Download everything stored about the member",
    description:
      "The account, the profile, every stored file with its media id, and the sessions, as a JSON download (`Content-Disposition: attachment`).",
    access: "member",
    responses: { 200: answer("The member's data.", z.looseObject({})) },
  },
  {
    method: "POST",
    path: "/api/user/delete-account",
    tag,
    summary: "Delete the account",
    description:
      "Deletes the account, its profile, its media rows and every stored file, and clears the session cookie.",
    access: "member",
    body: jsonBody(deleteAccountSchema),
    responses: {
      200: doneAnswer("Deleted."),
      403: wrongPassword,
      429: COMMON.rateLimited("password attempts"),
    },
  },
];

import { z } from "zod";
import { answer, doneAnswer, failure } from "./answers.ts";
import { jsonBody } from "./schema.ts";
import type { ApiOperation } from "./types.ts";

// The process's own endpoints: liveness and readiness for load balancers, this document, next-auth's
// endpoints (the site's sign-in form), and the operator channel of `npm run admin:create`.

const tag = "Service";

const check = z.enum(["ok", "down"]);

export const SERVICE_OPERATIONS: ApiOperation[] = [
  {
    method: "GET",
    path: "/api/health",
    tag,
    summary: "Liveness",
    description: "200 while the process serves requests; it checks nothing else.",
    access: "public",
    database: false,
    responses: { 200: answer("Serving.", z.object({ status: z.literal("ok") })) },
  },
  {
    method: "GET",
    path: "/api/ready",
    tag,
    summary: "Readiness",
    description:
      "For a load balancer: 200 when the database, Redis (when configured) and the file store answer; 503 naming what is down, or while the instance drains before it stops.",
    access: "public",
    database: false,
    responses: {
      200: answer(
        "Ready.",
        z.object({
          ready: z.boolean(),
          draining: z.boolean(),
          db: check,
          redis: z.enum(["ok", "down", "off"]),
          storage: check,
        }),
      ),
      503: answer(
        "Not ready: the same shape, naming what is down, or `draining: true`.",
        z.object({ ready: z.literal(false) }).loose(),
      ),
    },
  },
  {
    method: "GET",
    path: "/api/openapi.json",
    tag,
    summary: "This document",
    description: "The OpenAPI 3.1 description of the API; /api-docs is its reference page.",
    access: "public",
    database: false,
    responses: { 200: answer("The document.", z.looseObject({ openapi: z.literal("3.1.0") })) },
  },
  {
    method: "GET",
    path: "/api/auth/{nextauth}",
    tag,
    summary: "next-auth's own endpoints",
    description:
      "The site's sign-in form uses them (session, csrf, providers, callback, signout); API clients use POST /api/user/login instead. See next-auth 4's REST API.",
    access: "next-auth",
    database: false,
    pathParameters: {
      nextauth: "next-auth's action and its further segments, e.g. session, csrf, callback/credentials.",
    },
    responses: { 200: answer("next-auth's answer (JSON, or a redirect for some actions).") },
  },
  {
    method: "POST",
    path: "/api/auth/{nextauth}",
    tag,
    summary: "next-auth's own endpoints",
    description:
      "Sign-in and sign-out of the site's form (a form post with next-auth's CSRF token); API clients use POST /api/user/login instead.",
    access: "next-auth",
    database: false,
    pathParameters: { nextauth: "next-auth's action and its further segments, e.g. callback/credentials, signout." },
    responses: { 200: answer("next-auth's answer (JSON, or a redirect).") },
  },
  {
    method: "POST",
    path: "/api/operator/admins",
    tag,
    summary: "Make an account an admin (operator)",
    description:
      "What `npm run admin:create` calls while this server holds the embedded database: with the operator token of $DATA_DIR/operator.json, from the server's own machine only. Anyone else finds nothing here (404).",
    access: "operator",
    // The handler reads the email itself (lib/moderation/operator.ts): here as a schema to document it.
    body: jsonBody(z.object({ email: z.string().describe("The account's email.") })),
    responses: {
      200: doneAnswer("The account is an admin (or already was)."),
      400: failure("No valid email."),
      404: failure("No operator token, not from this machine, or no account with this email."),
    },
  },
];

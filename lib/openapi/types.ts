import type { z } from "zod";

// The shapes of the OpenAPI 3.1 document (the parts this app uses), and of the operation list the area
// modules write: each operation once, in the terms of the app (its access, its path's parameters), which
// lib/openapi/document.ts turns into OpenAPI.

/** JSON Schema 2020-12, as zod's toJSONSchema writes it (OpenAPI 3.1 schemas are JSON Schema). */
export type JsonSchema = z.core.JSONSchema.BaseSchema;

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Who may call an operation. */
export type Access =
  /** Anyone; credentials are ignored. */
  | "public"
  /** Anyone; a signed-in member may get more (their follows first). */
  | "optional"
  /** A signed-in member: bearer token or session cookie. */
  | "member"
  /** A signed-in admin. */
  | "admin"
  /** `npm run admin:create` on the server's own machine, with the operator token. */
  | "operator"
  /** next-auth's own endpoints: its CSRF token and session cookie. */
  | "next-auth";

export interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  description?: string;
  schema: JsonSchema;
  style?: "form" | "simple";
  explode?: boolean;
}

export interface Encoding {
  contentType?: string;
}

export interface MediaType {
  schema: JsonSchema;
  /** multipart/form-data: how a part is sent, where it is not the default (text, or JSON for objects). */
  encoding?: Record<string, Encoding>;
}

export interface RequestBody {
  description?: string;
  required: boolean;
  content: Record<string, MediaType>;
}

export interface Header {
  description: string;
  schema: JsonSchema;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, Header>;
  content?: Record<string, MediaType>;
}

/** Status code → answer. */
export type Responses = Record<number, ResponseObject>;

/** A path parameter: its description, and its schema where it is more than a string. */
export type PathParameter = string | { description: string; schema: JsonSchema };

/** One method of one path, as the area modules (accounts.ts, hiring.ts…) list it. */
export interface ApiOperation {
  method: HttpMethod;
  /** The URL path with {name} for each dynamic segment, e.g. /api/calls/{id}. */
  path: string;
  tag: TagName;
  summary: string;
  description?: string;
  access: Access;
  /** Every {name} of the path. */
  pathParameters?: Record<string, PathParameter>;
  query?: Parameter[];
  /** Request headers the operation reads beyond credentials and Content-Type (the tus protocol's). */
  headers?: Parameter[];
  body?: RequestBody;
  /** The answers particular to the operation; document.ts adds those every operation of its kind has. */
  responses: Responses;
  /** false for the handlers that never read the database (and so never answer its 503). */
  database?: false;
}

export const TAGS = {
  Accounts: "Sign-up, sign-in and sessions, credentials, and the member's own data.",
  Profiles: "Profile forms, pictures, stored files and availability; public profiles.",
  Uploads: "Large files (videos, sides) sent in resumable pieces over the tus protocol.",
  Search: "The directory: search with filters, and the listing of each subcategory.",
  "Casting calls": "Calls, the applications to them, and the organisations that post them.",
  Auditions:
    "A call's audition sessions of slots, the invitations into them, the invitees' answers and calendar files.",
  "Tape requests": "A call's requests to chosen applicants for a self-tape by a deadline, and the tapes sent to them.",
  Messages: "Conversations between members, and blocks.",
  Notifications: "Notifications, unread counts and the live event stream.",
  Shortlists: "A hirer's private shortlists of members, with notes and shareable look books.",
  Rentals: "Camera Unit and Locations members' rates, closed days, public calendars and private calendar feeds.",
  Bookings: "Requests to book a camera unit or a location, their answers, and the reviews after them.",
  "Saved searches": "A member's saved searches of casting calls or of talent, and how often each alerts.",
  Push: "The devices that take a member's notices as Web Push notifications.",
  Moderation: "Reports by members, and what admins do about them.",
  Service: "The process: liveness, readiness, this document, next-auth and the operator channel.",
} as const;

export type TagName = keyof typeof TAGS;

export type SecurityRequirement = Record<string, string[]>;

/** An operation as the document holds it. */
export interface OperationObject {
  operationId: string;
  tags: TagName[];
  summary: string;
  description?: string;
  /** Who may call it, in words (the security requirements say how credentials are sent). */
  "x-access": string;
  security: SecurityRequirement[];
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses: Record<string, ResponseObject>;
}

export type PathItem = Partial<Record<Lowercase<HttpMethod>, OperationObject>>;

export interface SecurityScheme {
  type: "http" | "apiKey";
  description: string;
  scheme?: string;
  bearerFormat?: string;
  in?: "cookie" | "header";
  name?: string;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: TagName; description: string }[];
  components: { securitySchemes: Record<string, SecurityScheme>; schemas: Record<string, JsonSchema> };
  paths: Record<string, PathItem>;
}

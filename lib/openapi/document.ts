import { z } from "zod";
import { COMMON, errorAnswer, failure } from "./answers.ts";
import { jsonSchema } from "./schema.ts";
import {
  TAGS,
  type Access,
  type ApiOperation,
  type OpenApiDocument,
  type OperationObject,
  type Parameter,
  type ResponseObject,
  type SecurityRequirement,
  type TagName,
} from "./types.ts";

// The OpenAPI 3.1 document of the API, served at GET /api/openapi.json and shown at /api-docs: the
// operations of lib/api-reference.ts with what every operation of their kind answers (a JSON body's
// 400/413/415, a signed-in call's 401, the database's 503…) and how each kind of caller authenticates.

const member: SecurityRequirement[] = [{ bearer: [] }, { cookie: [] }];

/** Who may call, in words, and the security requirements that say how credentials are sent. */
const ACCESS: Record<Access, { label: string; security: SecurityRequirement[] }> = {
  public: { label: "None: anyone may call it.", security: [] },
  optional: { label: "Optional: a signed-in member may get more.", security: [{}, ...member] },
  member: { label: "A signed-in member (bearer token or session cookie).", security: member },
  admin: { label: "A signed-in admin (bearer token or session cookie).", security: member },
  operator: { label: "The operator token, from the server's own machine.", security: [{ operator: [] }] },
  "next-auth": { label: "next-auth's CSRF token and session cookie.", security: [{}, { cookie: [] }] },
};

/** "post /api/shortlists/{id}/items" -> postShortlistsIdItems. */
function operationId({ method, path }: ApiOperation): string {
  const words = path
    .replace(/^\/api\//, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join("");
}

function parametersOf(operation: ApiOperation): Parameter[] {
  const path = Object.entries(operation.pathParameters ?? {}).map(([name, parameter]): Parameter => ({
    name,
    in: "path",
    required: true,
    description: typeof parameter === "string" ? parameter : parameter.description,
    schema: typeof parameter === "string" ? jsonSchema(z.string()) : parameter.schema,
  }));
  return [...path, ...(operation.query ?? []), ...(operation.headers ?? [])];
}

/** Reasons joined in one sentence: "A; or b; or c." */
const oneOf = (reasons: string[]) =>
  `${reasons.map((r, i) => (i ? r.charAt(0).toLowerCase() + r.slice(1) : r).replace(/\.$/, "")).join("; or ")}.`;

/** The operation's own answers, and those every operation of its kind has. */
function responsesOf(operation: ApiOperation): Record<string, ResponseObject> {
  const all = { ...operation.responses };
  const content = operation.body?.content ?? {};
  const signedIn = operation.access === "member" || operation.access === "admin";
  if ("application/json" in content) {
    all[400] ??= COMMON.invalidJson;
    all[413] ??= COMMON.jsonTooLarge;
    all[415] ??= COMMON.notJson;
  }
  if ("multipart/form-data" in content) {
    all[400] ??= COMMON.invalidUpload;
    all[413] ??= COMMON.uploadTooLarge;
    all[415] ??= COMMON.unsupportedFile;
    all[507] ??= COMMON.storageFull;
  }
  if (signedIn) all[401] ??= COMMON.unauthenticated;
  const forbidden = [
    operation.access === "admin" ? COMMON.adminsOnly : undefined,
    operation.responses[403]?.description,
    signedIn && operation.method !== "GET" ? COMMON.crossSite : undefined,
  ].filter((reason): reason is string => reason !== undefined);
  if (forbidden.length) all[403] = failure(oneOf(forbidden));
  if (operation.database !== false) all[503] ??= COMMON.unavailable;
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => Number(a) - Number(b)));
}

function operationObject(operation: ApiOperation): OperationObject {
  const access = ACCESS[operation.access];
  const parameters = parametersOf(operation);
  return {
    operationId: operationId(operation),
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    "x-access": access.label,
    security: access.security,
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body ? { requestBody: operation.body } : {}),
    responses: responsesOf(operation),
  };
}

const DESCRIPTION = `Castfolio's HTTP API: the one its own pages use, open to other clients.

**Authentication.** Calls for members take the token of \`POST /api/user/login\` as \`Authorization: Bearer <token>\`, or the site's session cookie. A write with the cookie must come from the site's own pages (\`Origin\`, or \`Sec-Fetch-Site: same-origin\`); bearer tokens need no such proof. A write may only name the member's own \`userId\`.

**Requests.** JSON bodies are sent with \`Content-Type: application/json\` (at most 64 KB); uploads as multipart/form-data.

**Errors.** Every failure answers \`{ success: false, code, message, errors }\`: \`code\` is what a program can tell failures apart by (one of the codes of the \`Error\` schema, e.g. \`already_applied\` or \`call_closed\` for two 409s), \`message\` is for people, \`errors\` names each field that is wrong. 429 and 503 answers carry \`Retry-After\`.`;

/** The OpenAPI 3.1 document of these operations. */
export function buildDocument(operations: readonly ApiOperation[]): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const operation of operations) {
    const item = (paths[operation.path] ??= {});
    item[operation.method.toLowerCase() as Lowercase<ApiOperation["method"]>] = operationObject(operation);
  }
  return {
    openapi: "3.1.0",
    info: { title: "Castfolio API", version: "1", description: DESCRIPTION },
    servers: [{ url: "/", description: "The site serving this document." }],
    tags: (Object.keys(TAGS) as TagName[]).map((name) => ({ name, description: TAGS[name] })),
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The token of POST /api/user/login: valid 7 days, and no longer once its session ends.",
        },
        cookie: {
          type: "apiKey",
          in: "cookie",
          name: "next-auth.session-token",
          description:
            "The site's session cookie (`__Secure-next-auth.session-token` over https). Writes with it must come from the site's own pages.",
        },
        operator: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description: "`Operator <token>`, the token of $DATA_DIR/operator.json (npm run admin:create).",
        },
      },
      schemas: { Error: jsonSchema(errorAnswer) },
    },
    paths,
  };
}

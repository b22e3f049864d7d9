import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ApiDocsPage from "@/app/[locale]/(site)/api-docs/page";
import ApiSectionPage, { generateStaticParams } from "@/app/[locale]/(site)/api-docs/[section]/page";
import { sectionSlug } from "@/lib/openapi/reference";
import { GET as openApiRoute } from "@/app/api/openapi.json/route";
import { openApiDocument } from "@/lib/api-reference";
import { asSchema } from "@/lib/openapi/schema";
import { routeFiles, urlPath } from "../helpers/api-routes";
import { inEnglish } from "../helpers/intl";

// The OpenAPI document (lib/api-reference.ts) against the route handlers that exist under app/api: a handler the
// document does not describe, or an operation no handler has, fails here, named. The methods are read
// from each route module's exports, so that re-exports (next-auth's) count as they do for Next.js. Then
// the document's own shape, and that GET /api/openapi.json and the /api-docs page give all of it.

/** What Next.js routes to a route handler's exports. */
const NEXT_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];

async function handlerOperations(): Promise<string[]> {
  const operations: string[] = [];
  for (const file of routeFiles()) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const method of NEXT_METHODS) {
      if (typeof exports[method] === "function") operations.push(`${method} ${urlPath(file)}`);
    }
  }
  return operations.sort();
}

const document = openApiDocument();

const documentedOperations = () =>
  Object.entries(document.paths)
    .flatMap(([url, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${url}`))
    .sort();

const allOperations = () =>
  Object.entries(document.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${url}`, url, operation })),
  );

/** Every `$ref` anywhere in a JSON value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === "$ref" && typeof child === "string" ? [child] : refsIn(child),
  );
}

describe("the OpenAPI document", () => {
  it("describes every route handler under app/api, and nothing else", async () => {
    const handlers = await handlerOperations();
    const documented = documentedOperations();
    const missing = handlers.filter((operation) => !documented.includes(operation));
    const extra = documented.filter((operation) => !handlers.includes(operation));
    expect(
      { missing, extra },
      `missing: handlers the reference does not describe; extra: operations no handler has`,
    ).toEqual({ missing: [], extra: [] });
    expect(handlers.length).toBeGreaterThan(50);
  });

  it("is OpenAPI 3.1 with responses, declared path parameters, unique ids and known security schemes", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    const tags = new Set(document.tags.map((t) => t.name));
    const schemes = new Set(Object.keys(document.components.securitySchemes));
    const problems: string[] = [];
    for (const { name, url, operation } of allOperations()) {
      const responses = Object.entries(operation.responses);
      if (!responses.length) problems.push(`${name}: no responses`);
      for (const [status, response] of responses) {
        if (!/^[1-5]\d\d$/.test(status)) problems.push(`${name}: status ${status}`);
        if (!response.description) problems.push(`${name} ${status}: no description`);
      }
      if (!responses.some(([status]) => /^[23]/.test(status))) problems.push(`${name}: no success answer`);
      const inPath = [...url.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (operation.parameters ?? []).filter((p) => p.in === "path");
      if (
        JSON.stringify(declared.map((p) => p.name).sort()) !== JSON.stringify(inPath) ||
        declared.some((p) => !p.required)
      ) {
        problems.push(`${name}: path parameters ${JSON.stringify(declared)} for ${JSON.stringify(inPath)}`);
      }
      const names = (operation.parameters ?? []).map((p) => `${p.in} ${p.name}`);
      if (new Set(names).size !== names.length) problems.push(`${name}: a parameter twice`);
      for (const tag of operation.tags) if (!tags.has(tag)) problems.push(`${name}: undeclared tag ${tag}`);
      for (const requirement of operation.security) {
        for (const scheme of Object.keys(requirement)) {
          if (!schemes.has(scheme)) problems.push(`${name}: unknown security scheme ${scheme}`);
        }
      }
      if (!operation.summary) problems.push(`${name}: no summary`);
    }
    const ids = allOperations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size, "operationIds are unique").toBe(ids.length);
    expect(problems).toEqual([]);
  });

  it("resolves every $ref, and is plain JSON", () => {
    const json = JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
    for (const ref of refsIn(json)) {
      const target = ref
        .replace(/^#\//, "")
        .split("/")
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], json);
      expect(target, ref).toBeTypeOf("object");
    }
    expect(JSON.stringify(json)).not.toContain('"$schema"');
  });

  it("takes its request schemas from the handlers' zod schemas", () => {
    const body = (url: string, method: "post" | "put" | "patch", type = "application/json") =>
      document.paths[url]?.[method]?.requestBody?.content[type]?.schema;
    expect(body("/api/user/login", "post")?.required).toEqual(["email", "password"]);
    expect(body("/api/calls", "post")?.properties?.roles).toMatchObject({ type: "array", minItems: 1, maxItems: 10 });
    expect(body("/api/reports", "post")?.properties?.targetType).toMatchObject({
      enum: ["profile", "call", "message", "review"],
    });
    const booking = body("/api/bookings", "post");
    expect(Object.keys(booking?.properties ?? {})).toEqual([
      "ownerId",
      "from",
      "to",
      "start",
      "end",
      "projectTitle",
      "message",
    ]);
    expect(booking?.required).toEqual(["ownerId", "projectTitle"]);
    const actions = body("/api/bookings/{id}", "patch")?.oneOf ?? [];
    expect(actions.map((branch) => asSchema(branch.properties?.action).const)).toEqual([
      "accept",
      "decline",
      "quote",
      "cancel",
    ]);
    expect(actions[2]?.required).toEqual(["action", "total"]);
    expect(body("/api/rentals/mine", "put")?.properties?.cancellation).toMatchObject({
      enum: ["flexible", "moderate", "strict"],
    });
    expect(Object.keys(document.paths["/api/rentals/calendar/{token}"]?.get?.responses[200]?.content ?? {})).toEqual([
      "text/calendar",
    ]);
    const application = body("/api/calls/{id}/applications", "post", "multipart/form-data");
    expect(Object.keys(application?.properties ?? {})).toEqual([
      "roleId",
      "note",
      "answers",
      "selfTape",
      "selfTapeUploadId",
    ]);
    const forms = body("/api/{profileApi}/add", "post", "multipart/form-data")?.oneOf ?? [];
    expect(forms.map((form) => form.title?.split(":")[0])).toEqual([
      "actor",
      "actor",
      "technician",
      "writer-director",
      "music",
      "cameraUnit",
      "locations",
    ]);
    const search = document.paths["/api/search"]?.get?.parameters?.map((p) => p.name);
    expect(search).toContain("languages");
    expect(search).toContain("pageSize");
  });

  it("is what GET /api/openapi.json answers", async () => {
    const response = openApiRoute();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("is shown whole on /api-docs: the overview links every operation to its section's page, which shows it", async () => {
    const overview = renderToStaticMarkup(inEnglish(createElement(ApiDocsPage)));
    expect(overview).toContain('href="/api/openapi.json"');
    const sections = generateStaticParams().map(({ section }) => section);
    const shown = new Map<string, string>();
    for (const section of sections)
      shown.set(
        section,
        renderToStaticMarkup(inEnglish(await ApiSectionPage({ params: Promise.resolve({ section }) } as never))),
      );
    for (const { operation } of allOperations()) {
      const section = sectionSlug(operation.tags[0]);
      expect(overview).toContain(`href="/api-docs/${section}#${operation.operationId}"`);
      expect(shown.get(section)).toContain(`id="${operation.operationId}"`);
    }
  });
});

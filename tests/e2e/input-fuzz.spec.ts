import { expect, test } from "@playwright/test";
import net from "node:net";

// No input makes the production server answer 5xx: a control character (a NUL above all, which the
// database refuses) in any parameter of any API route the OpenAPI document lists, or of the pages that
// take filters, is a 400 naming the parameter; next-auth's callback URL, however malformed, in its query
// or its cookie, never gets past a 4xx or a fallback to the home page.

interface Operation {
  parameters?: { name: string; in: "query" | "path" | "header" }[];
}

const CONTROLS = ["%00", "%01", "%0A", "%1F", "%7F"];

const PAGES = [
  "/search?q=priya&city=",
  "/Artists/Heroine?city=&gender=&languages=&skills=",
  "/job-grid-one?city=&category=&subcategory=&paid=",
  "/employers?city=",
  "/candidates?q=",
];

test("a control character in any API parameter is a 400 naming it, never a 5xx", async ({ request }) => {
  const doc = (await (await request.get("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const tried: string[] = [];
  const wrong: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const get = item.get;
    if (!get) continue;
    const concrete = path.replace(/\{\w+\}/g, "cm0000000000000000000000");
    const addresses = [
      // Each path parameter holding a NUL.
      ...(/\{\w+\}/.test(path) ? [path.replace(/\{\w+\}/g, "cm00000%0000000")] : []),
      ...(get.parameters ?? [])
        .filter((p) => p.in === "query")
        .flatMap((p, i) => [`${concrete}?${p.name}=ab${CONTROLS[i % CONTROLS.length]}cd`]),
    ];
    for (const address of addresses) {
      const res = await request.get(address);
      tried.push(address);
      if (res.status() !== 400) wrong.push(`${address}: ${res.status()}`);
      else {
        const body = (await res.json()) as { message: string };
        const name = /\?([^=]+)=/.exec(address)?.[1];
        if (name && !body.message.includes(`"${name}"`)) wrong.push(`${address}: ${body.message}`);
      }
    }
  }
  expect(tried.length).toBeGreaterThan(20);
  expect(wrong).toEqual([]);
});

test("a control character in a page's filters or path is a 400, never a 5xx", async ({ request }) => {
  const wrong: string[] = [];
  for (const page of PAGES) {
    const [path, query] = page.split("?");
    for (const name of query.split("&").map((pair) => pair.split("=")[0])) {
      for (const control of CONTROLS) {
        const res = await request.get(`${path}?${name}=x${control}`);
        if (res.status() !== 400) wrong.push(`${path}?${name}=x${control}: ${res.status()}`);
      }
    }
  }
  for (const path of [
    "/candidate-profile/ab%00cd",
    "/job-detail-one/%00",
    "/employer-profile/%00",
    "/lookbook/%00",
    "/Artists/%00",
  ]) {
    const res = await request.get(path);
    if (res.status() !== 400) wrong.push(`${path}: ${res.status()}`);
  }
  expect(wrong).toEqual([]);
});

test("a malformed address is refused in the reader's language: the page's, or the one an API request asks for", async ({
  request,
}) => {
  const page = await request.get("/te/job-grid-one?city=x%01");
  expect(page.status()).toBe(400);
  expect(await page.text()).toContain('"city" పరామీటర్‌లో control character ఉంది');
  const english = await request.get("/job-grid-one?city=x%01");
  expect(await english.text()).toContain('The parameter "city" holds a control character');
  const api = await request.get("/api/calls?city=x%01", { headers: { "accept-language": "ta-IN,ta;q=0.9" } });
  expect(api.status()).toBe(400);
  expect(await api.json()).toMatchObject({
    success: false,
    code: "malformed_address",
    message: '"city" அளவுருவில் ஒரு control character உள்ளது, எந்த வடிகட்டியிலும் id-யிலும் அது இருக்காது.',
  });
  const undecodable = await request.get("/hi/Artists/%ff");
  expect([undecodable.status(), await undecodable.text()]).toEqual([
    400,
    "Bad Request. पता सही नहीं है: इसमें ऐसी percent-encoding है जो डीकोड नहीं होती।\n",
  ]);
});

const CALLBACKS = [
  "%",
  "%E0%A4%A",
  "http://[::1",
  "http://%zz/",
  "/%00",
  "/é",
  "/\u0001",
  "javascript:alert(1)",
  "//evil.example/",
  "/\\evil.example",
  "http:\\\\evil.example",
  "x".repeat(5000),
  "/a\r\nSet-Cookie: x=1",
  "\u2028",
];

test("next-auth answers a malformed callback URL without a 5xx, in its query or its cookie", async ({
  playwright,
  baseURL,
}) => {
  const wrong: string[] = [];
  for (const callback of CALLBACKS) {
    for (const where of ["query", "cookie"] as const) {
      const context = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders:
          where === "cookie" ? { cookie: `next-auth.callback-url=${encodeURIComponent(callback)}` } : {},
      });
      for (const endpoint of ["csrf", "signin", "providers", "signout", "session", "signin/credentials"]) {
        const address = `/api/auth/${endpoint}${where === "query" ? `?callbackUrl=${encodeURIComponent(callback)}` : ""}`;
        const res = await context.get(address, { maxRedirects: 0 });
        if (res.status() >= 500)
          wrong.push(`${where} ${JSON.stringify(callback.slice(0, 20))} ${endpoint}: ${res.status()}`);
        const location = res.headers().location;
        if (location && !location.startsWith(baseURL!) && !location.startsWith("/")) {
          wrong.push(`${where} ${JSON.stringify(callback.slice(0, 20))} ${endpoint}: redirected to ${location}`);
        }
      }
      await context.dispose();
    }
  }
  expect(wrong).toEqual([]);
});

/** Sends one request line as written, and resolves with the status line of the answer. */
function rawStatusLine(baseURL: string, requestLine: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`${requestLine}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    );
    let answer = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer within 10 s")));
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer.split("\r\n")[0]));
    socket.on("error", reject);
  });
}

test("a request target that no URL parser reads is answered 400, never left hanging", async ({ baseURL }) => {
  for (const target of ["http://[", "http://[/Artists/Heroine", "//[::1"]) {
    expect(await rawStatusLine(baseURL!, `GET ${target} HTTP/1.1`), target).toMatch(/^HTTP\/1\.1 4\d\d /);
  }
});

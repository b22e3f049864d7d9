import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { newMember } from "./helpers/members";
import { extraPort, startServer, type ProductionServer } from "./helpers/server";
import { nextAuthSignIn, sessionOf } from "./helpers/session";

// Throttling that cannot be turned against users: the client's address comes from the socket
// unless TRUST_PROXY names our proxies, so a forged X-Forwarded-For buys nothing. These servers are the
// production build with the configuration a deployment would give it.

const registration = (email: string) => ({
  name: "Throttle Test",
  gender: "Female",
  category: "Music",
  subcategory: "Chorus",
  phone: "+91 98765 43210",
  email,
  password: "correct horse battery",
});

const post = (baseUrl: string, route: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}/api/user/${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const forged = (i: number) => ({ "x-forwarded-for": `198.51.100.${i}` });

test.describe("behind no proxy (TRUST_PROXY unset)", () => {
  let server: ProductionServer;
  test.beforeAll(async () => {
    server = await startServer({ port: extraPort(4), dataDir: "data/e2e-throttle" });
  });
  test.afterAll(async () => server?.stop());

  // In this order: the sign-up test spends this address's sign-ups, which newMember() needs.
  test("a forged X-Forwarded-Host cannot make another site's request look like our own", async () => {
    const member = await newMember(server.url);
    const session = sessionOf(await nextAuthSignIn(server.url, member))!;
    const res = await fetch(`${server.url}/api/user/delete-profile`, {
      method: "POST",
      headers: {
        cookie: `${session.name}=${session.value}`,
        "content-type": "application/json",
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
      },
      body: JSON.stringify({ userId: member.id, imageType: "coverPic" }),
    });
    expect(res.status).toBe(403);
  });
  test("a forged X-Forwarded-For buys no extra password guesses", async () => {
    const email = `guessed-${randomBytes(3).toString("hex")}@example.test`;
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      statuses.push((await post(server.url, "login", { email, password: `guess number ${i}` }, forged(i))).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  test("a forged X-Forwarded-For buys no extra sign-ups", async () => {
    // Ten sign-ups an hour per address (one went to newMember above): the eleventh attempt is refused.
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      const email = `forger-${i}-${randomBytes(3).toString("hex")}@example.test`;
      statuses.push((await post(server.url, "register", registration(email), forged(i))).status);
    }
    const refused = statuses.indexOf(429);
    expect(refused, statuses.join(" ")).toBeGreaterThan(0);
    expect(statuses.slice(0, refused).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(refused).every((status) => status === 429)).toBe(true);
  });
});

test.describe("behind one proxy (TRUST_PROXY=1)", () => {
  let server: ProductionServer;
  test.beforeAll(async () => {
    server = await startServer({ port: extraPort(5), dataDir: "data/e2e-proxy", env: { TRUST_PROXY: "1" } });
  });
  test.afterAll(async () => server?.stop());

  test("the address our proxy appended counts, not what the client wrote before it", async () => {
    const fromProxy = async (clientWrote: string, proxySaw: string) =>
      (
        await post(server.url, "register", registration(`proxied-${randomBytes(4).toString("hex")}@example.test`), {
          "x-forwarded-for": `${clientWrote}, ${proxySaw}`,
        })
      ).status;
    const sameClient: number[] = [];
    for (let i = 1; i <= 11; i++) sameClient.push(await fromProxy(`198.51.100.${i}`, "203.0.113.9"));
    expect(sameClient.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(sameClient[10]).toBe(429);
    expect(await fromProxy("198.51.100.1", "203.0.113.10")).toBe(201);
  });
});

test.describe("addresses that do not decode, and where sign-in leads", () => {
  test("percent-encoding that does not decode is a 400 or a 404, never a 500", async ({ request }) => {
    for (const path of [
      "/api/user/%ff",
      "/api/user/Artists/%ff",
      "/api/actor/%ff",
      "/uploads/%c0%ae",
      "/uploads/u/%ff/x.jpg",
      "/candidate-profile/%ff",
      "/Artists/%ff",
      "/Artists/%ff?city=x",
      "/%ff",
    ]) {
      const res = await request.get(path);
      expect([400, 404], path).toContain(res.status());
    }
    const api = await request.get("/api/user/%ff");
    expect(await api.json()).toMatchObject({ success: false });
  });

  test("a callbackUrl to another site lands on our home page", async ({ request, baseURL }) => {
    for (const callbackUrl of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      const res = await request.get(`/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`, {
        maxRedirects: 0,
      });
      const location = res.headers()["location"] ?? "";
      expect(location, callbackUrl).not.toMatch(/evil\.example/);
      expect(new URL(location, baseURL).origin).toBe(new URL(baseURL!).origin);
    }
  });

  test("the sign-in form goes back to the page that sent the member, if it is ours", async ({ page }) => {
    await page.goto("/login?callbackUrl=%2Ffaq");
    await page.getByLabel("Email").fill("musician@demo.castfolio.test");
    await page.getByLabel("Password").fill("castfolio-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });
});

import { expect, test } from "@playwright/test";
import { newMember, someAddress, type ApiMember } from "./helpers/members";
import { nextAuthSignIn, sessionOf, type SetCookie } from "./helpers/session";
import { extraPort, startServer, type ProductionServer } from "./helpers/server";

// What only the production server shows: its headers on every kind of answer, the session cookie
// next-auth sets, Next's own answers to wrong methods, and a browser refusing to carry the session
// into a cross-site request.

const LEAKS = [
  /prisma/i,
  /\bat \//,
  /node_modules/,
  /\.tsx?:\d+/,
  /\/work\//,
  /\bSELECT\b/,
  /ECONNREFUSED/,
  /TypeError|RangeError|SyntaxError/,
];

test.describe("security headers", () => {
  test("are on pages, API answers, files and error answers", async ({ request, baseURL }) => {
    const profileId = (await (await request.get("/api/user/Artists/Heroine?pageSize=1")).json()).data.data[0]._id;
    const html = await (await request.get("/")).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)![1];
    const answers = [
      await request.get("/"),
      await request.get("/aboutus"),
      await request.get("/Artists/Heroine"),
      await request.get(`/candidate-profile/${profileId}`),
      await request.get("/no-such-page"),
      await request.get("/api/user/Artists/Heroine?pageSize=2"),
      await request.get("/api/user/no-such-member"),
      await request.post("/api/user/login", {
        data: "{not json",
        headers: { "content-type": "application/json", "x-forwarded-for": someAddress() },
      }),
      await request.post("/api/user/delete-profile", { data: {} }),
      await request.put("/api/user/login"),
      await request.get("/uploads/u/missing/file.jpg"),
      await request.get(script),
    ];
    expect(answers.map((a) => a.status())).toEqual([200, 200, 200, 200, 404, 200, 404, 400, 401, 405, 404, 200]);
    for (const answer of answers) {
      const where = `${answer.status()} ${answer.url().replace(baseURL!, "")}`;
      const headers = answer.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp, where).toContain("frame-ancestors 'none'");
      expect(csp, where).not.toContain("unsafe-eval");
      expect(headers["x-content-type-options"], where).toBe("nosniff");
      expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"], where).toBe("DENY");
      expect(headers["x-powered-by"], where).toBeUndefined();
    }
  });
});

test.describe("wrong methods and garbage to Next's own layers", () => {
  const ROUTES: [string, string[]][] = [
    ["/api/actor/add", ["POST"]],
    ["/api/actor/some-member", ["GET", "HEAD"]],
    ["/api/user/some-member", ["GET", "HEAD"]],
    ["/api/user/Artists/Heroine", ["GET", "HEAD"]],
    ["/api/user/delete-profile", ["POST"]],
    ["/api/user/login", ["POST"]],
    ["/api/user/register", ["POST"]],
    ["/api/user/upload-profile", ["POST"]],
    ["/api/auth/session", ["GET", "HEAD", "POST"]],
  ];

  test("answer 405 to every method a route does not take, never a 500", async ({ request }) => {
    for (const [path, allowed] of ROUTES) {
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => !allowed.includes(m))) {
        const res = await request.fetch(path, { method, data: "x", headers: { "x-forwarded-for": someAddress() } });
        expect(res.status(), `${method} ${path}`).toBe(405);
        const body = await res.text();
        for (const leak of LEAKS) expect(body, `${method} ${path}`).not.toMatch(leak);
      }
    }
  });

  test("next-auth answers garbage with a 4xx or a redirect, never a 500 or internals", async ({ request }) => {
    const sends = [
      () => request.post("/api/auth/callback/credentials", { form: { email: "a@b.c", password: "x" } }),
      () =>
        request.post("/api/auth/callback/credentials", {
          data: Buffer.from([0, 255, 1, 254]),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
      () =>
        request.post("/api/auth/callback/credentials", { data: "{", headers: { "content-type": "application/json" } }),
      () =>
        request.post("/api/auth/callback/credentials", {
          data: JSON.stringify({ email: "a\u0000@b.c", password: "x" }),
          headers: { "content-type": "application/json" },
        }),
      () =>
        request.post("/api/auth/callback/credentials", {
          data: Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
          headers: { "content-type": "application/json" },
        }),
      () =>
        request.post("/api/auth/callback/credentials", {
          data: `${"[".repeat(5000)}${"]".repeat(5000)}`,
          headers: { "content-type": "application/json" },
        }),
      () => request.post("/api/auth/callback/nope", { form: { a: "b" } }),
      () => request.get("/api/auth/nope"),
      () => request.get("/api/auth/session", { headers: { cookie: "next-auth.session-token=%E0%A4%A; theme=%%%" } }),
      () => request.get("/api/auth/session", { headers: { cookie: `next-auth.session-token=${"a".repeat(4000)}` } }),
      () => request.post("/api/auth/signout", { form: { csrfToken: "forged" } }),
    ];
    for (const send of sends) {
      const res = await send();
      expect(res.status(), res.url()).toBeLessThan(500);
      const body = await res.text();
      for (const leak of LEAKS) expect(body, res.url()).not.toMatch(leak);
    }
  });
});

/**
 * A cookie-authenticated write, as our own page sends it (with its Origin): deleting the cover picture
 * (200 when the session is recognised).
 */
const deleteCover = (
  baseUrl: string,
  member: ApiMember,
  cookie: SetCookie,
  headers: Record<string, string> = {},
  origin = baseUrl,
) =>
  fetch(`${baseUrl}/api/user/delete-profile`, {
    method: "POST",
    headers: { origin, ...headers, cookie: `${cookie.name}=${cookie.value}`, "content-type": "application/json" },
    body: JSON.stringify({ userId: member.id, imageType: "coverPic" }),
  });

test.describe("the session cookie", () => {
  test("is httpOnly and SameSite=Lax over http, and works for the API", async ({ baseURL }) => {
    const member = await newMember(baseURL!);
    const session = sessionOf(await nextAuthSignIn(baseURL!, member))!;
    expect(session.name).toBe("next-auth.session-token");
    expect(session.attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/"]));
    expect(session.attributes).not.toContain("secure");
    expect((await deleteCover(baseURL!, member, session)).status).toBe(200);
  });

  test("is also Secure, named __Secure-…, behind an https proxy, and the API reads it there", async ({ baseURL }) => {
    const member = await newMember(baseURL!);
    const https = { "x-forwarded-proto": "https" };
    const session = sessionOf(await nextAuthSignIn(baseURL!, member, https))!;
    expect(session.name).toBe("__Secure-next-auth.session-token");
    expect(session.attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "secure"]));
    const httpsOrigin = baseURL!.replace(/^http:/, "https:");
    expect((await deleteCover(baseURL!, member, session, https, httpsOrigin)).status).toBe(200);
  });

  test.describe("with NEXTAUTH_URL=https://…", () => {
    let server: ProductionServer;
    test.beforeAll(async () => {
      server = await startServer({
        port: extraPort(3),
        dataDir: "data/e2e-https",
        env: { NEXTAUTH_URL: "https://castfolio.example" },
      });
    });
    test.afterAll(async () => server?.stop());

    test("is Secure and __Secure-… whatever the request says, and the API reads it", async () => {
      const member = await newMember(server.url);
      const session = sessionOf(await nextAuthSignIn(server.url, member))!;
      expect(session.name).toBe("__Secure-next-auth.session-token");
      expect(session.attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "secure"]));
      const publicOrigin = "https://castfolio.example";
      expect((await deleteCover(server.url, member, session, {}, publicOrigin)).status).toBe(200);
    });
  });
});

test.describe("a cross-site page", () => {
  test("cannot use a signed-in member's session to change their profile", async ({ page, baseURL }) => {
    const member = await newMember(baseURL!);
    const picture = await page.request.get("/images/og-default.png");
    const upload = await page.request.post("/api/user/upload-profile", {
      headers: { authorization: member.bearer },
      multipart: {
        userId: member.id,
        coverPic: { name: "cover.png", mimeType: "image/png", buffer: await picture.body() },
      },
    });
    expect(upload.status()).toBe(200);
    const coverOf = async () =>
      (await (await page.request.get(`/api/user/${member.id}`)).json()).user.coverPic as string | null;
    const cover = await coverOf();
    expect(cover).toBeTruthy();

    await page.setExtraHTTPHeaders({ "x-forwarded-for": someAddress() });
    await page.goto("/login");
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password").fill(member.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);

    // The attacker's page, on another site, tries every way a page can send a POST with cookies.
    const target = baseURL!;
    await page.route("http://evil.test/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html><body>
          <form id="f" method="POST" action="${target}/api/user/upload-profile" enctype="multipart/form-data" target="sink">
            <input name="userId" value="${member.id}"><input type="file" name="coverPic" id="file">
          </form>
          <iframe name="sink"></iframe>
          <script>
            window.attempts = (async () => {
              const json = JSON.stringify({ userId: "${member.id}", imageType: "coverPic" });
              await fetch("${target}/api/user/delete-profile", { method: "POST", mode: "no-cors", credentials: "include", headers: { "content-type": "text/plain" }, body: json }).catch(() => {});
              await fetch("${target}/api/user/delete-profile", { method: "POST", credentials: "include", headers: { "content-type": "application/json" }, body: json }).catch(() => {});
              const form = new FormData();
              form.append("userId", "${member.id}");
              form.append("coverPic", new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }), "x.png");
              await fetch("${target}/api/user/upload-profile", { method: "POST", mode: "no-cors", credentials: "include", body: form }).catch(() => {});
              const dt = new DataTransfer();
              dt.items.add(new File([new Uint8Array([137, 80, 78, 71])], "x.png", { type: "image/png" }));
              document.getElementById("file").files = dt.files;
              document.getElementById("f").submit();
              await new Promise((r) => document.querySelector("iframe").addEventListener("load", r));
              return "done";
            })();
          </script></body></html>`,
      }),
    );
    await page.goto("http://evil.test/");
    expect(await page.evaluate(() => (window as unknown as { attempts: Promise<string> }).attempts)).toBe("done");
    expect(await coverOf()).toBe(cover);

    // The same request from the site itself goes through: the session was there to be misused.
    await page.goto("/");
    const status = await page.evaluate(async (id) => {
      const res = await fetch("/api/user/delete-profile", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ userId: id, imageType: "coverPic" }),
      });
      return res.status;
    }, member.id);
    expect(status).toBe(200);
    expect(await coverOf()).toBeNull();
  });
});

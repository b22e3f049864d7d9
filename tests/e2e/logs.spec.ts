import { expect, test } from "@playwright/test";
import { newMember } from "./helpers/members";
import { extraPort, startServer, type ProductionServer } from "./helpers/server";

// The server's log as an operator reads it: JSON lines, one per request with its id (a trusted proxy's
// X-Request-Id is kept), method, path, status and duration; and no password, token or cookie anywhere.

let server: ProductionServer | undefined;
test.afterEach(async () => {
  await server?.stop("SIGKILL");
  server = undefined;
});

test("every request is a JSON line with its id; no password, token or cookie reaches the log", async () => {
  test.setTimeout(120_000);
  server = await startServer({
    port: extraPort(8),
    dataDir: "data/e2e-logs",
    env: { TRUST_PROXY: "loopback", LOG_LEVEL: "info" },
  });
  const { url } = server;
  const member = await newMember(url);
  const token = member.bearer.split(" ")[1];

  const traced = await fetch(`${url}/api/notifications`, {
    headers: { authorization: member.bearer, "x-request-id": "trace-abc-123" },
  });
  expect(traced.headers.get("x-request-id")).toBe("trace-abc-123");
  const fresh = await fetch(`${url}/aboutus`);
  expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

  const cookie = "next-auth.session-token=COOKIE-VALUE-THAT-MUST-NOT-BE-LOGGED";
  await fetch(`${url}/api/notifications`, { headers: { cookie } });
  await fetch(`${url}/lookbook/LOOKBOOK-TOKEN-THAT-MUST-NOT-BE-LOGGED`);
  await fetch(`${url}/reset-password?token=RESET-TOKEN-THAT-MUST-NOT-BE-LOGGED`);
  await fetch(`${url}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: member.email, password: "WRONG-PASSWORD-THAT-MUST-NOT-BE-LOGGED" }),
  });
  await fetch(`${url}/api/user/reset-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token: "ANOTHER-RESET-TOKEN-NOT-TO-LOG", password: member.password }),
  });
  await server.stop("SIGTERM");

  const output = server.output();
  for (const secret of [
    member.password,
    token,
    "COOKIE-VALUE-THAT-MUST-NOT-BE-LOGGED",
    "LOOKBOOK-TOKEN-THAT-MUST-NOT-BE-LOGGED",
    "RESET-TOKEN-THAT-MUST-NOT-BE-LOGGED",
    "WRONG-PASSWORD-THAT-MUST-NOT-BE-LOGGED",
    "ANOTHER-RESET-TOKEN-NOT-TO-LOG",
  ]) {
    expect(output, `the log contains ${secret}`).not.toContain(secret);
  }
  // Next.js prints its banner before the app starts; from then on every line is JSON.
  const lines = output.split("\n").filter((line) => line.trim().startsWith("{"));
  const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(records.length).toBeGreaterThan(8);
  const requests = records.filter((r) => r.msg === "request");
  expect(requests.find((r) => r.reqId === "trace-abc-123")).toMatchObject({
    level: "info",
    method: "GET",
    route: "/api/notifications",
    status: 200,
  });
  expect(requests.find((r) => String(r.route).startsWith("/lookbook/"))).toMatchObject({
    route: "/lookbook/[redacted]",
    status: 404,
  });
  for (const r of requests) expect(typeof r.ms).toBe("number");
  expect(records.some((r) => String(r.msg).includes("[shutdown] done"))).toBe(true);
});

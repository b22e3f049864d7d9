import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { serverQuery } from "../helpers/postgres";
import { proxyToDatabase, type TcpProxy } from "../helpers/tcp-proxy";
import { newMember, newMemberWithPicture, type ApiMember } from "./helpers/members";
import { extraPort, startServer, type ProductionServer } from "./helpers/server";

// Faults a production server must survive: being killed in the middle of an upload, and its
// PostgreSQL becoming unreachable while people browse. Each runs its own server, as they break it.

/** Every file under a folder, with its size (none when the folder is missing). */
function filesUnder(dir: string): { path: string; size: number }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const full = path.join(e.parentPath, e.name);
      return { path: path.relative(dir, full), size: statSync(full).size };
    });
}

test.describe("the server killed during an upload", () => {
  let server: ProductionServer;
  test.afterAll(async () => server?.stop());

  test("leaves no temporary file, no stored file and no half-saved profile after a restart", async () => {
    test.setTimeout(180_000);
    const port = extraPort(1);
    server = await startServer({ port, dataDir: "data/e2e-crash" });
    const tmp = path.join(server.dataDir, "tmp", "uploads");
    const member: ApiMember = await newMember(server.url);

    // A large show reel streamed in chunks, as a slow connection would send it.
    const boundary = `----castfolio-${randomBytes(6).toString("hex")}`;
    const upload = http.request(`${server.url}/api/actor/add`, {
      method: "POST",
      headers: {
        authorization: member.bearer,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "transfer-encoding": "chunked",
      },
    });
    upload.on("error", () => {}); // the connection dies with the server
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    upload.write(
      field("userId", member.id) +
        field("fullName", "Crash Test") +
        field("city", "Pune") +
        field("height", "170 cm") +
        field("weight", "60 kg"),
    );
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="videoUpload"; filename="reel.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const received = () => filesUnder(tmp).reduce((sum, f) => sum + f.size, 0);
    for (let sent = 0; received() < 8 * 1024 * 1024; sent++) {
      expect(sent, "the server never wrote the upload to its temporary folder").toBeLessThan(150);
      upload.write(randomBytes(512 * 1024));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    await server.stop("SIGKILL");
    upload.destroy();
    expect(received(), "the crash should leave a partial upload behind").toBeGreaterThan(0);

    server = await startServer({ port, dataDir: "data/e2e-crash", fresh: false });
    expect(filesUnder(tmp)).toEqual([]);
    expect(filesUnder(path.join(server.dataDir, "uploads", "u", member.id))).toEqual([]);
    const form = await fetch(`${server.url}/api/actor/${member.id}`, { headers: { authorization: member.bearer } });
    expect(await form.json()).toEqual({ success: true, actor: null });
    const { user } = await (await fetch(`${server.url}/api/user/${member.id}`)).json();
    expect(user.additionalDetails).toMatchObject({ images: [], videoUpload: [], pdfUpload: null });
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

test.describe("PostgreSQL unreachable while people browse", () => {
  test.skip(!serverUrl, "needs a PostgreSQL server: set TEST_DATABASE_URL");
  const name = `castfolio_e2e_outage_${randomBytes(5).toString("hex")}`;
  let proxy: TcpProxy;
  let server: ProductionServer;

  const admin = (sql: string) => serverQuery(serverUrl!, sql);

  test.beforeAll(async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const viaProxy = await proxyToDatabase(serverUrl!, name);
    proxy = viaProxy.proxy;
    server = await startServer({
      port: extraPort(2),
      dataDir: "data/e2e-outage",
      env: { DATABASE_URL: viaProxy.url, DB_CONNECT_TIMEOUT_MS: "2000" },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  test("pages say the database is unavailable, the API answers 503, and both recover without a restart", async ({
    page,
  }) => {
    const member = await newMemberWithPicture(server.url);
    const pages = ["/Artists/Heroine", `/candidate-profile/${member.id}`];

    await proxy.stop();
    for (const path of pages) {
      const res = await page.goto(server.url + path);
      expect(res!.status(), path).toBe(503);
      expect(res!.headers()["retry-after"], path).toBe("5");
      await expect(page.getByRole("heading", { name: "The database is unavailable" })).toBeVisible();
      await expect(page.getByText("Please try again in a few seconds.")).toBeVisible();
      expect(await page.content()).not.toMatch(/prisma|ECONNREFUSED|\bat \//i);
    }
    const api = await fetch(`${server.url}/api/user/${member.id}`);
    expect(api.status).toBe(503);
    expect((await api.json()).message).toMatch(/^The database is unavailable/);

    await proxy.start();
    for (const path of pages) {
      const res = await page.goto(server.url + path);
      expect(res!.status(), path).toBe(200);
      await expect(page.getByText("E2E Member").first()).toBeVisible();
    }
    expect((await fetch(`${server.url}/api/user/${member.id}`)).status).toBe(200);
  });
});

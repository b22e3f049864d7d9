import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { newMember } from "./helpers/members";
import { extraPort, startServer, type ProductionServer } from "./helpers/server";
import { signIn } from "./helpers/session";

// Writes that cannot corrupt, as the production server answers them.

test("stored files keep their sandbox policy, nosniff and Content-Length under the production server", async ({
  request,
  baseURL,
}) => {
  const member = await newMember(baseURL!);
  const picture = await request.get("/images/og-default.png");
  const upload = await request.post("/api/user/upload-profile", {
    headers: { authorization: member.bearer },
    multipart: {
      userId: member.id,
      profilePic: { name: "me.png", mimeType: "image/png", buffer: await picture.body() },
    },
  });
  expect(upload.status()).toBe(200);
  const path = `/uploads/${(await upload.json()).profilePic}`;
  for (const method of ["GET", "HEAD"] as const) {
    const res = await request.fetch(path, { method });
    const headers = res.headers();
    expect(res.status(), method).toBe(200);
    expect(headers["content-security-policy"], method).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(headers["x-content-type-options"], method).toBe("nosniff");
    expect(Number(headers["content-length"]), method).toBeGreaterThan(1000);
  }
  const body = await (await request.get(path)).body();
  expect(body.length).toBe(Number((await request.head(path)).headers()["content-length"]));
  const part = await request.get(path, { headers: { range: "bytes=0-99" } });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-length"]).toBe("100");
  expect(part.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
});

test("a second tab's save after the first is refused, naming why, and the settings page manages photos", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const [first, second] = [await context.newPage(), await context.newPage()];
  await signIn(first, "technician@demo.castfolio.test");
  for (const tab of [first, second]) await tab.goto("/candidate-profile-setting");

  await first.getByLabel("City", { exact: true }).fill("Visakhapatnam");
  await first.getByRole("button", { name: "Save profile" }).click();
  await expect(first.getByText("Technician updated successfully")).toBeVisible();
  await second.getByLabel("City", { exact: true }).fill("Vijayawada");
  await second.getByRole("button", { name: "Save profile" }).click();
  await expect(second.getByText("This profile was changed elsewhere; reload to see the latest")).toBeVisible();
  await second.reload();
  await expect(second.getByLabel("City", { exact: true })).toHaveValue("Visakhapatnam");

  const gallery = second.getByTestId("saved-images");
  const photos = gallery.getByRole("listitem");
  const count = await photos.count();
  expect(count).toBeGreaterThan(1);
  const firstSrc = await photos.first().getByRole("img").getAttribute("src");
  await gallery.getByRole("button", { name: "Move photo 1 later" }).click();
  await expect(second.getByText("Gallery order saved.")).toBeVisible();
  await expect(photos.nth(1).getByRole("img")).toHaveAttribute("src", firstSrc!);

  const cover = second.getByRole("img", { name: /cover/i }).first();
  const coverBefore = await cover.getAttribute("src");
  await gallery.getByRole("button", { name: "Use photo 1 as the cover picture" }).click();
  await expect(second.getByText("Cover picture updated successfully!")).toBeVisible();
  await expect(cover).not.toHaveAttribute("src", coverBefore!);

  await gallery.getByRole("button", { name: "Delete photo 1" }).click();
  await expect(second.getByText("Photo deleted.")).toBeVisible();
  await expect(photos).toHaveCount(count - 1);
  await context.close();
});

test.describe("a server killed while it stores a save's files", () => {
  let server: ProductionServer | undefined;
  test.afterAll(async () => server?.stop());

  test("leaves files that the sweep at the next start removes, and no half-saved profile", async () => {
    test.setTimeout(180_000);
    const port = extraPort(6);
    server = await startServer({ port, dataDir: "data/e2e-orphans" });
    const member = await newMember(server.url);
    const folder = path.join(server.dataDir, "uploads", "u", member.id);

    // Twelve large photos: the server takes a while to re-encode them, then stores 36 files before it
    // writes a row. It is killed as soon as the first of them is on disk.
    const photo = await sharp(randomBytes(1600 * 1200 * 3), { raw: { width: 1600, height: 1200, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const form = new FormData();
    form.append("userId", member.id);
    for (let i = 1; i <= 12; i++)
      form.append(`image${i}`, new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `p${i}.jpg`);
    const saving = fetch(`${server.url}/api/actor/add`, {
      method: "POST",
      headers: { authorization: member.bearer },
      body: form,
    }).catch(() => undefined);
    const stored = () => (existsSync(folder) ? readdirSync(folder).length : 0);
    for (let waited = 0; stored() === 0; waited += 5) {
      expect(waited, "the server never started storing the files").toBeLessThan(120_000);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await server.stop("SIGKILL");
    await saving;
    expect(stored(), "the kill should leave stored files behind").toBeGreaterThan(0);

    server = await startServer({ port, dataDir: "data/e2e-orphans", fresh: false, env: { ORPHAN_GRACE_MINUTES: "0" } });
    for (let waited = 0; stored() > 0; waited += 50) {
      expect(waited, `stored files left: ${stored()}`).toBeLessThan(20_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const record = await (
      await fetch(`${server.url}/api/actor/${member.id}`, { headers: { authorization: member.bearer } })
    ).json();
    expect(record).toEqual({ success: true, actor: null });
    const { user } = await (await fetch(`${server.url}/api/user/${member.id}`)).json();
    expect(user.additionalDetails.images).toEqual([]);
  });
});

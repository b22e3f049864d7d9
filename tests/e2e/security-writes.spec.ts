import { expect, test } from "@playwright/test";
import { newMember } from "./helpers/members";
import { signIn } from "./helpers/session";

// Writes that cannot corrupt (issue 15), as the production server answers them.

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

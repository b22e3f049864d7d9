import { expect, test } from "@playwright/test";
import { newMember } from "./helpers/members";

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

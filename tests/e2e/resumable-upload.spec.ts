import { expect, test } from "@playwright/test";
import { HIRER_PASSWORD, inDays, newApiHirer, postApiCall, uniqueStamp } from "./helpers/hiring";
import { newMemberWithPicture } from "./helpers/members";
import { signIn } from "./helpers/session";
import { testVideo } from "../helpers/videos";

// A self-tape on a phone's flaky connection: the tape goes up in 5 MB pieces as soon as it is chosen; the
// connection drops in the middle of the second piece, the page says so, and when the phone is back online the
// upload carries on from where the server says it stopped (HEAD), not from the start. The application then goes
// with the tape, and the casting team finds it playable in triage.

const PHONE = { width: 375, height: 800 };
const PIECE = 5 * 1024 * 1024;

/** About 12.6 MB of real video (noise does not compress), so three pieces. */
const TAPE = testVideo({ seconds: 2, noise: true });

test("a self-tape cut off halfway carries on when the connection is back, and the team plays it", async ({
  page,
  request,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const stamp = uniqueStamp();
  const hirerEmail = `hirer.tape.${stamp}@example.test`;
  const bearer = await newApiHirer(request, hirerEmail, {
    organizationName: `Tape House ${stamp}`,
    organizationType: "Production house",
    city: "Kochi",
    name: "Meera Nair",
    phone: "+91 98470 12345",
  });
  const call = await postApiCall(request, bearer, {
    title: `A tape for a short ${stamp}`,
    projectTitle: "Backwaters",
    projectType: "Short film",
    city: "Kochi",
    description: "Two days on the backwaters.",
    auditionType: "SELF_TAPE",
    deadline: inDays(20),
    requiresSelfTape: true,
    roles: [
      {
        name: "Boat owner's daughter",
        category: "Artists",
        subcategory: "Heroine",
        openings: 1,
        paid: false,
        description: "The lead.",
      },
    ],
  });
  const talent = await newMemberWithPicture(baseURL!);

  await page.setViewportSize(PHONE);
  await signIn(page, talent.email, talent.password);
  await page.goto(`/job-detail-one/${call.id}`);
  const form = page.getByRole("form", { name: "Apply to this call" });
  await expect(form.getByText(/uploads as soon as you choose it/)).toBeVisible();

  // The second piece is cut off as the phone loses its connection.
  const seen: { method: string; offset?: string }[] = [];
  let cut = false;
  await page.route("**/api/uploads/*", async (route) => {
    const sent = route.request();
    const offset = sent.headers()["upload-offset"];
    if (sent.method() === "PATCH" && offset === String(PIECE) && !cut) {
      cut = true;
      await page.context().setOffline(true);
      return route.abort("internetdisconnected");
    }
    seen.push({ method: sent.method(), offset });
    return route.continue();
  });

  await form.getByLabel("Self-tape video").setInputFiles({ name: "tape.mp4", mimeType: "video/mp4", buffer: TAPE });
  await expect(form.getByText(/^The connection dropped at 4\d%/)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: info.outputPath("tape-connection-dropped-phone.png"), fullPage: true });
  // Sending the application now is held until the tape is up.
  await form.getByRole("button", { name: "Apply for free" }).click();
  await expect(form.getByText("Wait until the video has finished uploading.")).toBeVisible();

  await page.context().setOffline(false);
  await expect(form.getByText("Uploaded: tape.mp4")).toBeVisible({ timeout: 30_000 });
  await expect(form.getByText("Wait until the video has finished uploading.")).toHaveCount(0);
  await page.screenshot({ path: info.outputPath("tape-uploaded-phone.png"), fullPage: true });
  // After the cut the browser asked where the upload stood, and sent the rest from there: no byte twice.
  const afterCut = seen.slice(seen.findIndex((s) => s.method === "HEAD"));
  expect(afterCut[0]?.method).toBe("HEAD");
  expect(afterCut.filter((s) => s.method === "PATCH").map((s) => s.offset)).toEqual([String(PIECE), String(2 * PIECE)]);

  await form.getByRole("button", { name: "Apply for free" }).click();
  await expect(page.getByText("Your application is sent.")).toBeVisible();

  // The casting team finds the tape in triage, and the file answers a byte range as a player asks for it.
  await page.context().clearCookies();
  await signIn(page, hirerEmail, HIRER_PASSWORD);
  await page.goto(`/job-detail-one/${call.id}/applications`);
  const card = page.getByTestId("applicant");
  await expect(card).toHaveCount(1);
  // The tape is played once its MP4 is made, moments after the application is sent.
  await expect(async () => {
    await page.reload();
    await expect(card.locator("video")).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  const video = card.locator("video");
  await expect(video).toHaveAttribute("poster", /-poster\.jpg$/);
  await expect(video).toHaveAttribute("preload", "none");
  await expect(card).toContainText("Self-tape, 0:02");
  const src = await video.getAttribute("src");
  expect(src).toMatch(/^\/uploads\/.+\.mp4$/);
  const size = Number((await page.request.head(src!)).headers()["content-length"]);
  const range = await page.request.get(src!, { headers: { range: "bytes=0-1023" } });
  expect(range.status()).toBe(206);
  expect((await range.body()).length).toBe(1024);
  expect(range.headers()["content-range"]).toBe(`bytes 0-1023/${size}`);
  // A player can show it: the poster is a picture, and the MP4 starts playing in the browser.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play().catch(() => undefined);
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
  await page.screenshot({ path: info.outputPath("tape-in-triage-phone.png"), fullPage: true });
});

import { expect, test } from "@playwright/test";
import { applyToCall, HIRER_PASSWORD, inDays, newApiHirer, postApiCall, uniqueStamp } from "./helpers/hiring";
import { signIn } from "./helpers/session";
import { testVideo } from "../helpers/videos";

// A tape request from end to end: the casting team picks an applicant on the triage board, asks for a tape with
// instructions, a deadline (four days offered) and sides; the applicant, on a phone, reads it on My applications,
// downloads the sides and sends a tape whose upload is cut off halfway and carries on; the team finds it under
// "Tape received" and plays it in place.

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const PIECE = 5 * 1024 * 1024;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
/** About 12.6 MB of real video (noise does not compress), so three pieces. */
const TAPE = testVideo({ seconds: 2, noise: true });

test("a team asks for a tape with sides, the applicant sends it over a dropped connection, the team plays it", async ({
  page,
  request,
  baseURL,
}, info) => {
  test.setTimeout(150_000);
  const stamp = uniqueStamp();
  const hirerEmail = `hirer.taperequest.${stamp}@example.test`;
  const bearer = await newApiHirer(request, hirerEmail, {
    organizationName: `Kite Pictures ${stamp}`,
    organizationType: "Production house",
    city: "Chennai",
    name: "Revathi Sundaram",
    phone: "+91 98400 12345",
  });
  const call = await postApiCall(request, bearer, {
    title: `A tape for a feature ${stamp}`,
    projectTitle: "Kaatru",
    projectType: "Feature film",
    city: "Chennai",
    description: "Thirty days in Chennai.",
    auditionType: "SELF_TAPE",
    deadline: inDays(20),
    roles: [
      {
        name: "The younger sister",
        category: "Artists",
        subcategory: "Heroine",
        openings: 1,
        paid: false,
        description: "A lead.",
      },
    ],
  });
  const [{ member: talent }] = await applyToCall(baseURL!, call, 1);

  // The team asks for a tape from the board.
  await page.setViewportSize(DESKTOP);
  await signIn(page, hirerEmail, HIRER_PASSWORD);
  await page.goto(`/job-detail-one/${call.id}/applications`);
  await page.getByTestId("applicant").getByRole("checkbox").check();
  await page.getByRole("button", { name: "Ask for a tape" }).click();
  const ask = page.getByTestId("ask-for-tape");
  await expect(ask.getByRole("heading", { name: "Ask 1 applicant for a self-tape" })).toBeVisible();
  await ask.getByLabel("Instructions").fill("Scene 3 from the sides, one take. Slate with your name and city first.");
  // The deadline offered is four days away; too soon is refused with the reason.
  await expect(ask.getByLabel("Deadline (India time)")).toHaveValue(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
  await ask.getByLabel("Sides (a PDF, if you have them)").setInputFiles({
    name: "kaatru-scene-3.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(ask.getByText("Uploaded: kaatru-scene-3.pdf")).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: info.outputPath("ask-for-tape-desktop.png"), fullPage: true });
  await ask.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByText("A tape is asked for: the applicant is told.")).toBeVisible();
  await expect(page.getByTestId("tape-state")).toHaveText("Tape requested");
  await expect(page.getByTestId("tape-filters")).toContainText("Tape requested (1)");

  // The applicant, on a phone, finds it and sends a tape; the connection drops in the second piece.
  await page.context().clearCookies();
  await page.setViewportSize(PHONE);
  await signIn(page, talent.email, talent.password);
  await page.goto("/my-applications");
  const mine = page.getByTestId("my-tape-request");
  await expect(mine).toContainText(`Kite Pictures ${stamp} asks you for a self-tape`);
  await expect(mine).toContainText("Scene 3 from the sides");
  await expect(mine.getByRole("link", { name: "Download the sides (PDF)" })).toHaveAttribute("href", /\.pdf$/);
  let cut = false;
  await page.route("**/api/uploads/*", async (route) => {
    const sent = route.request();
    if (sent.method() === "PATCH" && sent.headers()["upload-offset"] === String(PIECE) && !cut) {
      cut = true;
      await page.context().setOffline(true);
      return route.abort("internetdisconnected");
    }
    return route.continue();
  });
  await mine.getByLabel("Your tape").setInputFiles({ name: "scene-3.mp4", mimeType: "video/mp4", buffer: TAPE });
  await expect(mine.getByText(/^The connection dropped at 4\d%/)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: info.outputPath("tape-request-dropped-phone.png"), fullPage: true });
  await page.context().setOffline(false);
  await expect(mine.getByText("Uploaded: scene-3.mp4")).toBeVisible({ timeout: 30_000 });
  await mine.getByLabel("A note to the casting team (optional)").fill("One take, as asked.");
  await mine.getByRole("button", { name: "Send the tape" }).click();
  await expect(page.getByText("Your tape is sent: the casting team is told.")).toBeVisible();
  await expect(mine.getByTestId("tape-state")).toHaveText("Tape received");
  await page.screenshot({ path: info.outputPath("tape-request-sent-phone.png"), fullPage: true });

  // The team filters by tapes received and plays it in place, once its MP4 is made.
  await page.context().clearCookies();
  await page.setViewportSize(DESKTOP);
  await signIn(page, hirerEmail, HIRER_PASSWORD);
  await page.goto(`/job-detail-one/${call.id}/applications?tape=received`);
  const request_ = page.getByTestId("tape-request");
  await expect(async () => {
    await page.reload();
    await expect(request_.locator("video")).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(request_).toContainText("Their note: One take, as asked.");
  await expect(request_.locator("video")).toHaveAttribute("poster", /-poster\.jpg$/);
  await expect(page.getByTestId("tape-filters")).toContainText("Tape received (1)");
  await page.screenshot({ path: info.outputPath("tape-received-triage-desktop.png"), fullPage: true });
});

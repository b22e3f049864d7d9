import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers/axe";
import { apiBearer, newMember, newMemberWithPicture } from "./helpers/members";
import { DEMO_PASSWORD, signIn } from "./helpers/session";

// Issue 30: a Camera Unit member sets rates and closes a day on /rental-settings; a renter picks days on the
// profile's calendar, reads the total, sends the request; the owner accepts it on /bookings, and only then
// does each see the other's phone and email. At 375 and 1280 px.

for (const width of [375, 1280]) {
  test(`rates, a request and its acceptance, owner and renter (${width} px)`, async ({ page, browser, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const owner = await newMemberWithPicture(baseURL!, {
      category: "Camera Unit",
      subcategory: "Sony",
      gender: "",
      name: "Lens Owner",
    });
    await signIn(page, owner.email, owner.password);
    await page.goto("/rental-settings");
    await page.getByLabel("Day rate (₹)").fill("12000");
    await page.getByLabel("Deposit (₹)").fill("20000");
    await page.getByLabel("Cancellation policy").selectOption("strict");
    await expect(page.getByText("Free cancellation until 14 days before the first day")).toBeVisible();
    await page.getByLabel("Notes for renters").fill("Pickup from Andheri West; ID and a production letter, please.");
    await page.getByRole("button", { name: "Save rates" }).click();
    await expect(page.getByText("Your rates are saved.")).toBeVisible();

    // A day closed next month cannot be asked for.
    const nextMonth = new Date();
    nextMonth.setUTCDate(1);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    const closed = `${nextMonth.toISOString().slice(0, 8)}20`;
    await page.getByLabel("From").fill(closed);
    await page.getByRole("button", { name: "Close these days" }).click();
    await expect(page.getByTestId("blocked-days")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/screens/rental-settings-${width}.png`, fullPage: true });

    const renter = await newMember(baseURL!);
    const renterContext = await browser.newContext({ viewport: { width, height: 900 } });
    const rp = await renterContext.newPage();
    await signIn(rp, renter.email, renter.password);
    await rp.goto(`/candidate-profile/${owner.id}`);
    const panel = rp.locator("#rent");
    await expect(panel.getByTestId("rental-terms")).toContainText("₹12,000");
    await expect(panel).toContainText("Free cancellation until 14 days before the first day");
    await panel.getByRole("button", { name: "Next month" }).click();
    await expect(panel.locator('[data-state="blocked"]')).toHaveCount(1);
    await panel.getByRole("button", { name: /^10 .*, free$/ }).click();
    await panel.getByRole("button", { name: /^12 .*, free$/ }).click();
    await expect(panel.getByTestId("request-total")).toContainText("3 days");
    await expect(panel.getByTestId("request-total")).toContainText("Total ₹36,000");
    await expect(panel.getByTestId("request-total")).toContainText("deposit ₹20,000");
    await expectNoSeriousA11yViolations(rp);
    await panel.getByLabel("Project").fill("Monsoon Diaries");
    await panel.getByLabel("Message").fill("Three days of a night shoot in Versova.");
    await rp.screenshot({ path: `test-results/screens/request-to-book-${width}.png`, fullPage: true });
    await panel.getByRole("button", { name: "Send request" }).click();
    await expect(rp).toHaveURL(/\/bookings\/[\w-]+$/);
    await expect(rp.getByTestId("booking-status")).toHaveText("Awaiting the owner");
    await expect(rp.getByTestId("booking-total")).toContainText("₹36,000");
    await expect(rp.getByTestId("booking-contact")).toHaveCount(0);

    await page.goto("/bookings");
    const card = page.getByTestId("booking").filter({ hasText: "Monsoon Diaries" });
    await expect(card.getByTestId("booking-contact")).toHaveCount(0);
    page.once("dialog", (dialog) => void dialog.accept());
    await card.getByRole("button", { name: "Accept" }).click();
    await expect(card.getByTestId("booking-status")).toHaveText("Booked");
    await expect(card.getByTestId("booking-contact")).toContainText(renter.email);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/screens/owner-bookings-${width}.png`, fullPage: true });

    await rp.reload();
    await expect(rp.getByTestId("booking-status")).toHaveText("Booked");
    await expect(rp.getByTestId("booking-contact")).toContainText(owner.email);
    await expect(rp.getByRole("button", { name: "Cancel booking" })).toBeVisible();
    await rp.screenshot({ path: `test-results/screens/renter-booking-${width}.png`, fullPage: true });

    // The booked days are no longer free on the profile's calendar.
    await rp.goto(`/candidate-profile/${owner.id}`);
    await rp.locator("#rent").getByRole("button", { name: "Next month" }).click();
    await expect(rp.locator("#rent").locator('[data-state="booked"]')).toHaveCount(3);
    await renterContext.close();
  });
}

test("a studio's record as a renter shows on its page, from the owners' reviews (375 px)", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const bearer = await apiBearer(baseURL!, "hirer@studios.castfolio.test", DEMO_PASSWORD);
  const listed = await fetch(`${baseURL}/api/bookings?role=renter`, { headers: { authorization: bearer } });
  const bookings = (await listed.json()).data as { renter: { profile: string } }[];
  const studioPage = bookings[0].renter.profile;
  await page.goto(studioPage);
  const record = page.getByTestId("renter-record");
  await expect(record).toContainText("As a renter");
  await expect(record.getByTestId("renter-reviews").getByRole("listitem").first()).toBeVisible();
  await record.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/studio-renter-record-375.png", fullPage: true });
});

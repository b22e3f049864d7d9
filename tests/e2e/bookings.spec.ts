import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers/axe";
import { apiBearer, newMember, newMemberWithPicture } from "./helpers/members";
import { inDays } from "./helpers/hiring";
import { agree, DEMO_PASSWORD, signIn } from "./helpers/session";

// A Camera Unit member sets rates and closes a day on /rental-settings; a renter picks days on the
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

    // A day closed next month (India's: the calendar's months are) cannot be asked for.
    const thisMonth = inDays(0).slice(0, 7);
    const nextMonth = new Date(`${thisMonth}-01T00:00:00Z`);
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
    // One day picked reads as that day, not a range from it to itself; days as /bookings writes them.
    await expect(panel.getByTestId("picked-days")).toHaveText(/^On 10 [A-Z][a-z]{2,3} \d{4}$/);
    await panel.getByRole("button", { name: /^12 .*, free$/ }).click();
    await expect(panel.getByTestId("picked-days")).toHaveText(
      /^From 10 [A-Z][a-z]{2,3} \d{4} to 12 [A-Z][a-z]{2,3} \d{4}$/,
    );
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
    // The site's own dialog asks, in the page's language: the browser's confirm() never opens.
    const browserDialogs: string[] = [];
    page.on("dialog", (dialog) => {
      browserDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await card.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    if (width === 375) await page.screenshot({ path: test.info().outputPath("booking-confirm-375.png") });
    await agree(page);
    await expect(card.getByTestId("booking-status")).toHaveText("Booked");
    expect(browserDialogs).toEqual([]);
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

test("a location by the hour: a partly booked day names the hours held and takes others (375 px)", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const base = baseURL!;
  const place = await newMemberWithPicture(base, { category: "Locations", subcategory: "Beach", gender: "" });
  const json = (bearer: string, method: string, body: object) => ({
    method,
    headers: { authorization: bearer, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const terms = { dayRate: 40000, hourlyRate: 6000, minimumHours: 3, deposit: 0, cancellation: "flexible" };
  expect((await fetch(`${base}/api/rentals/mine`, json(place.bearer, "PUT", terms))).status).toBe(200);
  // Ten days ahead, in India time: the first production holds the morning.
  const day = inDays(10);
  const first = await newMember(base);
  const asked = await fetch(
    `${base}/api/bookings`,
    json(first.bearer, "POST", {
      ownerId: place.id,
      start: `${day}T09:00`,
      end: `${day}T12:00`,
      projectTitle: "Sunrise",
    }),
  );
  expect(asked.status).toBe(201);
  const { id } = (await asked.json()).data as { id: string };
  expect((await fetch(`${base}/api/bookings/${id}`, json(place.bearer, "PATCH", { action: "accept" }))).status).toBe(
    200,
  );

  const renter = await newMember(base);
  await signIn(page, renter.email, renter.password);
  await page.goto(`/candidate-profile/${place.id}`);
  const panel = page.locator("#rent");
  await panel.getByRole("button", { name: "By the hour" }).click();
  if (day.slice(0, 7) !== inDays(0).slice(0, 7)) {
    await panel.getByRole("button", { name: "Next month" }).click();
  }
  const held = panel.getByRole("button", { name: /partly booked \(9:00\s?am to 12:00\s?pm\)/i });
  await expect(held).toBeEnabled();
  await held.click();
  await expect(panel.getByTestId("picked-days")).toContainText(/already booked 9:00\s?am to 12:00\s?pm/i);
  await panel.getByLabel("From", { exact: true }).fill("13:00");
  await panel.getByLabel("Until").fill("15:00");
  await expect(panel.getByTestId("request-total")).toContainText("2 hours, charged as the 3-hour minimum");
  await expect(panel.getByTestId("request-total")).toContainText("Total ₹18,000");
  await expectNoSeriousA11yViolations(page);
  await panel.getByLabel("Project").fill("Afternoon Tea");
  await panel.screenshot({ path: "test-results/screens/hourly-partly-booked-375.png" });
  await panel.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/bookings\/[\w-]+$/);
  await expect(page.getByTestId("booking-status")).toHaveText("Awaiting the owner");
});

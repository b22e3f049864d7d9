import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

// The test server has none of the SUPPORT_* settings (playwright.config.ts): no page may show a made-up
// telephone number, email, WhatsApp chat or office address in their stead, and a profile is reached through its own
// Message and Save to shortlist buttons, not a "Contact Us" box.

const SIZES = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
];

async function someProfile(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/user/Artists/Hero?pageSize=1");
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { data: { _id: string }[] } };
  return `/candidate-profile/${data.data[0]._id}`;
}

/** Nothing on the page (text, links or the data it carries) offers a placeholder or an unset contact. */
async function expectNoMadeUpContact(page: Page, path: string) {
  expect(await page.content(), path).not.toContain("0000 0000");
  expect(await page.locator("body").innerText(), path).not.toMatch(/0000 0000/);
  await expect(page.locator('a[href*="wa.me"]'), path).toHaveCount(0);
  await expect(page.locator('a[href^="tel:"], a[href^="mailto:"]'), path).toHaveCount(0);
  await expect(page.getByTestId("chat-help"), path).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Chat with us/i }), path).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Chat with us/i }), path).toHaveCount(0);
  await expect(page.getByText(/Chat with us/i), path).toHaveCount(0);
}

for (const size of SIZES) {
  test(`at ${size.width} px, no placeholder contact on a profile, /contactus or the home page`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const profile = await someProfile(request);

    const opened = await page.goto(profile);
    expect(opened?.status(), profile).toBe(200);
    await expect(page.getByTestId("introduction")).toBeVisible();
    // A visitor is not shown the member's database id.
    await expect(page.getByText(/User ID:/)).toHaveCount(0);
    await expectNoMadeUpContact(page, profile);
    await expect(page.getByRole("heading", { name: "Contact Us" })).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Contact Us" })).toHaveCount(0);
    await expect(page.getByTestId("message-button")).toBeVisible();
    await expect(page.getByTestId("message-button")).toHaveText("Message");

    for (const path of ["/", "/contactus"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectNoMadeUpContact(page, path);
    }

    // Without a configured way, /contactus says what works instead.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    const otherWays = page.getByTestId("other-ways");
    await expect(otherWays).toBeVisible();
    await expect(otherWays.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    await expect(page.getByText("Call Us", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Email Us", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Chat on WhatsApp", { exact: true })).toHaveCount(0);
    // Nor an office: no SUPPORT_ADDRESS, so no "Visit Us" card and no map of a made-up address.
    await expect(page.getByText("Visit Us", { exact: true })).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.locator("address")).toHaveCount(0);
  });
}

import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers/session";

// A casting team writes to an actor from the actor's profile, the actor replies, each sees the unread
// count in the header change, and a message sent while the other has the thread open arrives there live.

const HIRER = "hirer@studios.castfolio.test";
const ACTOR = "artist@demo.castfolio.test";

const messagesCount = (page: Page) => page.getByTestId("messages-link");

test("a hirer messages an actor from the profile, the actor replies, both see the counts change", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const actor = await (await browser.newContext()).newPage();
  await signIn(actor, ACTOR);
  await actor.goto("/candidate-profile-setting");
  const profile = (await actor.getByRole("link", { name: "View public profile" }).getAttribute("href"))!;
  await actor.goto("/");
  await expect(messagesCount(actor)).not.toContainText(/\d/);

  const hirer = await (await browser.newContext()).newPage();
  await signIn(hirer, HIRER);
  await hirer.goto(profile);
  // The button is disabled until the page knows who is signed in; click() waits for it to be enabled.
  const composer = hirer.getByRole("textbox", { name: /^Message / });
  await hirer.getByTestId("message-button").click();
  await expect(composer).toBeVisible();
  await composer.fill("Hello! Could you come for a look test on Friday?");
  await hirer.getByRole("button", { name: "Send" }).click();
  await expect(hirer).toHaveURL(/\/messages\/[\w-]+$/);
  const thread = hirer.url();
  await expect(hirer.getByTestId("thread")).toContainText("Could you come for a look test on Friday?");
  await hirer.goto("/");

  // The actor's header counts the thread; opening it reads it.
  await actor.reload();
  await expect(messagesCount(actor).getByTestId("messages-link-count")).toHaveText("1");
  await messagesCount(actor).click();
  await actor
    .getByRole("link", { name: /Silver Reel Studios/ })
    .first()
    .click();
  await expect(actor.getByTestId("thread")).toContainText("Could you come for a look test on Friday?");
  await expect(messagesCount(actor)).not.toContainText(/\d/);
  await actor.getByLabel("Your message").fill("Yes, Friday works. What time?");
  await actor.getByRole("button", { name: "Send" }).click();
  await expect(actor.getByTestId("thread")).toContainText("Yes, Friday works. What time?");

  // The hirer, elsewhere on the site, sees one unread thread, then reads it.
  await hirer.reload();
  await expect(messagesCount(hirer).getByTestId("messages-link-count")).toHaveText("1");
  await hirer.goto(thread);
  await expect(hirer.getByTestId("thread")).toContainText("Yes, Friday works. What time?");
  await expect(messagesCount(hirer)).not.toContainText(/\d/);

  // With both on the thread, a new message arrives without a reload, and the sender sees it was read.
  await hirer.getByLabel("Your message").fill("11 am at Studio 4, Banjara Hills: https://maps.example/studio4");
  await hirer.getByRole("button", { name: "Send" }).click();
  await expect(actor.getByTestId("thread")).toContainText("11 am at Studio 4");
  await expect(actor.getByRole("link", { name: "https://maps.example/studio4" }).last()).toHaveAttribute(
    "rel",
    /noopener/,
  );
  // The receipt makes two trips through the event streams (the message to the actor, the read back).
  await expect(hirer.getByTestId("thread")).toContainText("Seen", { timeout: 15_000 });
});

test("a visitor who presses Message is asked to sign in; nobody sees a thread that is not theirs", async ({
  page,
  browser,
}) => {
  const hirer = await (await browser.newContext()).newPage();
  await signIn(hirer, HIRER);
  await hirer.goto("/messages");
  const thread = (await hirer.getByTestId("conversations").getByRole("link").first().getAttribute("href"))!;

  await signIn(page, "musician@demo.castfolio.test");
  const answer = await page.goto(thread);
  expect(answer?.status()).toBe(404);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/Artists/Hero");
  await visitor
    .getByRole("link", { name: /View Profile/ })
    .first()
    .click();
  await visitor.getByTestId("message-button").click();
  await expect(visitor).toHaveURL(/\/login\?callbackUrl=/);
});

test("on a phone the message list and a thread fit the screen", async ({ browser }) => {
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await signIn(phone, HIRER);
  await phone.goto("/messages");
  const fits = () => phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await expect(phone.getByTestId("conversations")).toBeVisible();
  expect(await fits()).toBe(true);
  await phone.getByTestId("conversations").getByRole("link").first().click();
  await expect(phone.getByTestId("thread")).toBeVisible();
  await expect(phone.getByLabel("Your message")).toBeVisible();
  expect(await fits()).toBe(true);
});

test("a stranger's message asking for money carries a warning for its recipient, on a phone", async ({ browser }) => {
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  // The demo data holds one: another studio asking an actress for a fee before she ever replied.
  await signIn(phone, "artist.female@demo.castfolio.test");
  await phone.goto("/messages");
  await phone.getByTestId("conversations").getByRole("link").filter({ hasText: "GPay" }).click();
  await expect(phone.getByTestId("thread")).toContainText("Send Rs 1,500 by GPay");
  await expect(phone.getByTestId("thread").getByRole("alert")).toContainText(
    "Careful: this member is new to you and asks for money.",
  );
  await phone.screenshot({ path: "test-results/money-warning-phone.png" });
});

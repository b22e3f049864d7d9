import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./helpers/session";

// "Save to shortlist" on the cards of a listing and of a search, and on a profile, at a phone's width and a
// desktop's: the panel (its heading, its lists, the field for a new list and its buttons) lies wholly inside
// the window, nothing clips or covers it (the cards' overflow is hidden, for their rounded pictures), and
// a casting director can start a new shortlist from it. A card on the right-hand edge of the grid too,
// where a panel lined up with its button's right edge used to run off the window.

const HIRER = "hirer@studios.castfolio.test";

const SIZES = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

const PAGES = [
  { name: "listing", path: "/Artists/Heroine" },
  { name: "search", path: "/search?q=priya" },
] as const;

/** Boxes are measured in fractions of a pixel. */
const SUBPIXEL = 0.5;

/** `what`'s box lies wholly inside the window. */
async function expectInViewport(page: Page, target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, `${what} is on the page`).not.toBeNull();
  const { x, y, width, height } = box!;
  const viewport = page.viewportSize()!;
  expect(x, `${what}: left edge`).toBeGreaterThanOrEqual(-SUBPIXEL);
  expect(y, `${what}: top edge`).toBeGreaterThanOrEqual(-SUBPIXEL);
  expect(x + width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width + SUBPIXEL);
  expect(y + height, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height + SUBPIXEL);
}

/**
 * What a press would reach by each of the four edges of `target` (a few pixels in, halfway along, clear of
 * rounded corners) and at its centre is `target` itself: no ancestor's overflow clips it and nothing is
 * drawn over it.
 */
async function expectUncovered(target: Locator, what: string) {
  const reached = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const inset = Math.min(3, r.width / 4, r.height / 4);
    const [midX, midY] = [r.left + r.width / 2, r.top + r.height / 2];
    const points = [
      [r.left + inset, midY],
      [r.right - inset, midY],
      [midX, r.top + inset],
      [midX, r.bottom - inset],
      [midX, midY],
    ];
    return points.map(([px, py]) => {
      const hit = document.elementFromPoint(px, py);
      return hit !== null && el.contains(hit);
    });
  });
  expect(reached, `${what} can be pressed by each edge and at its centre`).toEqual(reached.map(() => true));
}

/** Opens a card's panel. The button is disabled until the page has hydrated; click() waits for that. */
async function openPanel(page: Page, scope: Locator, name: string) {
  const button = scope.getByTestId("save-to-shortlist");
  const panel = page.getByRole("dialog", { name: `Save ${name} to a shortlist` });
  await button.click();
  await expect(panel).toBeVisible();
  return { button, panel };
}

/**
 * Checks the open panel of `name` is all in the window and pressable, that focus went into it, then starts a
 * new shortlist with it; Escape closes it and gives focus back to its button.
 */
async function checkAndSave(page: Page, button: Locator, panel: Locator, name: string, label: string) {
  const field = panel.getByLabel("New shortlist name");
  const add = panel.getByRole("button", { name: "Add" });
  await expect(panel.getByText("Loading…")).toHaveCount(0);
  await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await expectInViewport(page, panel, `${label}: the panel`);
  await expectInViewport(page, panel.getByRole("heading", { name: "Save to a shortlist" }), `${label}: its heading`);
  await expectInViewport(page, field, `${label}: the new shortlist field`);
  await expectInViewport(page, add, `${label}: the Add button`);
  await expectInViewport(page, panel.getByRole("link", { name: "Manage shortlists" }), `${label}: its link`);
  const lists = panel.getByRole("list");
  if (await lists.count()) await expectInViewport(page, lists, `${label}: the shortlists`);
  await expectUncovered(panel, `${label}: the panel`);
  await expectUncovered(field, `${label}: the new shortlist field`);

  const list = `Popover ${label} ${Date.now()}`;
  await field.click();
  await field.fill(list);
  await add.click();
  await expect(page.getByText(`${name} saved to ${list}.`)).toBeVisible();
  await expect(panel.getByRole("checkbox", { name: list })).toBeChecked();
  await expect(field).toHaveValue("");

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
}

/** The card on the right-hand end of the grid's first row. */
async function rightmostCard(cards: Locator) {
  const index = await cards.evaluateAll((all) => {
    const boxes = all.map((card) => card.getBoundingClientRect());
    const top = Math.min(...boxes.map((b) => b.top));
    let best = 0;
    boxes.forEach((b, i) => {
      if (Math.abs(b.top - top) < 2 && b.right > boxes[best].right) best = i;
    });
    return best;
  });
  return cards.nth(index);
}

for (const size of SIZES) {
  test(`at ${size.width} px, "Save to shortlist" opens inside the window on cards and a profile, and saves (${size.name})`, async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, HIRER);

    for (const where of PAGES) {
      await page.goto(where.path);
      const cards = page.getByTestId("candidate-card");
      await expect(cards.first()).toBeVisible();
      const picks = [cards.first()];
      if ((await cards.count()) > 1) {
        const right = await rightmostCard(cards);
        const [first, last] = [await cards.first().boundingBox(), await right.boundingBox()];
        expect(last!.x, "the right-hand card is right of the first").toBeGreaterThan(first!.x);
        picks.push(right);
      }
      for (const [i, card] of picks.entries()) {
        const name = (await card.getByRole("heading").innerText()).trim();
        const label = `${where.name} ${i === 0 ? "first" : "right-hand"} card, ${size.name}`;
        const { button, panel } = await openPanel(page, card, name);
        await page.screenshot({ path: info.outputPath(`shortlist-popover-${size.name}-${where.name}-${i}.png`) });
        await checkAndSave(page, button, panel, name, label);
      }

      // A press outside closes it.
      const name = (await cards.first().getByRole("heading").innerText()).trim();
      const { panel } = await openPanel(page, cards.first(), name);
      await page.mouse.click(1, Math.round(size.height / 2));
      await expect(panel).toBeHidden();
    }

    // The profile page's own button.
    await page.goto(PAGES[0].path);
    const card = page.getByTestId("candidate-card").first();
    const name = (await card.getByRole("heading").innerText()).trim();
    await card.getByRole("link", { name: /View Profile/ }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const { button, panel } = await openPanel(page, page.getByRole("main"), name);
    await page.screenshot({ path: info.outputPath(`shortlist-popover-${size.name}-profile.png`) });
    await checkAndSave(page, button, panel, name, `profile, ${size.name}`);
  });
}

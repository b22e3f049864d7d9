import type { Page } from "@playwright/test";

/**
 * A card of a seeded member with a full profile that no test edits: a card with a picture (members other
 * tests registered have none) and gallery photos, whose public record still has no video and no field typed
 * by the editing tests (the demo sign-ins those tests change).
 */
export async function untouchedSeededCard(page: Page) {
  const cards = page.getByTestId("candidate-card");
  await cards.first().waitFor();
  for (let i = (await cards.count()) - 1; i >= 0; i--) {
    const card = cards.nth(i);
    if (!/-card\.webp$/.test((await card.getByRole("img").first().getAttribute("src")) ?? "")) continue;
    // A member a test registered (helpers/members.ts), whatever it saved since.
    if ((await card.getByRole("heading").innerText()).includes("E2E")) continue;
    const href = await card.getByRole("link", { name: /View Profile/ }).getAttribute("href");
    const { user } = await (await page.request.get(`/api/user/${href!.split("/").pop()}`)).json();
    const details = JSON.stringify(user.additionalDetails);
    const { videoUpload, images } = user.additionalDetails as { videoUpload: string[]; images: string[] };
    if (!details.includes("E2E") && videoUpload.length === 0 && images.length > 0) return card;
  }
  throw new Error("No untouched seeded member on this listing");
}

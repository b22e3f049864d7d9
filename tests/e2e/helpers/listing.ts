import type { Page } from "@playwright/test";

/**
 * A card of a seeded member with a full profile that no test edits: listings are newest first, so
 * newer cards may be accounts other tests registered, and the oldest is the demo sign-in that the
 * editing tests change. The second-oldest is neither.
 */
export async function untouchedSeededCard(page: Page) {
  const cards = page.getByTestId("candidate-card");
  await cards.first().waitFor();
  return cards.nth((await cards.count()) - 2);
}

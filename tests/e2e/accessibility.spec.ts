import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers/axe";

// The pages filmmakers use most, scanned like the static pages in site.spec.ts: listings (cached and
// filtered), a profile, and the sign-in and sign-up forms.

test("listings, a profile and the account forms have no serious accessibility violation", async ({ page, request }) => {
  const id = (await (await request.get("/api/user/Artists/Heroine?pageSize=1")).json()).data.data[0]._id;
  for (const path of ["/Artists/Heroine", "/Artists/Heroine?gender=Female", "/candidates", `/candidate-profile/${id}`, "/login", "/signup"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectNoSeriousA11yViolations(page);
  }
});

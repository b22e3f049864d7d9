import { expect, type APIRequestContext, type Page, test } from "@playwright/test";
import { CAROUSEL, TOAST_DURATION_MS } from "../../lib/site";
import { expectNoSeriousA11yViolations } from "./helpers/axe";
import { someAddress } from "./helpers/members";
import { extraPort, startServer } from "./helpers/server";
import { signIn } from "./helpers/session";

// The public site around the listings: home, static pages, studios and jobs, toasts, not-found.

const STATIC_PAGES = [
  { path: "/aboutus", h1: "About Us", text: ["Why we built Castfolio", "Who is on Castfolio"] },
  {
    path: "/services",
    h1: "How It Works",
    text: ["For artists, crews and owners", "For filmmakers and studios", "Casting Calls"],
  },
  {
    path: "/terms",
    h1: "Terms of Service",
    text: ["Accounts that break the rules may be terminated", "Job placement is not guaranteed"],
  },
  {
    path: "/privacy",
    h1: "Privacy Policy",
    text: ["Limited profile details may be shared with verified casting directors or production companies"],
  },
  // The test server sets none of SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_WHATSAPP (tests/e2e/contact-details.spec.ts).
  { path: "/contactus", h1: "Contact Us", text: ["How to reach us"] },
  {
    path: "/faq",
    h1: "Frequently Asked Questions",
    text: ["Who can register on Castfolio?", "Still have a question?"],
  },
];

const FIXED_PAGES = [
  "/",
  ...STATIC_PAGES.map((p) => p.path),
  "/employers",
  "/job-grid-one",
  "/api-docs",
  "/api-docs/profiles",
];

/** The seeded data's ids differ each run: a studio's page and a call's page, found through the API. */
async function hiringPages(request: APIRequestContext): Promise<string[]> {
  const { data } = await (await request.get("/api/calls")).json();
  const call = data.calls[0] as { id: string; organization: { id: string } };
  return [`/employer-profile/${call.organization.id}`, `/job-detail-one/${call.id}`];
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

test.describe("home", () => {
  test("shows the hero, about, features, categories, jobs and FAQ with video", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Journey to Stardom Starts Here");
    await expect(page.getByRole("link", { name: "REGISTER HERE" })).toHaveAttribute("href", "/signup");
    await expect(page.getByRole("link", { name: "LEARN MORE" })).toHaveAttribute("href", "/aboutus");
    await expect(page.getByRole("link", { name: "UPDATE PROFILE" })).toHaveCount(0);

    await expect(page.getByRole("heading", { name: "Where film talent meets the people who cast it" })).toBeVisible();

    const features = page.locator("section[aria-labelledby=features-title] li h3");
    await expect(features).toHaveText([
      "Casting Calls",
      "Production Support",
      "Industry Connections",
      "Workshops & Training",
    ]);

    const carousel = page.getByRole("region", { name: "Popular Categories" });
    const slides = carousel.getByRole("group");
    await expect(slides).toHaveCount(8);
    const expected: [string, string][] = [
      ["Hero", "/Artists/Hero"],
      ["Heroine", "/Artists/Heroine"],
      ["Director", "/Writers%20%26%20Directors/Director"],
      ["Assistant Director", "/Writers%20%26%20Directors/Assistant%20Director"],
      ["Beach", "/Locations/Beach"],
      ["Farmhouse", "/Locations/Farmhouse"],
      ["Dancers", "/Artists/Dancers"],
      ["Choreographers", "/Artists/Dancers"],
    ];
    for (const [i, [label, href]] of expected.entries()) {
      await expect(slides.nth(i).getByRole("link")).toHaveAttribute("href", href);
      await expect(slides.nth(i)).toContainText(label);
    }

    const jobs = page.locator("section[aria-labelledby=jobs-title] [data-testid=job-card]");
    await expect(jobs).toHaveCount(6);
    // The newest open calls from the database, each a link to its page.
    await expect(jobs.first().getByRole("link").first()).toHaveAttribute("href", /^\/job-detail-one\/[\w-]+$/);
    for (const card of await jobs.all()) await expect(card.getByTestId("job-openings")).toHaveText(/^\d+ openings?$/);

    await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
    await expect(page.getByTestId("faq-accordion").locator("details")).toHaveCount(5);
    // The promo video is its poster behind a Play button until pressed.
    const play = page.getByRole("button", { name: "Play the Castfolio promo video" });
    await expect(play.locator("img")).toHaveAttribute("src", "/images/home/promo-poster.webp");
    await play.click();
    const video = page.locator("video");
    await expect(video).toHaveAttribute("poster", "/images/home/promo-poster.webp");
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0);
    for (const src of [
      "/videos/castfolio-promo.mp4",
      "/videos/castfolio-promo.webm",
      "/videos/castfolio-promo.en.vtt",
      "/images/home/promo-poster.webp",
    ]) {
      expect((await page.request.get(src)).status(), src).toBe(200);
    }

    // The WhatsApp chat link shows only with SUPPORT_WHATSAPP, which the test server does not set.
    await expect(page.getByTestId("chat-help")).toHaveCount(0);
  });

  test("the carousel autoplays every 3 s with a 400 ms slide, and shows 5/4/3/1 items by width", async ({ page }) => {
    await open(page, "/");
    const carousel = page.getByTestId("category-carousel");
    await expect(carousel).toHaveAttribute("data-index", "0");
    await expect(carousel).toHaveAttribute("data-index", "1", { timeout: 5000 });
    const duration = await page
      .locator("#popular-categories-track")
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration).toBe("0.4s");

    for (const [width, perView] of [
      [1280, 5],
      [1025, 5],
      [1000, 4],
      [800, 3],
      [767, 3],
      [600, 1],
      [425, 1],
      [360, 1],
    ]) {
      await page.setViewportSize({ width, height: 900 });
      const shown = await page.locator("#popular-categories-track").evaluate((track) => {
        const slide = track.firstElementChild as HTMLElement;
        return Math.round(track.getBoundingClientRect().width / slide.getBoundingClientRect().width);
      });
      expect(shown, `items at ${width}px`).toBe(perView);
    }
  });

  test("the carousel works by keyboard: pause, previous, next, and every link reachable", async ({ page }) => {
    // The page's timers run on a clock the test can move on (at the real pace until then).
    await page.clock.install();
    await open(page, "/");
    const carousel = page.getByTestId("category-carousel");
    await carousel.getByRole("button", { name: "Pause the carousel" }).focus();
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("button", { name: "Play the carousel" })).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Previous categories" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(carousel).toHaveAttribute("data-index", "3"); // wraps to the last position (8 items, 5 shown)
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(carousel).toHaveAttribute("data-index", "0");

    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("link", { name: /^Hero Artists/ })).toBeFocused();
    for (let i = 0; i < 7; i++) await page.keyboard.press("Tab");
    const last = carousel.getByRole("link", { name: /^Choreographers/ });
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport({ ratio: 0.9 });
    // Past the moment a playing carousel would have moved on (its timers fire on the way).
    await page.clock.runFor(CAROUSEL.autoplayMs + 500);
    await expect(carousel).toHaveAttribute("data-index", "3"); // paused: it did not move on

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/Artists\/Dancers$/);
  });

  test("the FAQ accordion opens and closes by keyboard, one answer at a time", async ({ page }) => {
    for (const path of ["/", "/faq"]) {
      await open(page, path);
      const items = page.getByTestId("faq-accordion").locator("details");
      await expect(items.first()).toHaveAttribute("open", "");
      await expect(items.nth(1)).not.toHaveAttribute("open");
      await items.nth(1).locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(items.nth(1)).toHaveAttribute("open", "");
      await expect(items.nth(1).locator("p")).toBeVisible();
      await expect(items.first()).not.toHaveAttribute("open");
      await page.keyboard.press("Space");
      await expect(items.nth(1)).not.toHaveAttribute("open");
      await expect(items.nth(1).locator("p")).toBeHidden();
    }
  });
});

test.describe("static pages", () => {
  for (const { path, h1, text } of STATIC_PAGES) {
    test(`${path} shows ${h1}`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      for (const t of text) await expect(page.getByText(t).first()).toBeVisible();
    });
  }

  test("contact, as configured: info cards with title, description and link, and a map that degrades to a link", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The shared test server configures no way to reach the team (contact-details.spec.ts); this one does.
    const server = await startServer({
      port: extraPort(12),
      dataDir: "data/e2e-contact",
      env: {
        SUPPORT_EMAIL: "help@castfolio.example",
        SUPPORT_PHONE: "+91 40 1234 5678",
        SUPPORT_ADDRESS: "Road No. 1, Film Nagar, Jubilee Hills, Hyderabad 500096, India",
        SUPPORT_MAP_LOCATION: "17.4126,78.4071",
      },
    });
    try {
      await page.goto(`${server.url}/contactus`);
      const cards = page.getByTestId("contact-card");
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all()) {
        await expect(card.getByRole("heading")).not.toBeEmpty();
        await expect(card.locator("p")).not.toBeEmpty();
        await expect(card.getByRole("link")).toHaveAttribute("href", /^(tel:|mailto:|https:)/);
      }
      await expect(cards.filter({ hasText: "Visit Us" })).toContainText("Film Nagar, Jubilee Hills");
      await expect(page.getByRole("heading", { name: "Find us" })).toBeVisible();
      await expect(page.locator("iframe[title^='Map showing']")).toHaveAttribute(
        "src",
        /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html.*marker=17\.4126,78\.4071/,
      );
      await expect(page.getByRole("link", { name: "View larger map on OpenStreetMap" })).toHaveAttribute(
        "href",
        /openstreetmap\.org/,
      );
    } finally {
      await server.stop();
    }
  });
});

test.describe("studios and jobs", () => {
  test("the studio listing pages four at a time, newest first", async ({ page }) => {
    await open(page, "/employers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Movie Studios");
    const cards = page.getByTestId("studio-card");
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) await expect(card).toContainText(/\d+ openings?/);
    const pages = page.getByRole("navigation", { name: "Studio pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/employers\?page=2$/);
    await expect(cards).toHaveCount(4);
    // The twelve demo studios fill three pages at least; studios that signed up since come first.
    const last = pages.getByRole("link", { name: /^Page \d+$/ }).last();
    expect(Number((await last.textContent())!.trim())).toBeGreaterThanOrEqual(3);
    await last.click();
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);
    await expect(cards.last()).toContainText("Lotus Lane Films"); // the oldest demo studio
    const name = (await cards.first().getByRole("heading").textContent())!;
    await cards
      .first()
      .getByRole("link", { name: /View Studio/ })
      .click();
    await expect(page).toHaveURL(/\/employer-profile\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("a studio profile: See Opportunities, and Follow for members (with a toast and the count)", async ({
    page,
    request,
  }) => {
    const [studioPath] = await hiringPages(request);
    // The page's timers (the toast's too) run on a clock the test can move on, at the real pace until then.
    await page.clock.install();
    await open(page, studioPath);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
    const studioUrl = page.url();
    const opportunities = page.locator("#opportunities [data-testid=job-card]");
    expect(await opportunities.count()).toBeGreaterThan(0);
    await page.getByRole("link", { name: "See Opportunities" }).click();
    await expect(page).toHaveURL(/#opportunities$/);
    await expect(opportunities.first()).toBeInViewport();

    // A visitor is sent to sign in (from an address of its own: see helpers/session.ts), and comes back.
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": someAddress() });
    await page.getByRole("link", { name: "Follow" }).click();
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
    await page.getByLabel("Email").fill("technician@demo.castfolio.test");
    await page.getByLabel("Password").fill("castfolio-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(studioUrl);

    const count = page.getByTestId("follower-count");
    const before = Number((await count.textContent())!.split(" ")[0]);
    const follow = page.getByRole("button", { name: "Follow" });
    await follow.click();
    await expect(follow).toHaveAttribute("aria-pressed", "true");
    await expect(follow).toHaveText("Following");
    await expect(count).toHaveText(before + 1 === 1 ? "1 follower" : `${before + 1} followers`);
    const toaster = page.locator("[data-sonner-toaster]");
    await expect(toaster).toHaveAttribute("data-y-position", "top");
    await expect(toaster).toHaveAttribute("data-x-position", "center");
    const toast = toaster.getByText(`You are now following ${name}.`);
    await expect(toast).toBeVisible();
    await toast.hover();
    await page.clock.runFor(TOAST_DURATION_MS + 1000);
    await expect(toast).toBeVisible(); // paused while hovered, past its whole duration
    await page.mouse.move(0, 700);
    await page.clock.runFor(TOAST_DURATION_MS / 2);
    await expect(toast).toBeVisible();
    await page.clock.runFor(TOAST_DURATION_MS / 2);
    await expect(toast).toBeHidden(); // closes 5 s after the pointer left

    // The followed studio's calls come first on the jobs page; the follow survives a reload.
    await open(page, "/job-grid-one");
    await expect(page.getByTestId("job-card").first()).toContainText(name);
    await page.goto(studioUrl);
    await page.getByRole("button", { name: "Following" }).click();
    await expect(page.getByRole("button", { name: "Follow" })).toHaveAttribute("aria-pressed", "false");
    await expect(count).toHaveText(before === 1 ? "1 follower" : `${before} followers`);
  });

  test("the job grid shows open calls, and a call its roles, pay and deadline", async ({ page }) => {
    await open(page, "/job-grid-one");
    const cards = page.getByTestId("job-card");
    expect(await cards.count()).toBeGreaterThan(6);
    const title = (await cards.first().getByRole("heading").textContent())!;
    await cards.first().getByRole("link", { name: title, exact: true }).click();
    await expect(page).toHaveURL(/\/job-detail-one\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(await page.getByTestId("call-role").count()).toBeGreaterThan(0);
    await expect(page.getByText("Applying is free, and always will be").first()).toBeVisible();
    await expect(page.getByText(/Applications are open until \d{1,2} \w{3} \d{4}/).first()).toBeVisible();
  });

  test("unpaid roles say Unpaid, and a call past its deadline keeps its page but says it is closed", async ({
    page,
  }) => {
    await open(page, "/job-grid-one?paid=false");
    const unpaid = page.getByTestId("job-card");
    expect(await unpaid.count()).toBeGreaterThan(0);
    await expect(unpaid.first()).toContainText("Unpaid");

    // The demo hirer's settings list its calls, open and not.
    await signIn(page, "hirer@studios.castfolio.test");
    await open(page, "/candidate-profile-setting");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Silver Reel Studios");
    const own = page.getByTestId("own-calls").getByRole("listitem");
    const past = own.filter({ hasText: "Deadline passed" }).first();
    const link = past.getByRole("link").first();
    const title = (await link.textContent())!;
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("This call is closed").first()).toBeVisible();
    // What a crawler reads is the server's HTML: load it fresh (a client navigation may briefly hold the
    // previous page's robots tag beside the new one).
    const html = await (await page.request.get(page.url())).text();
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
  });

  test("unknown studios, calls and studio pages are 404", async ({ page }) => {
    for (const path of [
      "/employer-profile/99",
      "/employer-profile/abc",
      "/job-detail-one/999",
      "/job-detail-one/2x",
      "/employers?page=999",
      "/employers?page=0",
      "/employers?page=two",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    }
  });
});

test("/error and unmatched paths answer 404 with Page Not Found and Back to Home", async ({ page }) => {
  for (const path of ["/error", "/no-such-page", "/deeply/nested/unknown/path"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page).toHaveTitle(/Page Not Found/);
  }
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Journey to Stardom Starts Here");
});

test("every page has its own title and description, and alt text on every image", async ({ page, request }) => {
  const titles = new Set<string>();
  const paths = [...FIXED_PAGES, ...(await hiringPages(request))];
  for (const path of paths) {
    await open(page, path);
    const title = await page.title();
    expect(title, path).toContain("Castfolio");
    titles.add(title);
    const description = await page.locator("meta[name=description]").getAttribute("content");
    expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(60);
    expect(await page.locator("img:not([alt])").count(), `${path} images without alt`).toBe(0);
  }
  expect(titles.size).toBe(paths.length);
});

test("every page fits a 360 px wide screen without sideways scrolling", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [...FIXED_PAGES, ...(await hiringPages(request))]) {
    await open(page, path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test.describe("accessibility (axe): no serious or critical violation", () => {
  for (const path of FIXED_PAGES) {
    test(path, async ({ page }) => {
      await open(page, path);
      // The OpenStreetMap iframe is third-party content (and cannot load offline); its title is checked above.
      await expectNoSeriousA11yViolations(page, { exclude: path === "/contactus" ? ["iframe"] : [] });
    });
  }
  test("a studio's page and a call's page", async ({ page, request }) => {
    for (const path of await hiringPages(request)) {
      await open(page, path);
      await expectNoSeriousA11yViolations(page);
    }
  });
});

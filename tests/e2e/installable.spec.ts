import { readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { newMemberWithPicture } from "./helpers/members";
import { signIn } from "./helpers/session";

// Castfolio installs on a phone's home screen: every page links the manifest of its language, and the manifest's
// icons are served; its service worker keeps nothing private and shows pushed notices.

test("a page links the manifest of its language, whose start, shortcuts and icons are served", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/hi/job-grid-one");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest?lang=hi");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#d9480f");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icons/apple-touch-icon.png");

  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/manifest+json");
  expect(answer.headers()["cache-control"]).toBe("public, max-age=3600");
  const manifest = (await answer.json()) as {
    name: string;
    start_url: string;
    icons: { src: string }[];
    shortcuts: { url: string }[];
  };
  expect(manifest.name).toBe("Castfolio: फ़िल्म टैलेंट और कास्टिंग");
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
  }
  // The start page and each shortcut open a page of the site, in Hindi.
  for (const url of [manifest.start_url, ...manifest.shortcuts.map((s) => s.url)]) {
    const opened = await request.get(url, { maxRedirects: 0 });
    expect([200, 307], url).toContain(opened.status());
  }
  await page.goto(manifest.start_url);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
});

test("/favicon.ico, which browsers and crawlers ask for unlinked, is the site's icon, not a page", async ({
  request,
}) => {
  const answer = await request.get("/favicon.ico");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/x-icon");
  const bytes = await answer.body();
  // An ICO directory (reserved 0, type 1) of three images.
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 3]);
  // Each entry (side, then the image's length and offset) points at a PNG of that side.
  for (let i = 0; i < 3; i++) {
    const entry = 6 + 16 * i;
    const image = bytes.subarray(
      bytes.readUInt32LE(entry + 12),
      bytes.readUInt32LE(entry + 12) + bytes.readUInt32LE(entry + 8),
    );
    expect(image.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(image.readUInt32BE(16)).toBe(bytes.readUInt8(entry));
  }
});

test.describe("the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("shows the offline page in the page's language, keeps public pictures, and nothing of a signed-in member's", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, "artist.female@demo.castfolio.test");
    await page.goto("/hi");
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.scriptURL))).toMatch(
      /\/sw\.js$/,
    );
    // Pages loaded from now on go through the worker: a signed-in page, a private answer, public pictures.
    await page.goto("/hi");
    await page.goto("/hi/candidate-profile-setting");
    await expect(page.locator("#video-input")).toBeAttached();
    expect(await page.evaluate(() => fetch("/api/me/applications").then((r) => r.status))).toBe(200);
    await page.goto("/hi/Artists");
    await expect(page.locator("img[src^='/uploads/']").first()).toBeVisible();

    const cached = await page.evaluate(async () => {
      const all: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        all[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
      }
      return all;
    });
    const addresses = Object.values(cached).flat();
    expect(
      addresses.filter((a) => a.startsWith("/api/")),
      "private answers",
    ).toEqual([]);
    expect(
      addresses.filter((a) => a.includes("candidate-profile-setting")),
      "signed-in pages",
    ).toEqual([]);
    // The only pages kept are the offline pages; pictures are kept too.
    const pages = addresses.filter((a) => !/^\/(_next|uploads|images|icons)\//.test(a));
    expect([...new Set(pages)].sort()).toEqual(["/hi/offline", "/offline", "/ta/offline", "/te/offline"]);
    expect(cached.pictures?.some((a) => a.startsWith("/uploads/"))).toBe(true);

    await context.setOffline(true);
    await page.goto("/hi/aboutus");
    await expect(page.getByRole("heading", { name: "आप ऑफ़लाइन हैं" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await page.goto("/faq");
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);
  });
});

test.describe("a new version of the service worker", () => {
  test.use({ serviceWorkers: "allow" });
  // The worker the e2e server serves (scripts/build-service-worker.mjs); the test changes it and puts it back.
  const WORKER_FILE = ".next/standalone/public/sw.js";

  test("is offered while the old one runs the page, on this visit and the next, and opens when taken", async ({
    page,
  }) => {
    await page.goto("/aboutus");
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const offer = page.getByText("A new version of Castfolio is ready: it opens on your next visit.");
    await expect(offer).toHaveCount(0);

    const original = readFileSync(WORKER_FILE, "utf8");
    try {
      writeFileSync(WORKER_FILE, `${original}\n// another build\n`);
      // What the browser does on a visit after the worker changed, asked for now.
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      await expect(offer).toBeVisible();

      // The next page: the new version still waits, and is offered again.
      await page.goto("/faq");
      await expect(offer).toBeVisible();
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting))).toBe(true);
      await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
      const reloaded = page.waitForEvent("framenavigated", (frame) => frame === page.mainFrame());
      await page.getByRole("button", { name: "Open it now" }).click();
      // The new version takes over and the page loads again under it.
      await reloaded;
      await page.waitForLoadState("load");
      expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return { waiting: !!registration?.waiting, controller: navigator.serviceWorker.controller?.state };
          }),
        )
        .toEqual({ waiting: false, controller: "activated" });
      await expect(offer).toHaveCount(0);
    } finally {
      writeFileSync(WORKER_FILE, original);
    }
  });
});

test.describe("pushes", () => {
  test.use({ serviceWorkers: "allow" });

  test("a pushed notice shows as a notification that opens its page, and never another site's", async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    await context.grantPermissions(["notifications"], { origin });
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, "artist.female@demo.castfolio.test");
    await page.goto("/hi/notifications");
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The settings' switch, in Hindi; it can be turned on here (the browser's push service is offline in tests).
    const toggle = page.getByTestId("push-toggle");
    await expect(toggle.getByRole("checkbox", { name: "इस डिवाइस पर सूचनाएँ" })).toBeEnabled();
    await expect(toggle).toContainText("संदेश में केवल भेजने वाले का नाम दिखता है।");

    // The push service's delivery, as Chromium's DevTools protocol hands it to the worker.
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) =>
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send("ServiceWorker.enable");
    const registrationId = await registered;
    const deliver = (payload: object) =>
      cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify(payload) });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url: string }).url,
        })),
      );

    await deliver({ title: "Monsoon में आप शॉर्टलिस्ट हुए हैं", body: "बधाई", url: "/hi/my-applications", tag: "a" });
    await expect
      .poll(shown)
      .toEqual([{ title: "Monsoon में आप शॉर्टलिस्ट हुए हैं", body: "बधाई", tag: "a", url: `${origin}/hi/my-applications` }]);
    // A newer push of the same thing replaces it; a push that names another site opens ours instead.
    await deliver({ title: "New message from Ravi", body: "", url: "https://evil.example/phish", tag: "a" });
    await expect.poll(shown).toEqual([{ title: "New message from Ravi", body: "", tag: "a", url: origin }]);
  });

  test("a first message earns one offer of notifications, which turns them on when taken", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // A visitor's page does not carry the push client (what subscribes this browser): it comes with an offer.
    await page.goto("/aboutus");
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
    const bodies = await Promise.all(scripts.map(async (src) => (await request.get(src)).text()));
    expect(bodies.filter((body) => body.includes("applicationServerKey"))).toEqual([]);

    const actor = await newMemberWithPicture(baseURL!);
    await signIn(page, "hirer@studios.castfolio.test");
    await page.goto(`/candidate-profile/${actor.id}`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    expect(await page.evaluate(() => Notification.permission)).toBe("default");
    await page.getByTestId("message-button").click();
    await page.getByRole("textbox", { name: /^Message / }).fill("Are you free for a look test on Monday?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/messages\/[\w-]+$/);
    const offer = page.getByText("Know the moment they answer: turn on notifications on this device.");
    await expect(offer).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("castfolio.pushOffered"))).toBeTruthy();

    await context.grantPermissions(["notifications"], { origin: new URL(baseURL!).origin });
    await page.getByRole("button", { name: "Turn on" }).click();
    // The browser said yes and the push client subscribed: the push service answers where it can be reached
    // (it cannot from the test machine, and the member is told so).
    await expect(
      page.getByText(
        /^(Notifications are on for this device\.|Notifications could not be turned on\. Please try again\.)$/,
      ),
    ).toBeVisible();

    // Offered once per browser: with the permission to ask again, the next message still asks nothing.
    await context.clearPermissions();
    await page.getByLabel("Your message").fill("Or Tuesday?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("thread")).toContainText("Or Tuesday?");
    await page.waitForTimeout(1000);
    await expect(offer).toHaveCount(0);
  });
});

test("without a service worker, the settings say this browser cannot take notifications", async ({ page }) => {
  await signIn(page, "artist.female@demo.castfolio.test");
  await page.goto("/notifications");
  const toggle = page.getByTestId("push-toggle");
  // Said once the page has waited its 5 seconds for a worker to become active.
  await expect(toggle).toContainText("This browser cannot show Castfolio's notifications.", { timeout: 10_000 });
  await expect(toggle.getByRole("checkbox", { name: "Notifications on this device" })).toBeDisabled();
});

import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import type { ProfileDefinition } from "../../lib/profiles/definition";
import type { FieldDef } from "../../lib/profiles/fields";
import { formFor } from "../../lib/profiles/kinds";
import { translatorOf } from "../helpers/catalogs";
import { testVideo } from "../helpers/videos";
import { signIn } from "./helpers/session";

const settings = translatorOf("en", "Settings");

// For each of the seven forms: a seeded member fills every field, attaches images, a video and a
// portfolio, saves, reloads and finds every value and file again, then sees it on the public profile.

const FORMS = [
  { login: "artist@demo.castfolio.test", kind: "artist", gender: "Male" },
  { login: "artist.female@demo.castfolio.test", kind: "artist", gender: "Female" },
  { login: "technician@demo.castfolio.test", kind: "technician", gender: "Male" },
  { login: "musician@demo.castfolio.test", kind: "musician", gender: "Male" },
  { login: "writerdirector@demo.castfolio.test", kind: "writerDirector", gender: "Male" },
  { login: "cameraunit@demo.castfolio.test", kind: "cameraUnit", gender: "Male" },
  { login: "location@demo.castfolio.test", kind: "location", gender: "Male" },
] as const;

const FIXTURES = path.join(process.cwd(), "data", "e2e-fixtures");

async function fixtures() {
  const { mkdir, writeFile } = await import("node:fs/promises");
  await mkdir(FIXTURES, { recursive: true });
  const colour = (r: number, g: number, b: number) =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
      .jpeg()
      .toBuffer();
  await writeFile(path.join(FIXTURES, "one.jpg"), await colour(200, 40, 40));
  await writeFile(path.join(FIXTURES, "two.jpg"), await colour(40, 160, 60));
  await writeFile(path.join(FIXTURES, "three.jpg"), await colour(40, 60, 200));
  // A real second of video: the server makes its MP4, which the public profile then shows.
  await writeFile(path.join(FIXTURES, "reel.mp4"), testVideo({ seconds: 1 }));
  await writeFile(
    path.join(FIXTURES, "portfolio.pdf"),
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
}

test.beforeAll(fixtures);

/** A distinct, valid value for a field: what the test types, and what it expects to read back. */
function sample(name: string, def: FieldDef): { fill: unknown; shown: string } {
  switch (def.kind) {
    case "date":
      return { fill: "1990-05-17", shown: "1990-05-17" };
    case "select":
      return { fill: def.options[1] ?? def.options[0], shown: def.options[1] ?? def.options[0] };
    case "multi":
      return { fill: def.options.slice(0, 2), shown: def.options.slice(0, 2).join(", ") };
    case "list":
      return { fill: `${name} one, ${name} two`, shown: `${name} one, ${name} two` };
    case "height":
      return { fill: "170", shown: "170" };
    case "weight":
      return { fill: "62", shown: "62" };
    default:
      return { fill: `${def.label} E2E`, shown: `${def.label} E2E` };
  }
}

async function fillForm(page: Page, form: ProfileDefinition) {
  const scope = page.locator("form[aria-labelledby=profile-form-title]");
  for (const section of form.sections) {
    for (const name of section.fields) {
      const def = form.fields[name];
      const value = sample(name, def);
      if (def.kind === "yesno") await scope.getByLabel(def.label, { exact: true }).check();
      else if (def.kind === "flags") {
        const group = scope.getByRole("group", { name: def.label, exact: true });
        for (const [i, key] of def.keys.entries())
          await group.getByLabel(def.labels[key], { exact: true }).setChecked(i % 2 === 0);
      } else if (def.kind === "multi") {
        const group = scope.getByRole("group", { name: def.label });
        for (const option of def.options)
          await group.getByLabel(option, { exact: true }).setChecked((value.fill as string[]).includes(option));
      } else if (def.kind === "texts") {
        const group = scope.getByRole("group", { name: def.label, exact: true });
        for (const key of def.keys)
          await group.getByLabel(def.labels[key], { exact: true }).fill(`${def.labels[key]} E2E`);
      } else if (def.kind === "select")
        await scope.getByLabel(def.label, { exact: true }).selectOption(value.fill as string);
      else if (def.kind === "height") {
        // The saved height may be in feet and inches: this test enters centimetres.
        await scope.getByRole("group", { name: "Height unit" }).getByRole("button", { name: "cm" }).click();
        await scope.getByLabel(def.label, { exact: true }).fill(value.fill as string);
      } else await scope.getByLabel(def.label, { exact: true }).fill(value.fill as string);
    }
  }
}

async function expectForm(page: Page, form: ProfileDefinition) {
  const scope = page.locator("form[aria-labelledby=profile-form-title]");
  for (const section of form.sections) {
    for (const name of section.fields) {
      const def = form.fields[name];
      const value = sample(name, def);
      if (def.kind === "yesno") await expect(scope.getByLabel(def.label, { exact: true }), name).toBeChecked();
      else if (def.kind === "flags") {
        const group = scope.getByRole("group", { name: def.label, exact: true });
        for (const [i, key] of def.keys.entries())
          await expect(group.getByLabel(def.labels[key], { exact: true }), `${name}.${key}`).toBeChecked({
            checked: i % 2 === 0,
          });
      } else if (def.kind === "multi") {
        const group = scope.getByRole("group", { name: def.label });
        for (const option of def.options)
          await expect(group.getByLabel(option, { exact: true })).toBeChecked({
            checked: (value.fill as string[]).includes(option),
          });
      } else if (def.kind === "texts") {
        const group = scope.getByRole("group", { name: def.label, exact: true });
        for (const key of def.keys)
          await expect(group.getByLabel(def.labels[key], { exact: true })).toHaveValue(`${def.labels[key]} E2E`);
      } else await expect(scope.getByLabel(def.label, { exact: true }), name).toHaveValue(value.shown);
    }
  }
}

for (const { login, kind, gender } of FORMS) {
  const form = formFor(kind, gender)!;
  test(`${form.title}: fill every field, attach files, save, reload, see it public`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, login);
    await page.goto("/candidate-profile-setting");
    await expect(page.getByRole("heading", { name: form.title })).toBeVisible();
    await fillForm(page, form);
    // File inputs are disabled until the page has hydrated; setInputFiles() does not wait for that.
    await expect(page.locator("#images-input")).toBeEnabled();
    await page.locator("#images-input").setInputFiles([path.join(FIXTURES, "one.jpg"), path.join(FIXTURES, "two.jpg")]);
    await page.locator("#images-input").setInputFiles([path.join(FIXTURES, "three.jpg")]);
    const picked = page.getByTestId("picked-images").getByRole("listitem");
    await expect(picked).toHaveCount(3);
    await picked
      .nth(1)
      .getByRole("button", { name: /^Remove / })
      .click();
    await expect(picked).toHaveCount(2);
    await page.locator("#video-input").setInputFiles(path.join(FIXTURES, "reel.mp4"));
    await page.locator("#portfolio-input").setInputFiles(path.join(FIXTURES, "portfolio.pdf"));
    const takesSamples = (await page.locator("#samples-input").count()) > 0;
    if (takesSamples) await page.locator("#samples-input").setInputFiles(path.join(FIXTURES, "portfolio.pdf"));
    const savedBefore = await page
      .getByTestId("saved-images")
      .getByRole("listitem")
      .count()
      .catch(() => 0);

    // The video went up in resumable pieces as soon as it was chosen; the save sends its upload's id.
    await expect(page.getByText("Uploaded: reel.mp4")).toBeVisible();
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText(settings(`profileForm.toasts.${form.toasts.success}`))).toBeVisible();

    // The settings say the video is being prepared until its MP4 is made, moments after the save.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("video-input-saved")).toBeVisible({ timeout: 1000 });
      await expect(page.getByTestId("video-input-state")).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await expectForm(page, form);
    await expect(page.getByTestId("saved-images").getByRole("listitem")).toHaveCount(savedBefore + 2);
    await expect(page.getByTestId("video-input-saved")).toBeVisible();
    await expect(page.getByTestId("portfolio-input-saved")).toBeVisible();

    await page.getByRole("link", { name: "View public profile" }).click();
    await expect(page.getByText("City", { exact: true }).first()).toBeVisible();
    const city = sample("city", form.fields.city).shown;
    await expect(page.getByText(city).first()).toBeVisible();
    await page.getByRole("tab", { name: "Videos" }).click();
    await expect(page.locator("video")).toHaveCount(1);
    await expect(page.locator("video")).toHaveAttribute("poster", /-poster\.jpg$/);
    await page.getByRole("tab", { name: "Portfolio" }).click();
    await expect(page.getByRole("link", { name: /Download portfolio/ })).toBeVisible();
    // Previous work samples are shown to visitors too.
    if (takesSamples) {
      await page.getByRole("tab", { name: "Work samples" }).click();
      await expect(page.getByTestId("work-samples").getByRole("link").first()).toHaveText(/^Work sample 1 \(PDF\)$/);
    }
  });
}

test("a required field left empty is named and nothing is sent", async ({ page }) => {
  await signIn(page, "writerdirector@demo.castfolio.test");
  await page.goto("/candidate-profile-setting");
  await page.getByLabel("Education", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Education is required")).toBeVisible();
  await expect(page.getByText("Failed to update writer/director.")).toBeVisible();
});

test("profile and cover pictures: upload with the pencil, delete back to the default", async ({ page }) => {
  await signIn(page, "musician@demo.castfolio.test");
  await page.goto("/candidate-profile-setting");
  // Disabled until the page has hydrated; setInputFiles() does not wait for that.
  await expect(page.locator("#profilePic-input")).toBeEnabled();
  await page.locator("#profilePic-input").setInputFiles(path.join(FIXTURES, "one.jpg"));
  await expect(page.getByText("Profile picture updated successfully!")).toBeVisible();
  await page.getByRole("button", { name: "Delete cover picture" }).click();
  await expect(page.getByText("Cover picture deleted!")).toBeVisible();
  await expect(page.getByTestId("cover-picture")).toHaveAttribute("src", /default-cover/);
});

import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GET as manifestRoute } from "@/app/manifest.webmanifest/route";

// The manifest that makes Castfolio installable on a phone's home screen, in the language of the page that
// links it, with icons that exist at the sizes it says.

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; url: string }[];
}

async function manifest(query: string): Promise<{ status: number; type: string | null; body: Manifest }> {
  const answer = manifestRoute(new Request(`http://localhost/manifest.webmanifest${query}`));
  return { status: answer.status, type: answer.headers.get("content-type"), body: (await answer.json()) as Manifest };
}

describe("the web app manifest", () => {
  it("names the app, its start and its shortcuts in the page's language, each address marked as the app's", async () => {
    const english = await manifest("?lang=en");
    expect(english.status).toBe(200);
    expect(english.type).toBe("application/manifest+json; charset=utf-8");
    expect(english.body).toMatchObject({
      name: "Castfolio: film talent and casting",
      short_name: "Castfolio",
      lang: "en",
      start_url: "/?source=app",
      scope: "/",
      display: "standalone",
      theme_color: "#d9480f",
      background_color: "#ffffff",
    });
    expect(english.body.shortcuts).toEqual([
      expect.objectContaining({ name: "Messages", url: "/messages?source=app" }),
      expect.objectContaining({ name: "Bookings", url: "/bookings?source=app" }),
      expect.objectContaining({ name: "Casting calls", url: "/job-grid-one?source=app" }),
    ]);

    const hindi = await manifest("?lang=hi");
    expect(hindi.body).toMatchObject({
      name: "Castfolio: फ़िल्म टैलेंट और कास्टिंग",
      lang: "hi",
      start_url: "/hi?source=app",
    });
    expect(hindi.body.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ["मैसेज", "/hi/messages?source=app"],
      ["बुकिंग", "/hi/bookings?source=app"],
      ["कास्टिंग कॉल", "/hi/job-grid-one?source=app"],
    ]);
    for (const lang of ["te", "ta"]) {
      const { body } = await manifest(`?lang=${lang}`);
      expect(body.lang).toBe(lang);
      expect(body.name).not.toBe(english.body.name);
      expect(body.start_url).toBe(`/${lang}?source=app`);
    }
    // No language, or one the site does not speak: English.
    expect((await manifest("")).body.lang).toBe("en");
    expect((await manifest("?lang=fr")).body.lang).toBe("en");
  });

  it("lists icons that exist at the sizes it says: 192 and 512 px, and a maskable 512 px filled to its edges", async () => {
    const { body } = await manifest("?lang=en");
    expect(body.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
    for (const icon of body.icons) {
      const file = path.join(process.cwd(), "public", icon.src);
      const meta = await sharp(file).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(meta.format).toBe("png");
    }
    // A launcher crops a maskable icon to its own shape: its corners are the brand colour, not transparent.
    const maskable = body.icons.find((icon) => icon.purpose === "maskable")!;
    const { data } = await sharp(path.join(process.cwd(), "public", maskable.src))
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([0xb8, 0x36, 0x0a, 0xff]);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTranslator, type Messages } from "next-intl";
import { CATEGORIES } from "@/lib/catalog";
import { emptyStates } from "@/lib/profiles/presentation";
import { MESSAGES } from "@/lib/status-messages";
import { translatorOf } from "../helpers/catalogs";

// The profile page's empty states read, in English, the messages of lib/status-messages.ts (MESSAGES.empty).

const file = path.join(import.meta.dirname, "../../messages/en/Profile.json");
const t = createTranslator({
  locale: "en",
  messages: { Profile: JSON.parse(readFileSync(file, "utf8")) as Messages },
  namespace: "Profile",
});

describe("the profile page's English", () => {
  it("shows each view's empty state in its own words", () => {
    for (const kind of [...CATEGORIES.map((c) => c.kind), undefined])
      for (const key of Object.values(emptyStates(kind)))
        expect((t as unknown as (key: string) => string)(`empty.${key}`), `${kind}: ${key}`).toBe(MESSAGES.empty[key]);
  });

  it("refuses a screenshot with the message of lib/status-messages.ts", () => {
    expect(translatorOf("en", "Profile")("screenshotBlocked")).toBe(MESSAGES.screenshotBlocked);
  });
});

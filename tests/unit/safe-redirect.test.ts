import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "@/lib/auth/safe-redirect";

const ORIGIN = "https://castfolio.example";

describe("where sign-in may send a member", () => {
  it("keeps paths of this site, with their query and fragment", () => {
    expect(safeCallbackPath("/candidate-profile-setting", ORIGIN)).toBe("/candidate-profile-setting");
    expect(safeCallbackPath("/Artists/Heroine?city=Hyderabad#top", ORIGIN)).toBe("/Artists/Heroine?city=Hyderabad#top");
    expect(safeCallbackPath(`${ORIGIN}/faq?x=1`, ORIGIN)).toBe("/faq?x=1");
  });

  it("sends anything else home", () => {
    for (const value of [
      "https://evil.example/login",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "https://castfolio.example.evil.example/",
      "http://castfolio.example/", // another scheme is another origin
      "/ space",
      "",
      undefined,
      42,
      `/${"x".repeat(2001)}`,
    ]) {
      expect(safeCallbackPath(value, ORIGIN), String(value)).toBe("/");
    }
  });
});

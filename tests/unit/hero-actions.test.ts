import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeroActions } from "@/components/home/HeroActions";

const render = (signedIn: boolean) => renderToStaticMarkup(createElement(HeroActions, { signedIn }));

describe("home hero buttons", () => {
  it("offers REGISTER HERE and LEARN MORE to a visitor", () => {
    const html = render(false);
    expect(html).toMatch(/<a[^>]*href="\/signup"[^>]*>REGISTER HERE<\/a>/);
    expect(html).toContain('>LEARN MORE<span class="sr-only"> about Castfolio</span></a>');
    expect(html).not.toContain("UPDATE PROFILE");
  });

  it("offers UPDATE PROFILE, to the profile settings, and LEARN MORE to a signed-in member", () => {
    const html = render(true);
    expect(html).toMatch(/<a[^>]*href="\/candidate-profile-setting"[^>]*>UPDATE PROFILE<\/a>/);
    expect(html).toContain('>LEARN MORE<span class="sr-only"> about Castfolio</span></a>');
    expect(html).not.toContain("REGISTER HERE");
  });
});

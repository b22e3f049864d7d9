import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeroActions } from "@/components/home/HeroActions";
import { inEnglish } from "../helpers/intl";

const render = (signedIn: boolean, hirer = false) =>
  renderToStaticMarkup(inEnglish(createElement(HeroActions, { signedIn, hirer })));

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

  it("offers a signed-in hirer POST A CASTING CALL first, and still UPDATE PROFILE", () => {
    const html = render(true, true);
    expect(html).toMatch(/<a[^>]*href="\/post-a-call"[^>]*>POST A CASTING CALL<\/a>.*UPDATE PROFILE/);
    expect(html).not.toContain("REGISTER HERE");
    expect(render(true)).not.toContain("POST A CASTING CALL");
    expect(render(false, true)).not.toContain("POST A CASTING CALL");
  });
});

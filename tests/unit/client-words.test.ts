import { createElement, type ComponentProps, type FunctionComponent, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import compile from "icu-minify/compile";
import { describe, expect, it } from "vitest";
import { MoreWords, useLocale, useTranslations, WordsProvider } from "@/lib/i18n/client-words";
import { INDIA_TIME_ZONE } from "@/lib/india-time";

// The browser's reader of the catalogs (lib/i18n/client-words.tsx) against catalogs compiled as the build compiles
// them: what next-intl's hook gave the client components, it must give too.

const catalog = (messages: Record<string, Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(messages).map(([namespace, words]) => [
      namespace,
      Object.fromEntries(Object.entries(words).map(([key, text]) => [key, compile(text)])),
    ]),
  );

/** The providers typed without their children, which createElement passes as its third argument. */
const Provider = WordsProvider as FunctionComponent<Omit<ComponentProps<typeof WordsProvider>, "children">>;
const More = MoreWords as FunctionComponent<Omit<ComponentProps<typeof MoreWords>, "children">>;

const render = (locale: string, messages: Record<string, Record<string, string>>, element: ReactElement) =>
  renderToStaticMarkup(
    createElement(Provider, { locale, messages: catalog(messages), timeZone: INDIA_TIME_ZONE }, element),
  );

function Words({ count }: { count: number }) {
  const t = useTranslations("LayoutClient" as never) as unknown as ((key: string, values?: object) => string) & {
    rich: (key: string, values: object) => unknown;
    has: (key: string) => boolean;
  };
  return createElement(
    "p",
    null,
    `${useLocale()}|${t("plain")}|${t("counted", { count })}|${t("named", { name: "Divya" })}|${t("yes")}|`,
    String(t.has("plain")),
    String(t.has("missing")),
    t.rich("rich", { b: (chunks: unknown) => createElement("b", null, chunks as string) }) as string,
  );
}

describe("the words of client components", () => {
  const words = {
    LayoutClient: {
      plain: "Sign in",
      counted: "{count, plural, =0 {No messages} one {# message} other {# messages}}",
      named: "Account menu for {name}",
      yes: "yes",
      rich: "Saved <b>for good</b>",
    },
  };

  it("reads plain messages, arguments, plurals and tags as next-intl does", () => {
    expect(render("en", words, createElement(Words, { count: 0 }))).toBe(
      "<p>en|Sign in|No messages|Account menu for Divya|yes|truefalseSaved <b>for good</b></p>",
    );
    expect(render("en", words, createElement(Words, { count: 1 }))).toContain("|1 message|");
    expect(render("en", words, createElement(Words, { count: 1500 }))).toContain("|1,500 messages|");
  });

  it("counts in the page's language", () => {
    expect(render("hi", words, createElement(Words, { count: 1500 }))).toContain("|1,500 messages|");
    expect(render("en-IN", words, createElement(Words, { count: 150000 }))).toContain("|1,50,000 messages|");
  });

  it("shows a missing key as its path, as next-intl does, and adds a page's words to the layout's", () => {
    function Missing() {
      const t = useTranslations("LayoutClient" as never) as unknown as (key: string) => string;
      return createElement("span", null, t("nowhere"), "|", t("extra"));
    }
    const html = render(
      "en",
      words,
      createElement(More, { messages: catalog({ LayoutClient: { extra: "Added" } }) }, createElement(Missing)),
    );
    expect(html).toBe("<span>LayoutClient.nowhere|Added</span>");
  });
});

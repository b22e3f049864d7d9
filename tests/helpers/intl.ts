import { createElement, type ComponentProps, type FunctionComponent, type ReactElement } from "react";
import compile from "icu-minify/compile";
import { WordsProvider } from "@/lib/i18n/client-words";
import HomeClient from "@/messages/en/HomeClient.json";
import LayoutClient from "@/messages/en/LayoutClient.json";
import ListingClient from "@/messages/en/ListingClient.json";
import Site from "@/messages/en/Site.json";
import { INDIA_TIME_ZONE } from "@/lib/india-time";

/** The provider typed without its children, which createElement passes as its third argument. */
const Provider = WordsProvider as FunctionComponent<Omit<ComponentProps<typeof WordsProvider>, "children">>;

/** A catalog as the build gives it to pages: each message compiled (next-intl's plugin does it with icu-minify). */
function compiled(words: unknown): unknown {
  if (typeof words === "string") return compile(words);
  return Object.fromEntries(
    Object.entries(words as Record<string, unknown>).map(([key, value]) => [key, compiled(value)]),
  );
}

const messages = compiled({ HomeClient, LayoutClient, ListingClient, Site }) as Record<string, unknown>;

/** A component as an English page renders it: inside the provider of the English catalogs it reads. */
export function inEnglish(element: ReactElement): ReactElement {
  return createElement(Provider, { locale: "en", timeZone: INDIA_TIME_ZONE, messages }, element);
}

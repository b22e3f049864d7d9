import { createElement, type ComponentProps, type FunctionComponent, type ReactElement } from "react";
import { NextIntlClientProvider } from "next-intl";
import HomeClient from "@/messages/en/HomeClient.json";
import LayoutClient from "@/messages/en/LayoutClient.json";
import ListingClient from "@/messages/en/ListingClient.json";
import { INDIA_TIME_ZONE } from "@/lib/dates";

/** The provider typed without its children, which createElement passes as its third argument. */
const IntlProvider = NextIntlClientProvider as FunctionComponent<
  Omit<ComponentProps<typeof NextIntlClientProvider>, "children">
>;

/** A client component as an English page renders it: inside the provider of the English client messages. */
export function inEnglish(element: ReactElement): ReactElement {
  return createElement(
    IntlProvider,
    { locale: "en", timeZone: INDIA_TIME_ZONE, messages: { HomeClient, LayoutClient, ListingClient } },
    element,
  );
}

import { notFound } from "next/navigation";
import * as rootParams from "next/root-params";
import { getRequestConfig } from "next-intl/server";
import { isLocale } from "./locales.ts";
import { loadMessages } from "./messages.ts";
import { INDIA_TIME_ZONE } from "../india-time.ts";

// next-intl's configuration of one request (wired by the plugin in next.config.mjs): the language is the
// [locale] segment of the page's address, read from Next.js's root params so that pages stay static.
export default getRequestConfig(async ({ locale }) => {
  const requested = locale ?? (await rootParams.locale());
  if (!isLocale(requested)) notFound();
  return { locale: requested, messages: await loadMessages(requested), timeZone: INDIA_TIME_ZONE };
});

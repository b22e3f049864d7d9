import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { INDIA_TIME_ZONE } from "@/lib/dates";
import { clientMessages, type PageClientNamespace } from "@/lib/i18n/messages";
import { currentLocale } from "@/lib/i18n/server";

/**
 * Gives the client components inside it the words of these namespaces, beside every page's: a page's own
 * client words travel only with the pages that show them, not with every page of the site.
 */
export async function PageWords({
  namespaces,
  children,
}: {
  namespaces: readonly PageClientNamespace[];
  children: ReactNode;
}) {
  const [locale, messages] = await Promise.all([currentLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={clientMessages(messages, namespaces)} timeZone={INDIA_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}

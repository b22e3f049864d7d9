"use client";

import { useMemo, type ReactNode } from "react";
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from "next-intl";

type Messages = Record<string, Record<string, unknown>>;

/**
 * The messages around it, with these added (namespace by namespace, so that a group added to a namespace the
 * page already has keeps the rest of it): what PageWords sends to the browser for a part of a page.
 */
export function MoreWords({ messages, children }: { messages: Messages; children: ReactNode }) {
  const around = useMessages() as unknown as Messages;
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => {
    const all: Messages = { ...around };
    for (const [namespace, words] of Object.entries(messages)) all[namespace] = { ...around[namespace], ...words };
    return all;
  }, [around, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}

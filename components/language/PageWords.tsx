import type { ReactNode } from "react";
import { getMessages } from "next-intl/server";
import { pickWords, type PageClientWords } from "@/lib/i18n/messages";
import { MoreWords } from "@/lib/i18n/client-words";

/**
 * Gives the client components inside it the words of these namespaces (or groups of them), beside those they
 * already have: a page's own client words travel only with the pages that show them, never with every page
 * of the site, and a nested PageWords sends only what it adds.
 */
export async function PageWords({
  namespaces,
  children,
}: {
  namespaces: readonly PageClientWords[];
  children: ReactNode;
}) {
  return <MoreWords messages={pickWords(await getMessages(), namespaces)}>{children}</MoreWords>;
}

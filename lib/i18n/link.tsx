"use client";

import NextLink from "next/link";
import { useRouter as useNextRouter } from "next/navigation";
import { useMemo, type ComponentProps } from "react";
import { useLocale } from "./client-words.tsx";
import { isLocale, localisedPath, DEFAULT_LOCALE } from "./locales.ts";

/** An address of the site (a path, not a page elsewhere nor a fragment) in the page's language. */
function inLanguage(locale: string, href: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  return localisedPath(isLocale(locale) ? locale : DEFAULT_LOCALE, href);
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & { href: string };

/** Next.js's Link that keeps the page's language: `<Link href="/signup">` is /hi/signup on a Hindi page. */
export function Link({ href, ...props }: LinkProps) {
  const locale = useLocale();
  return <NextLink href={inLanguage(locale, href)} {...props} />;
}

/** Next.js's router, whose `push` and `replace` keep the page's language. */
export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href: string, options?: Parameters<typeof router.push>[1]) =>
        router.push(inLanguage(locale, href), options),
      replace: (href: string, options?: Parameters<typeof router.replace>[1]) =>
        router.replace(inLanguage(locale, href), options),
    }),
    [router, locale],
  );
}

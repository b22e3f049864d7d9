"use client";

import NextLink from "next/link";
import { useRouter as useNextRouter } from "next/navigation";
import { useMemo, useState, type ComponentProps } from "react";
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

/**
 * A Link to one member's, call's or studio's page, for lists of them: it prefetches its page once the visitor
 * reaches for it (the pointer over it, keyboard focus, a finger down), not when it scrolls into view. Each of
 * those pages is rendered on its first request, so a listing's 24 cards would otherwise have the server render
 * every profile they show, whether anyone opens one or not.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: Omit<LinkProps, "prefetch">) {
  const [reached, setReached] = useState(false);
  return (
    <Link
      {...props}
      prefetch={reached ? null : false}
      onMouseEnter={(event) => (setReached(true), onMouseEnter?.(event))}
      onFocus={(event) => (setReached(true), onFocus?.(event))}
      onTouchStart={(event) => (setReached(true), onTouchStart?.(event))}
    />
  );
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

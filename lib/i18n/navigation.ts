import { redirect as nextRedirect } from "next/navigation";
import { localisedPath, type Locale } from "./locales.ts";

/** A redirect to a page in a language: `redirect({ href: "/login", locale })` leads a Hindi page to /hi/login. */
export function redirect({ href, locale }: { href: string; locale: Locale }): never {
  nextRedirect(localisedPath(locale, href));
}

import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing.ts";

const navigation = createNavigation(routing);

/** Links and routers that keep the page's language: `<Link href="/signup">` is /hi/signup on a Hindi page. */
export const { Link, usePathname, useRouter, getPathname } = navigation;

/**
 * A redirect to a page in a language: `redirect({ href: "/login", locale })`. Typed here so that TypeScript
 * knows it never returns (it narrows what follows, as Next.js's own redirect does).
 */
export const redirect: (args: Parameters<typeof navigation.redirect>[0]) => never = navigation.redirect;

import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing.ts";

/** Links and redirects that keep the page's language: `<Link href="/signup">` is /hi/signup on a Hindi page. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

import "server-only";
import { currentLocale } from "../i18n/server.ts";
import { alternatesIn } from "./alternates.ts";

/** The alternates of the page being rendered, in its own language (its canonical and hreflang links). */
export async function pageAlternates(path: string) {
  return alternatesIn(await currentLocale(), path);
}

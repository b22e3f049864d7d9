import "server-only";
import { revalidatePath } from "next/cache";

/** Renders a cached page afresh on its next visit (in this instance's page cache). */
export function refreshPage(path: string): void {
  try {
    revalidatePath(path);
  } catch (error) {
    // Outside a Next.js server (tests calling the routes, scripts) there is no page cache to refresh.
    if (!/static generation store missing/.test((error as Error).message)) throw error;
  }
}

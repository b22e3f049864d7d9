"use client";

import { useSession } from "@/lib/client/session";
import { HeroActions } from "./HeroActions";

// The home page stays static (fast, cacheable); what depends on the visitor being signed in is
// decided in the browser from the session, so crawlers and visitors get REGISTER HERE in the HTML.

export function SessionHeroActions() {
  const { status, data } = useSession();
  return <HeroActions signedIn={status === "authenticated"} hirer={data?.user.accountType === "HIRER"} />;
}

/** Shows its children to visitors only. */
export function VisitorsOnly({ children }: { children: React.ReactNode }) {
  const { status } = useSession();
  return status === "authenticated" ? null : <>{children}</>;
}

"use client";

import { useSession } from "@/lib/client/session";

/**
 * Shows its children to the member whose profile this is. Profile pages are cached for everyone, so who
 * is looking is known only in the browser.
 */
export function OwnerOnly({ memberId, children }: { memberId: string; children: React.ReactNode }) {
  const { data } = useSession();
  return data?.user.id === memberId ? <>{children}</> : null;
}

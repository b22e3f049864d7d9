"use client";

import Link from "next/link";
import { useSession } from "@/lib/client/session";
import { BUTTON } from "@/components/ui/styles";

/**
 * Under an open call: a visitor is asked to register or sign in; a member is pointed to the page that
 * matters to them (the call page stays static, so this is decided in the browser from the session).
 */
export function ApplyActions() {
  const { status, data } = useSession();
  if (status !== "authenticated" || !data) {
    return (
      <div className="flex flex-wrap gap-3">
        <Link href="/signup" className={BUTTON.primary}>
          REGISTER HERE
        </Link>
        <Link href="/login" className={BUTTON.secondary}>
          Sign in
        </Link>
      </div>
    );
  }
  if (data.user.accountType === "HIRER") {
    return (
      <Link href="/candidate-profile-setting" className={BUTTON.secondary}>
        Manage your calls
      </Link>
    );
  }
  return (
    <Link href="/candidate-profile-setting" className={BUTTON.primary}>
      UPDATE PROFILE
    </Link>
  );
}

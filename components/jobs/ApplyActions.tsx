"use client";

import Link from "next/link";
import { useSession } from "@/lib/client/session";
import { BUTTON } from "@/components/ui/styles";
import { ApplyForm, type ApplyCall } from "./ApplyForm";

/**
 * Under an open call: a visitor is asked to register or sign in, talent applies, a hirer is pointed to
 * its calls (the call page stays static, so this is decided in the browser from the session).
 */
export function ApplyActions({ call }: { call: ApplyCall }) {
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
      <div className="flex flex-wrap gap-3">
        <Link href={`/job-detail-one/${call.id}/applications`} className={BUTTON.primary}>
          Applications
        </Link>
        <Link href="/candidate-profile-setting" className={BUTTON.secondary}>
          Your calls
        </Link>
      </div>
    );
  }
  return <ApplyForm call={call} />;
}

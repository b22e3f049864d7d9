"use client";

import { clientOnly } from "@/lib/client/lazy";
import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { useSession } from "@/lib/client/session";
import { callApplicationsPath } from "@/lib/hiring/paths";
import { PROFILE_SETTINGS_PATH } from "@/lib/profiles/paths";
import { BUTTON } from "@/components/ui/styles";
import type { ApplyCall } from "./ApplyForm";

// Only signed-in talent see the form, so visitors (most first loads of a call) do not download it.
const ApplyForm = clientOnly(
  () => import("./ApplyForm").then((m) => m.ApplyForm),
  <div aria-hidden="true" className="h-48 animate-pulse rounded-2xl bg-gray-100" />,
);

/**
 * Under an open call: a visitor is asked to register or sign in, talent applies, a hirer is pointed to
 * its calls (the call page stays static, so this is decided in the browser from the session).
 */
export function ApplyActions({ call }: { call: ApplyCall }) {
  const t = useTranslations("JobsClient");
  const { status, data } = useSession();
  if (status !== "authenticated" || !data) {
    return (
      <div className="flex flex-wrap gap-3">
        <Link href="/signup" className={BUTTON.primary}>
          {t("actions.register")}
        </Link>
        <Link href="/login" className={BUTTON.secondary}>
          {t("actions.signIn")}
        </Link>
      </div>
    );
  }
  if (data.user.accountType === "HIRER") {
    return (
      <div className="flex flex-wrap gap-3">
        <Link href={callApplicationsPath(call.id)} className={BUTTON.primary}>
          {t("actions.applications")}
        </Link>
        <Link href={PROFILE_SETTINGS_PATH} className={BUTTON.secondary}>
          {t("actions.yourCalls")}
        </Link>
      </div>
    );
  }
  return <ApplyForm call={call} />;
}

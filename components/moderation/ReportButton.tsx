"use client";

import { useTranslations } from "#words";
import { useRouter } from "@/lib/i18n/link";
import { useState } from "react";
import { clientOnly } from "@/lib/client/lazy";
import { useSession } from "@/lib/client/session";
import type { ReportTargetName } from "@/lib/moderation/reasons";

// The dialog's code comes with the first press: most visitors of a profile or a call never report it.
const ReportDialog = clientOnly(() => import("./ReportDialog").then((m) => m.ReportDialog));

/**
 * "Report": a dialog with the reasons and room for details, sent to the admins' queue. A visitor is asked
 * to sign in first; one's own profile, call, message or review has no button. The button is disabled (dimmed)
 * until the browser knows who is signed in: in the server's HTML, and while the session loads, a press
 * could neither open the dialog nor tell a member from a visitor. Its words are SiteClient's: the pages that
 * show it wrap it in `<PageWords namespaces={["SiteClient"]}>`.
 */
export function ReportButton({
  targetType,
  targetId,
  ownerId,
  className = "text-sm text-gray-600 underline hover:text-red-700",
}: {
  targetType: ReportTargetName;
  targetId: string;
  /** the member answerable for the target: they see no button */
  ownerId: string;
  className?: string;
}) {
  const t = useTranslations("SiteClient");
  const router = useRouter();
  const { data: session, status } = useSession();
  const [openings, setOpenings] = useState(0);
  if (session?.user.id === ownerId) return null;
  // The server renders the session as loading, so this is also false until the page has hydrated.
  const ready = status !== "loading";

  const open = () => {
    if (status !== "authenticated") {
      router.push(`/login?callbackUrl=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    setOpenings((count) => count + 1);
  };
  return (
    <>
      <button
        type="button"
        onClick={open}
        disabled={!ready}
        className={`${className} disabled:cursor-wait disabled:opacity-60`}
        data-testid={`report-${targetType}`}
      >
        {t.rich("report.button", {
          target: targetType,
          srOnly: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </button>
      {openings > 0 && <ReportDialog targetType={targetType} targetId={targetId} opening={openings} />}
    </>
  );
}

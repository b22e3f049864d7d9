"use client";

import { Link } from "@/lib/i18n/link";
import { useSession } from "@/lib/client/session";
import { callDuplicatePath, callEditPath } from "@/lib/hiring/paths";
import { BUTTON } from "@/components/ui/styles";

/**
 * "Edit" and "Duplicate" on a call's page, for the member who posted it only (components/hiring/OwnerCallActions
 * gives the words). The public page is the same cached HTML for everyone, so the browser decides from the
 * session; the edit page checks on the server.
 */
export function OwnerCallLinks({
  callId,
  ownerId,
  labels,
}: {
  callId: string;
  ownerId: string;
  labels: { edit: string; duplicate: string };
}) {
  const { data: session } = useSession();
  if (session?.user.id !== ownerId) return null;
  return (
    <div className="mt-6 flex flex-wrap gap-3" data-testid="owner-call-actions">
      <Link href={callEditPath(callId)} className={BUTTON.onDark}>
        {labels.edit}
      </Link>
      <Link href={callDuplicatePath(callId)} className={BUTTON.onDark}>
        {labels.duplicate}
      </Link>
    </div>
  );
}

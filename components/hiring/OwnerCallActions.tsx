import { useTranslations } from "#words";
import { OwnerCallLinks } from "./OwnerCallLinks";

/**
 * "Edit" and "Duplicate" on a call's page, for the member who posted it only. A server component that gives
 * the links their words in the page's language ("Posting"), so the call page needs no client words of its own;
 * the links themselves show in the browser, from the session (./OwnerCallLinks).
 */
export function OwnerCallActions({ callId, ownerId }: { callId: string; ownerId: string }) {
  const t = useTranslations("Posting");
  return (
    <OwnerCallLinks
      callId={callId}
      ownerId={ownerId}
      labels={{ edit: t("owner.edit"), duplicate: t("owner.duplicate") }}
    />
  );
}

import { useTranslations } from "#words";
import { shownSections } from "@/lib/profiles/field-names";
import type { DetailSection } from "@/lib/profiles/presentation";
import { PrivateDetailsPanel } from "./PrivateDetailsPanel";

/**
 * A member's private details on their cached public profile (components/profile/PrivateDetailsPanel.tsx reads
 * them in the browser). Here, on the server, the rows' labels and option labels are put into the page's
 * language (lib/profiles/field-names.ts), so the browser gets them as props and no catalog of field names.
 */
export function PrivateDetails({ memberId, sections }: { memberId: string; sections: DetailSection[] }) {
  const t = useTranslations("Profile");
  return <PrivateDetailsPanel memberId={memberId} sections={shownSections(t, sections)} />;
}

"use client";

import { clientOnly } from "@/lib/client/lazy";
import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { useState } from "react";
import { useSession } from "@/lib/client/session";

// The form comes with its first opening: a listing's first load carries the button alone.
const SaveSearchForm = clientOnly(
  () => import("./SaveSearchForm").then((m) => m.SaveSearchForm),
  <div aria-hidden="true" className="h-72 w-full max-w-xl animate-pulse rounded-xl bg-gray-100" />,
);

const linkClass = "text-sm font-semibold text-brand-700 underline";

/**
 * Beside the result count of /search and the listings: saves the filters as a talent search that tells the
 * member, daily or weekly, of new and updated members who match. Visitors are asked to sign in first, and
 * come back to `here`, the page's own address. Its words (and its form's) are "AlertsClient": every page
 * that shows it wraps it in `<PageWords namespaces={SAVE_SEARCH_BUTTON_WORDS}>` (./alert-button-words.ts).
 */
export function SaveSearchButton({
  params,
  suggestedName,
  here,
}: {
  /** The search's canonical query string (lib/alerts/params.ts talentSearchParams). */
  params: string;
  suggestedName: string;
  here: string;
}) {
  const t = useTranslations("AlertsClient");
  const { data: session, status } = useSession();
  const [open, setOpen] = useState(false);

  // Until the browser knows who is here, nothing that would be wrong for one of them: a visitor never reads
  // "Save this search", a member never "Sign in to save".
  if (status === "loading" && !session) return <span aria-hidden="true" className="inline-block h-5 w-40" />;
  if (status === "unauthenticated") {
    return (
      <Link href={`/login?callbackUrl=${encodeURIComponent(here)}`} className={linkClass}>
        {t("talent.signIn")}
      </Link>
    );
  }
  if (open) return <SaveSearchForm params={params} suggestedName={suggestedName} />;
  return (
    <button type="button" onClick={() => setOpen(true)} className={linkClass}>
      {t("talent.button")}
    </button>
  );
}

"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useEffect, useState } from "react";
import { useTranslations } from "#words";
import { useSession } from "@/lib/client/session";
import { Link } from "@/lib/i18n/link";
import { PROFILE_SETTINGS_PATH } from "@/lib/profiles/paths";
import type { DetailRow, DetailSection } from "@/lib/profiles/presentation";
import { dayLabel } from "@/lib/i18n/date-labels";

// A member's private details (exact date of birth; for artists, measurements and intimate-content
// preferences) on their cached public profile: the HTML is the same for everyone and holds none of them;
// in the browser, a signed-in viewer asks GET /api/users/{id}/private-details, which answers the member
// and the verified casting teams the member allows, and refuses everyone else (then nothing shows).
// Kept light: the rows' labels come from the server as props, already in the page's language
// (components/profile/PrivateDetails.tsx), and the few formats are read here.

interface Words {
  yes: string;
  no: string;
  none: string;
}

interface Answer {
  dateOfBirth: string | null;
  shared: boolean;
  [detail: string]: unknown;
}

function valueAt(details: Record<string, unknown>, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (value, part) => (value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined),
      details,
    );
}

/** A row's text, as the public profile shows it (lib/profiles/presentation.ts); undefined when empty. */
function textOf(row: DetailRow, value: unknown, words: Words): string | undefined {
  if (value === null || value === undefined || value === "" || (value === false && row.format !== "yesno"))
    return undefined;
  if (row.format === "yesno") return value ? words.yes : words.no;
  if (row.format === "flags") {
    const on = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v === true)
      .map(([k]) => row.flagLabels?.[k] ?? k);
    return on.length ? on.join(", ") : words.none;
  }
  if (Array.isArray(value)) {
    const items = value.map((v) => textOf({ ...row, format: "text" }, v, words)).filter((v) => v !== undefined);
    return items.length ? items.join(", ") : undefined;
  }
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : undefined;
}

export function PrivateDetailsPanel({ memberId, sections }: { memberId: string; sections: DetailSection[] }) {
  const t = useTranslations("ProfileClient");
  const locale = usePageLocale();
  const { status, data: session } = useSession();
  const viewerId = session?.user.id;
  const [answer, setAnswer] = useState<{ for: string; details: Answer } | null>(null);

  // Only the member and casting teams can ever be answered: anyone else is not asked for a refusal.
  const mayAsk = viewerId === memberId || session?.user.accountType === "HIRER";

  useEffect(() => {
    if (status !== "authenticated" || !viewerId || !mayAsk) return;
    let live = true;
    fetch(`/api/users/${encodeURIComponent(memberId)}/private-details`, { cache: "no-store" })
      .then(async (res) => {
        const body = res.ok ? ((await res.json()) as { data?: Answer }) : {};
        if (live) setAnswer(body.data ? { for: viewerId, details: body.data } : null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [status, viewerId, memberId, mayAsk]);

  // Nothing until a signed-in viewer's answer arrives (and nothing once they sign out).
  if (status !== "authenticated" || !answer || answer.for !== viewerId) return null;
  const { details } = answer;
  const words: Words = {
    yes: t("privateDetails.yes"),
    no: t("privateDetails.no"),
    none: t("privateDetails.none"),
  };
  const rows = [
    ...(details.dateOfBirth
      ? [
          {
            label: t("privateDetails.dateOfBirth"),
            key: "dateOfBirth",
            text: dayLabel(details.dateOfBirth, "long", locale),
          },
        ]
      : []),
    ...sections.flatMap((section) =>
      section.rows.flatMap((row) => {
        const text = textOf(row, valueAt(details, row.key), words);
        return text === undefined ? [] : [{ label: row.label, key: row.key, text }];
      }),
    ),
  ];
  if (!rows.length) return null;
  const own = viewerId === memberId;

  return (
    <section aria-labelledby="private-details-title" data-testid="private-details" className="mt-8">
      <h2 id="private-details-title" className="text-lg font-semibold">
        {t("privateDetails.title")}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {own ? t("privateDetails.ownNote") : t("privateDetails.sharedNote")}
        {own && (
          <>
            {" "}
            {t.rich(details.shared ? "privateDetails.sharing" : "privateDetails.notSharing", {
              link: (chunks) => (
                <Link href={PROFILE_SETTINGS_PATH} className="text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </>
        )}
      </p>
      <dl className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-100">
        {rows.map((row) => (
          <div key={row.key} className="grid grid-cols-5 gap-2 px-4 py-2 text-sm">
            <dt className="col-span-2 text-gray-600">{row.label}</dt>
            <dd className="col-span-3 font-medium">{row.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

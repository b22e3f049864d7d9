import { useTranslations } from "#words";
import { detailValue, type DetailSection } from "@/lib/profiles/presentation";
import { detailText, detailWords, shownSections } from "@/lib/profiles/field-names";
import { Link } from "@/lib/i18n/link";
import { PROFILE_SETTINGS_PATH } from "@/lib/profiles/paths";
import { OwnerOnly } from "./OwnerOnly";

export function DetailsView({
  sections,
  details,
  memberId,
}: {
  sections: DetailSection[] | undefined;
  details: Record<string, unknown>;
  /** Whose profile: its owner is shown where to add details. */
  memberId: string;
}) {
  const t = useTranslations("Profile");
  if (!sections) return <p className="text-gray-600">{t("empty.noDetails")}</p>;
  const words = detailWords(t);
  // Ids and keys stay the English titles: only what is read is translated.
  const filled = shownSections(t, sections)
    .map((section, i) => ({
      id: sections[i].title,
      section,
      rows: section.rows
        .map((row) => ({ row, text: detailText(row, detailValue(details, row.key), words) }))
        .filter((r): r is { row: typeof r.row; text: string } => r.text !== undefined),
    }))
    .filter(({ rows }) => rows.length > 0);
  if (!filled.length) {
    return (
      <div className="grid gap-2" data-testid="no-details">
        <p className="text-gray-600">{t("empty.detailsNotAddedYet")}</p>
        <OwnerOnly memberId={memberId}>
          <Link href={PROFILE_SETTINGS_PATH} className="text-brand-700 underline">
            {t("details.addDetails")}
          </Link>
        </OwnerOnly>
      </div>
    );
  }
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {filled.map(({ id, section, rows }) => {
        return (
          <section key={id} aria-labelledby={`details-${id}`}>
            <h2 id={`details-${id}`} className="text-lg font-semibold">
              {section.title}
            </h2>
            <dl className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-100">
              {rows.map(({ row, text }) => (
                <div key={row.key} className="grid grid-cols-5 gap-2 px-4 py-2 text-sm">
                  <dt className="col-span-2 text-gray-600">{row.label}</dt>
                  <dd className="col-span-3 font-medium">{text}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}

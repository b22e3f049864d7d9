import { detailValue, formatDetail, type DetailSection } from "@/lib/profiles/presentation";
import Link from "next/link";
import { MESSAGES } from "@/lib/status-messages";
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
  if (!sections) return <p className="text-gray-600">{MESSAGES.empty.noDetails}</p>;
  const filled = sections
    .map((section) => ({
      section,
      rows: section.rows
        .map((row) => ({ row, text: formatDetail(row, detailValue(details, row.key)) }))
        .filter((r): r is { row: typeof r.row; text: string } => r.text !== undefined),
    }))
    .filter(({ rows }) => rows.length > 0);
  if (!filled.length) {
    return (
      <div className="grid gap-2" data-testid="no-details">
        <p className="text-gray-600">{MESSAGES.empty.detailsNotAddedYet}</p>
        <OwnerOnly memberId={memberId}>
          <Link href="/candidate-profile-setting" className="text-brand-700 underline">
            Add your details in your profile settings
          </Link>
        </OwnerOnly>
      </div>
    );
  }
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {filled.map(({ section, rows }) => {
        return (
          <section key={section.title} aria-labelledby={`details-${section.title}`}>
            <h2 id={`details-${section.title}`} className="text-lg font-semibold">
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

import { detailValue, formatDetail, type DetailSection } from "@/lib/profiles/presentation";
import { MESSAGES } from "@/lib/messages";

export function DetailsView({
  sections,
  details,
}: {
  sections: DetailSection[] | undefined;
  details: Record<string, unknown>;
}) {
  if (!sections) return <p className="text-gray-600">{MESSAGES.empty.noDetails}</p>;
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {sections.map((section) => {
        const rows = section.rows
          .map((row) => ({ row, text: formatDetail(row, detailValue(details, row.key)) }))
          .filter((r): r is { row: typeof r.row; text: string } => r.text !== undefined);
        if (!rows.length) return null;
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

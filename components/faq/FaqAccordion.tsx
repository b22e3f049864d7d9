import type { FaqEntry } from "@/lib/content/faq";

/**
 * Native <details> disclosure widgets: Enter and Space toggle them with no script, and the shared
 * name makes them an exclusive accordion where the browser supports it.
 */
export function FaqAccordion({
  entries,
  name,
  headingLevel = 3,
}: {
  entries: readonly FaqEntry[];
  name: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white" data-testid="faq-accordion">
      {entries.map((entry, i) => (
        <details
          key={entry.question}
          name={name}
          open={i === 0}
          className="group px-5 [&_summary::-webkit-details-marker]:hidden"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold">
            <Heading className="text-base">{entry.question}</Heading>
            <span
              aria-hidden="true"
              className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-brand-50 text-lg leading-none text-brand-700 transition group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="pb-5 text-gray-600">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}

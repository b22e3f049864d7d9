import { Link } from "@/lib/i18n/navigation";
import type { LegalDocument } from "@/lib/content/legal";
import { CONTAINER } from "@/components/ui/styles";

function slug(heading: string) {
  return heading
    .toLowerCase()
    .replace(/^\d+\.\s*/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/(^-|-$)/g, "");
}

/** Terms and privacy: a table of contents beside numbered sections. */
export function LegalText({ document }: { document: LegalDocument }) {
  return (
    <div className={`${CONTAINER} grid gap-10 py-12 lg:grid-cols-[16rem_1fr]`}>
      <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
        <p className="text-sm font-semibold uppercase tracking-wider text-gray-600">On this page</p>
        <ol className="mt-3 grid gap-2 text-sm">
          {document.sections.map((section) => (
            <li key={section.heading}>
              <a href={`#${slug(section.heading)}`} className="text-gray-700 hover:text-brand-700">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="max-w-3xl">
        <p className="text-sm text-gray-600">
          Last updated <time dateTime={document.updated}>{document.updated}</time>
        </p>
        <p className="mt-4 text-lg text-gray-700">{document.intro}</p>
        {document.sections.map((section) => (
          <section
            key={section.heading}
            id={slug(section.heading)}
            aria-labelledby={`${slug(section.heading)}-title`}
            className="mt-10 scroll-mt-24"
          >
            <h2 id={`${slug(section.heading)}-title`} className="text-2xl font-bold">
              {section.heading}
            </h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-3 leading-relaxed text-gray-700">
                {p}
              </p>
            ))}
          </section>
        ))}
        <p className="mt-12 rounded-xl bg-gray-50 p-5 text-gray-700">
          Questions?{" "}
          <Link href="/contactus" className="font-semibold text-brand-700 underline">
            Contact us
          </Link>{" "}
          and we will answer within one working day.
        </p>
      </article>
    </div>
  );
}

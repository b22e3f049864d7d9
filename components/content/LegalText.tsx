import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import type { LegalDocument } from "@/lib/content/legal";
import { CONTAINER } from "@/components/ui/styles";

/** Terms and privacy: a table of contents beside numbered sections. */
export function LegalText({ document }: { document: LegalDocument }) {
  const t = useTranslations("Site");
  return (
    <div className={`${CONTAINER} grid gap-10 py-12 lg:grid-cols-[16rem_1fr]`}>
      <nav aria-label={t("legal.onThisPage")} className="lg:sticky lg:top-24 lg:self-start">
        <p className="text-sm font-semibold uppercase tracking-wider text-gray-600">{t("legal.onThisPage")}</p>
        <ol className="mt-3 grid gap-2 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-gray-700 hover:text-brand-700">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="max-w-3xl">
        <p className="text-sm text-gray-600">
          {t.rich("legal.updated", {
            date: document.updated,
            time: (chunks) => <time dateTime={document.updated}>{chunks}</time>,
          })}
        </p>
        <p className="mt-4 text-lg text-gray-700">{document.intro}</p>
        {document.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-10 scroll-mt-24"
          >
            <h2 id={`${section.id}-title`} className="text-2xl font-bold">
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
          {t("legal.questions")}{" "}
          {t.rich("legal.answer", {
            link: (chunks) => (
              <Link href="/contactus" className="font-semibold text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </article>
    </div>
  );
}

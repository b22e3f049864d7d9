import type { Metadata } from "next";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { notFound } from "next/navigation";
import { COLUMN_STYLES, OperationView } from "@/components/api-docs/OperationView";
import { SectionNav } from "@/components/api-docs/SectionNav";
import { PageHeader } from "@/components/content/PageHeader";
import { CONTAINER } from "@/components/ui/styles";
import { openApiDocument } from "@/lib/api-reference";
import { operationsByTag, sectionSlug } from "@/lib/openapi/reference";

// /api-docs/{section}: one part of the API reference (accounts, profiles, casting calls…), every
// endpoint with who may call it, its parameters, body fields and answers. One page a part keeps each
// light; the overview at /api-docs lists them all.

export const dynamicParams = false;

export function generateStaticParams(): { section: string }[] {
  return operationsByTag(openApiDocument()).map(({ tag }) => ({ section: sectionSlug(tag) }));
}

function groupOf(section: string) {
  return operationsByTag(openApiDocument()).find(({ tag }) => sectionSlug(tag) === section);
}

export async function generateMetadata({ params }: PageProps<"/[locale]/api-docs/[section]">): Promise<Metadata> {
  const { section } = await params;
  const group = groupOf(section);
  if (!group) return {};
  return {
    title: `${group.tag} API`,
    description: `Castfolio's ${group.tag.toLowerCase()} endpoints: ${group.description}`,
    alternates: await pageAlternates(`/api-docs/${section}`),
  };
}

export default async function ApiSectionPage({ params }: PageProps<"/[locale]/api-docs/[section]">) {
  const { section } = await params;
  const groups = operationsByTag(openApiDocument());
  const group = groups.find(({ tag }) => sectionSlug(tag) === section);
  if (!group) notFound();
  return (
    <>
      <PageHeader title={`${group.tag} API`} lead={group.description} />
      <div className={`${CONTAINER} select-text`}>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-10 py-12 lg:grid-cols-[14rem_minmax(0,1fr)]">
          <SectionNav
            groups={groups.map(({ tag, operations }) => ({ tag, count: operations.length }))}
            current={group.tag}
          />
          <div className={`grid min-w-0 gap-4 ${COLUMN_STYLES}`}>
            {group.operations.map(({ method, path, operation }) => (
              <OperationView key={operation.operationId} method={method} path={path} operation={operation} />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}

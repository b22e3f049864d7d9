import type { Metadata } from "next";
import { pageAlternates } from "@/lib/seo/page-alternates";
import Link from "next/link";
import { MethodBadge, Prose } from "@/components/api-docs/OperationView";
import { SectionNav } from "@/components/api-docs/SectionNav";
import { PageHeader } from "@/components/content/PageHeader";
import { BUTTON, CONTAINER } from "@/components/ui/styles";
import { openApiDocument } from "@/lib/api-reference";
import { operationsByTag, sectionSlug } from "@/lib/openapi/reference";

// /api-docs: how to call the API, and every endpoint in one line with a link to its part of the
// reference (/api-docs/{section}), which has its parameters, body fields and answers.

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "API Reference",
    description:
      "Castfolio's HTTP API: every endpoint with who may call it, its parameters, request body and answers, and the OpenAPI 3.1 document to generate clients from.",
    alternates: await pageAlternates("/api-docs"),
  };
}

const DOCUMENT_URL = "/api/openapi.json";

const LOGIN_EXAMPLE = `POST /api/user/login
Content-Type: application/json

{ "email": "you@example.com", "password": "…" }

→ { "success": true, "message": "Signed in.", "token": "eyJ…" }

GET /api/me/unread
Authorization: Bearer eyJ…`;

export default function ApiDocsPage() {
  const api = openApiDocument();
  const groups = operationsByTag(api);
  return (
    <>
      <PageHeader
        title="API Reference"
        lead="Every endpoint the site's own pages use, open to other clients, described from the same schemas the server checks requests with."
      />
      <div className={`${CONTAINER} select-text`}>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-10 py-12 lg:grid-cols-[14rem_minmax(0,1fr)]">
          <SectionNav groups={groups.map(({ tag, operations }) => ({ tag, count: operations.length }))} />
          <div className="min-w-0">
            <section aria-labelledby="using-the-api" className="max-w-3xl">
              <h2 id="using-the-api" className="text-2xl font-bold tracking-tight">
                Using the API
              </h2>
              {api.info.description.split("\n\n").map((paragraph) => (
                <p key={paragraph} className="mt-4 text-gray-700">
                  <Prose text={paragraph} />
                </p>
              ))}
              <figure className="mt-6">
                <figcaption className="text-sm font-semibold">Sign in, then call with the token</figcaption>
                {/* Focusable: on a phone the example scrolls sideways, and keyboards must reach it too. */}
                <pre
                  tabIndex={0}
                  className="mt-2 overflow-x-auto rounded-xl bg-ink-900 p-4 font-mono text-sm text-gray-100"
                >
                  {LOGIN_EXAMPLE}
                </pre>
              </figure>
              <p className="mt-6 text-gray-700">
                The whole description, for tools that generate clients or test calls, is the OpenAPI 3.1 document.
              </p>
              <a href={DOCUMENT_URL} className={`${BUTTON.primary} mt-4`}>
                OpenAPI document (JSON)
              </a>
            </section>
            {groups.map(({ tag, description, operations }) => (
              <section key={tag} aria-labelledby={sectionSlug(tag)} className="mt-12">
                <h2 id={sectionSlug(tag)} className="text-2xl font-bold tracking-tight">
                  <Link href={`/api-docs/${sectionSlug(tag)}`} className="hover:text-brand-700">
                    {tag}
                  </Link>
                </h2>
                <p className="mt-2 max-w-3xl text-gray-700">{description}</p>
                <ul className="mt-4 grid gap-2 text-sm">
                  {operations.map(({ method, path, operation }) => (
                    <li key={operation.operationId} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                      <MethodBadge method={method} />
                      <Link
                        href={`/api-docs/${sectionSlug(tag)}#${operation.operationId}`}
                        className="min-w-0 font-mono font-semibold [overflow-wrap:anywhere] hover:text-brand-700"
                      >
                        {path}
                      </Link>
                      <span className="text-gray-700">{operation.summary}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}

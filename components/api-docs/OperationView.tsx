import { Fragment } from "react";
import { bodyVariants, fieldsOf, parameterFields, type Field } from "@/lib/openapi/reference";
import type { HttpMethod, OperationObject } from "@/lib/openapi/types";

// The parts of the API reference pages (app/(site)/api-docs): an operation with its parameters, body
// fields and answers, drawn from the OpenAPI document.

const METHOD_STYLES: Record<HttpMethod, string> = {
  GET: "bg-emerald-100 text-emerald-900",
  HEAD: "bg-teal-100 text-teal-900",
  POST: "bg-sky-100 text-sky-900",
  PUT: "bg-amber-100 text-amber-900",
  PATCH: "bg-violet-100 text-violet-900",
  DELETE: "bg-red-100 text-red-900",
};

/** The document's prose: `code` and **bold**, nothing else. */
export function Prose({ text }: { text: string }) {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((part, i) =>
    part.startsWith("`") && part.length > 1 ? (
      <code key={i} className="rounded bg-gray-100 px-1 text-[0.9em]">
        {part.slice(1, -1)}
      </code>
    ) : part.startsWith("**") ? (
      <strong key={i}>{part.slice(2, -2)}</strong>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

export function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <span
      className={`inline-block min-w-16 rounded-md px-2 py-0.5 text-center font-mono text-xs font-bold ${METHOD_STYLES[method]}`}
    >
      {method}
    </span>
  );
}

// Code, field lists and answer lists are styled once, from the column that holds them all, rather than
// on each: the page has some 250 lists, and every class would be sent twice (HTML and RSC payload).
export const COLUMN_STYLES = [
  "[&_.fields]:divide-y [&_.fields]:divide-gray-100 [&_.fields]:rounded-lg [&_.fields]:border [&_.fields]:border-gray-200 [&_.fields]:bg-white [&_.fields]:text-sm",
  "[&_.fields>li]:px-3 [&_.fields>li]:py-2 [&_.fields_p]:mt-1 [&_.fields_p]:text-gray-700",
  "[&_code]:font-mono [&_code]:[overflow-wrap:anywhere] [&_.fields_code]:font-semibold",
  "[&_.fields_i]:not-italic [&_.fields_i]:text-gray-700 [&_.fields_small]:text-xs [&_.fields_small]:text-gray-600 [&_.fields_small]:[overflow-wrap:anywhere]",
  "[&_.fields_b]:rounded [&_.fields_b]:bg-brand-50 [&_.fields_b]:px-1.5 [&_.fields_b]:text-xs [&_.fields_b]:text-brand-900",
  "[&_.answers]:mt-2 [&_.answers]:grid [&_.answers]:gap-3 [&_.answers]:text-sm [&_.answers>div]:grid [&_.answers>div]:gap-1",
  "sm:[&_.answers>div]:grid-cols-[3.5rem_minmax(0,1fr)] sm:[&_.answers>div]:gap-3",
  "[&_.answers_dd]:min-w-0 [&_.answers_dd]:text-gray-700 [&_.answers_dt]:font-mono [&_.answers_dt]:font-bold",
].join(" ");

function FieldList({ fields }: { fields: Field[] }) {
  return (
    <ul className="fields">
      {fields.map((field) => (
        <li key={field.name}>
          <code>{field.name}</code> <i>{field.type}</i> {field.required ? <b>required</b> : <small>optional</small>}
          {field.description && (
            <p>
              <Prose text={field.description} />
            </p>
          )}
          {field.rules.length > 0 && (
            <p>
              <small>{field.rules.join("; ")}</small>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

function RequestBodyView({ operation }: { operation: OperationObject }) {
  const body = operation.requestBody;
  if (!body) return null;
  const variants = bodyVariants(body);
  return (
    <>
      <h4 className="mt-5 font-semibold">Request body</h4>
      <p className="mt-1 text-sm text-gray-700">
        <code>{variants[0]?.mediaType}</code>
        {body.required ? "" : " (optional)"}
        {body.description && (
          <>
            {": "}
            <Prose text={body.description} />
          </>
        )}
      </p>
      {variants.length === 1 ? (
        <div className="mt-2">
          <FieldList fields={variants[0].fields} />
        </div>
      ) : (
        <div className="mt-2 grid gap-2">
          {variants.map((variant) => (
            <details key={variant.title} className="rounded-lg border border-gray-200 bg-gray-50 px-3 py-2">
              <summary className="cursor-pointer text-sm font-semibold">{variant.title}</summary>
              <div className="mt-2">
                <FieldList fields={variant.fields} />
              </div>
            </details>
          ))}
        </div>
      )}
    </>
  );
}

function Responses({ operation }: { operation: OperationObject }) {
  return (
    <>
      <h4 className="mt-5 font-semibold">Answers</h4>
      <dl className="answers">
        {Object.entries(operation.responses).map(([status, response]) => {
          const schema = Object.values(response.content ?? {})[0]?.schema;
          const fields = status.startsWith("2") && schema ? fieldsOf(schema) : [];
          return (
            <div key={status}>
              <dt>{status}</dt>
              <dd>
                <Prose text={response.description} />
                {fields.length > 0 && (
                  <div className="mt-2">
                    <FieldList fields={fields} />
                  </div>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}

export function OperationView({
  method,
  path,
  operation,
}: {
  method: HttpMethod;
  path: string;
  operation: OperationObject;
}) {
  const parameters = operation.parameters ?? [];
  return (
    <article id={operation.operationId} className="scroll-mt-24 rounded-xl border border-gray-200 p-4 sm:p-5">
      <h3 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base">
        <MethodBadge method={method} />
        <code className="min-w-0 font-semibold">{path}</code>
      </h3>
      <p className="mt-2 font-medium">{operation.summary}</p>
      <p className="mt-1 text-sm text-gray-700">
        <span className="font-semibold">Who may call: </span>
        {operation["x-access"]}
      </p>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 hover:text-brand-900">
          Parameters, body and answers<span className="sr-only"> of {`${method} ${path}`}</span>
        </summary>
        <div className="mt-3">
          {operation.description && (
            <p className="text-sm text-gray-700">
              <Prose text={operation.description} />
            </p>
          )}
          {parameters.length > 0 && (
            <>
              <h4 className="mt-5 font-semibold">Parameters</h4>
              <div className="mt-2">
                <FieldList fields={parameterFields(parameters)} />
              </div>
            </>
          )}
          <RequestBodyView operation={operation} />
          <Responses operation={operation} />
        </div>
      </details>
    </article>
  );
}

import Link from "next/link";
import { sectionSlug } from "@/lib/openapi/reference";

/** The reference's table of contents: the overview, then one page per part of the API. */
export function SectionNav({ groups, current }: { groups: { tag: string; count: number }[]; current?: string }) {
  const item = (href: string, label: React.ReactNode, active: boolean) => (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={active ? "font-semibold text-brand-700" : "text-gray-700 hover:text-brand-700"}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="API sections" className="lg:sticky lg:top-24 lg:self-start">
      <p className="font-semibold">API reference</p>
      <ul className="mt-3 grid gap-2 text-sm">
        <li>{item("/api-docs", "Overview", current === undefined)}</li>
        {groups.map(({ tag, count }) => (
          <li key={tag}>
            {item(
              `/api-docs/${sectionSlug(tag)}`,
              <>
                {tag} <span className="text-gray-600">({count})</span>
              </>,
              current === tag,
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

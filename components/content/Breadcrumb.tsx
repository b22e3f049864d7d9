import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";

export interface Crumb {
  href?: string;
  label: string;
}

/** Home › … › current page, on the dark page band. */
export function Breadcrumb({ trail, current }: { trail: Crumb[]; current: string }) {
  const t = useTranslations("Site");
  const crumbs: Crumb[] = [{ href: "/", label: t("breadcrumb.home") }, ...trail, { label: current }];
  return (
    <nav aria-label={t("breadcrumb.label")} className="text-sm text-gray-300">
      <ol className="flex flex-wrap gap-1">
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`} className="flex gap-1">
            {i > 0 && <span aria-hidden="true">/</span>}
            {crumb.href ? (
              <Link href={crumb.href} className="hover:text-white">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-white">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

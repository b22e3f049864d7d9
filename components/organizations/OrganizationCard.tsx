import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { IntentLink } from "@/lib/i18n/link";
import type { OrganizationView } from "@/lib/hiring/views";
import { organizationPath } from "@/lib/hiring/paths";
import { openingsLabel, organizationTypeLabel } from "@/lib/hiring/job-names";
import { DEFAULT_AVATAR, mediaUrl } from "@/lib/storage/urls";
import { Icon } from "@/components/ui/Icon";

/** An organisation on /employers: logo, name, type, city, and its open positions. */
export function OrganizationCard({ organization }: { organization: OrganizationView }) {
  const t = useTranslations("Studios");
  const jobs = useTranslations("Jobs");
  const words = useTranslations("JobsClient");
  const locale = usePageLocale();
  const href = organizationPath(organization.id);
  return (
    <article
      data-testid="studio-card"
      className="flex h-full flex-col items-center rounded-2xl border border-gray-100 bg-white p-6 text-center shadow-sm transition hover:-translate-y-1 hover:shadow-lg"
    >
      <img
        src={mediaUrl(organization.logo) ?? DEFAULT_AVATAR}
        alt={words("names.logoAlt", { name: organization.name })}
        width={88}
        height={88}
        loading="lazy"
        className="h-22 w-22 rounded-2xl object-cover shadow-md"
      />
      <h2 className="mt-4 text-lg font-semibold">
        <IntentLink href={href} className="hover:text-brand-700">
          {organization.name}
        </IntentLink>
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {organizationTypeLabel(jobs, organization.type)}
        {organization.verified && <span className="ml-1 text-green-800">· {words("names.verified")}</span>}
      </p>
      <p className="mt-3 flex items-center gap-1 text-sm text-gray-700">
        <Icon name="pin" className="h-4 w-4 text-brand-600" />
        {organization.city}
      </p>
      <p className="mt-4 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
        {openingsLabel(words, locale, organization.openings)}
      </p>
      <IntentLink
        href={href}
        className="mt-6 inline-flex w-full items-center justify-center rounded-full border border-gray-200 px-4 py-2 text-sm font-semibold transition hover:border-brand-600 hover:text-brand-700"
      >
        {t.rich("card.view", {
          name: organization.name,
          hidden: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </IntentLink>
    </article>
  );
}

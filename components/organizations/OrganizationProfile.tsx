import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import type { CallView } from "@/lib/hiring/views";
import type { OrganizationView } from "@/lib/hiring/views";
import { cardData } from "@/lib/hiring/present";
import { openingsLabel, organizationTypeLabel } from "@/lib/hiring/job-names";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { DEFAULT_AVATAR, mediaUrl } from "@/lib/storage/urls";
import { CallCard } from "@/components/jobs/CallCard";
import { Breadcrumb } from "@/components/content/Breadcrumb";
import { DarkBand } from "@/components/content/DarkBand";
import { PageWords } from "@/components/language/PageWords";
import { Icon } from "@/components/ui/Icon";
import { BUTTON, CONTAINER } from "@/components/ui/styles";
import { FollowButton } from "./FollowButton";
import { PageImage } from "@/components/ui/PageImage";
import { RenterRecord } from "@/components/rentals/RenterRecord";
import type { RenterRecord as RenterRecordData } from "@/lib/rentals/reviews";

interface Props {
  organization: OrganizationView;
  calls: readonly CallView[];
  following: boolean;
  signedIn: boolean;
  /** How camera and location owners rated the organization as a renter, when any has. */
  renterRecord?: RenterRecordData | null;
}

/**
 * An organisation's public page: banner with Follow and See Opportunities, about, and its open calls. Its
 * type is shown in the page's language; its name, city and description as the organization wrote them.
 */
export function OrganizationProfile({ organization, calls, following, signedIn, renterRecord }: Props) {
  const t = useTranslations("Studios");
  const jobs = useTranslations("Jobs");
  const words = useTranslations("JobsClient");
  const locale = usePageLocale();
  const type = organizationTypeLabel(jobs, organization.type);
  return (
    <>
      <DarkBand>
        <Breadcrumb trail={[{ href: "/employers", label: t("profile.breadcrumb") }]} current={organization.name} />
        <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center">
          <PageImage
            src={mediaUrl(organization.logo) ?? DEFAULT_AVATAR}
            alt={words("names.logoAlt", { name: organization.name })}
            width={112}
            height={112}
            className="h-28 w-28 rounded-3xl object-cover shadow-xl ring-4 ring-white/10"
          />
          <div className="flex-1">
            <h1 className="text-4xl font-black tracking-tight">{organization.name}</h1>
            <p className="mt-2 text-lg text-gray-200">{type}</p>
            <p className="mt-2 flex items-center gap-1 text-gray-300">
              <Icon name="pin" className="h-4 w-4" />
              {organization.city}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <PageWords namespaces={["StudiosClient"]}>
              <FollowButton
                organizationId={organization.id}
                name={organization.name}
                initiallyFollowing={following}
                initialFollowers={organization.followers}
                signedIn={signedIn}
              />
            </PageWords>
            <a href="#opportunities" className={BUTTON.primary}>
              {t("profile.seeOpportunities")}
            </a>
          </div>
        </div>
      </DarkBand>
      <div className={`${CONTAINER} grid gap-10 py-12 lg:grid-cols-[1fr_20rem]`}>
        <div>
          <section aria-labelledby="studio-about">
            <h2 id="studio-about" className="text-2xl font-bold">
              {t("profile.about")}
            </h2>
            <p className="mt-3 whitespace-pre-line text-lg leading-relaxed text-gray-700">
              {organization.description ??
                t("profile.aboutFallback", {
                  name: organization.name,
                  // English writes the type in lower case within the sentence ("a production house").
                  type: locale === DEFAULT_LOCALE ? type.toLowerCase() : type,
                  city: organization.city,
                })}
            </p>
          </section>
          <section id="opportunities" aria-labelledby="opportunities-title" className="mt-12 scroll-mt-24">
            <h2 id="opportunities-title" className="text-2xl font-bold">
              {t("profile.opportunities")}
            </h2>
            {calls.length === 0 ? (
              <p className="mt-4 text-gray-600">{t("profile.noCalls")}</p>
            ) : (
              <ul className="mt-6 grid gap-6 md:grid-cols-2">
                {calls.map((call) => (
                  <li key={call.id}>
                    <CallCard call={cardData(call)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside aria-labelledby="studio-facts" className="h-fit rounded-2xl bg-gray-50 p-6">
          <h2 id="studio-facts" className="text-lg font-bold">
            {t("profile.glance")}
          </h2>
          <dl className="mt-4 grid gap-4 text-sm">
            <div>
              <dt className="text-gray-600">{t("profile.basedIn")}</dt>
              <dd className="font-semibold">{organization.city}</dd>
            </div>
            <div>
              <dt className="text-gray-600">{t("profile.since")}</dt>
              <dd className="font-semibold">{organization.founded}</dd>
            </div>
            <div>
              <dt className="text-gray-600">{t("profile.openPositions")}</dt>
              <dd className="font-semibold">{openingsLabel(words, locale, organization.openings)}</dd>
            </div>
            {organization.website && (
              <div>
                <dt className="text-gray-600">{t("profile.website")}</dt>
                <dd className="font-semibold">
                  <a
                    href={organization.website}
                    rel="noopener nofollow ugc"
                    className="break-all text-brand-700 underline"
                  >
                    {organization.website.replace(/^https?:\/\//, "")}
                  </a>
                </dd>
              </div>
            )}
            <div>
              <dt className="text-gray-600">{t("profile.verified")}</dt>
              <dd
                className={`flex items-center gap-1 font-semibold ${organization.verified ? "text-green-800" : "text-amber-800"}`}
              >
                <Icon name="badge" className="h-4 w-4" />
                {organization.verified ? t("profile.verifiedBy") : words("names.unverified")}
              </dd>
            </div>
          </dl>
          {renterRecord && (
            <div className="mt-6 bg-white">
              <RenterRecord record={renterRecord} />
            </div>
          )}
          <Link href="/employers" className="mt-6 inline-block text-sm font-semibold text-brand-700 hover:underline">
            {t("profile.allStudios")}
          </Link>
        </aside>
      </div>
    </>
  );
}

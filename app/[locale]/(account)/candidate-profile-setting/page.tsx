import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { PageWords } from "@/components/language/PageWords";
import { guardianRelationWords } from "@/components/forms/GuardianRelationSelect";
import { OrganizationForm } from "@/components/hiring/OrganizationForm";
import { OwnCalls } from "@/components/hiring/OwnCalls";
import { AccountPanel } from "@/components/settings/AccountPanel";
import { LanguagePanel } from "@/components/settings/LanguagePanel";
import { languagePanelWords } from "@/lib/accounts/language-words";
import { AlertsPanel } from "@/components/settings/AlertsPanel";
import { PushToggle } from "@/components/pwa/PushToggle";
import { AvailabilityPanel } from "@/components/settings/AvailabilityPanel";
import { ChoicesReviewNotice } from "@/components/settings/ChoicesReviewNotice";
import { GuardianPanel } from "@/components/settings/GuardianPanel";
import { SettingsHeading } from "@/components/settings/SettingsHeading";
import { PrivacyPanel } from "@/components/settings/PrivacyPanel";
import { formWords } from "@/components/settings/form-words";
import { ProfileForm } from "@/components/settings/ProfileForm";
import { alertPreferencesOf } from "@/lib/alerts/preferences";
import { signedInMember } from "@/lib/auth/signed-in";
import { currentAvailability } from "@/lib/profiles/availability-states";
import { choicesReviewDue } from "@/lib/profiles/choices-review";
import { findCategory } from "@/lib/catalog";
import { categoryLabel, subcategoryLabel } from "@/lib/search/catalog-names";
import { organizationTypeLabel } from "@/lib/hiring/job-names";
import { accountSettingsOf, type AccountSettings } from "@/lib/accounts/settings";
import { applicationCounts } from "@/lib/hiring/triage";
import { callsOfOwner } from "@/lib/hiring/calls";
import { organizationOfMember } from "@/lib/hiring/organizations";
import { ORGANIZATION_TYPES } from "@/lib/hiring/options";
import { organizationPath } from "@/lib/hiring/paths";
import { formFor } from "@/lib/profiles/kinds";
import { readProfileRecord } from "@/lib/profiles/records";
import { profilePath } from "@/lib/profiles/paths";
import { RENTAL_SETTINGS_PATH } from "@/lib/rentals/paths";
import { rentsOut } from "@/lib/rentals/terms";
import { config } from "@/lib/server/config";
import { UPLOAD_PURPOSES } from "@/lib/uploads/purposes";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Settings");
  return { title: t("metadata.title"), robots: { index: false } };
}

/** The client words of the settings panels, and the validation messages of their forms. */
const CLIENT_WORDS = ["SettingsClient", "FormErrors", "ProfileClient", "UploadsClient"] as const;

export default async function ProfileSettingsPage() {
  const session = await signedInMember();
  if (!session) redirect({ href: "/login", locale: await currentLocale() });
  const user = await accountSettingsOf(session);
  if (!user) redirect({ href: "/login", locale: await currentLocale() });
  if (user.accountType === "HIRER") return <HirerSettings user={user} />;
  const [saved, alerts, reviewDue, t, names, auth] = await Promise.all([
    readProfileRecord(user),
    alertPreferencesOf(user),
    choicesReviewDue(user.id),
    getTranslations("Settings"),
    getTranslations("Catalog"),
    getTranslations("Auth"),
  ]);
  const kind = findCategory(user.category)?.kind;
  const definition = saved ? formFor(kind, user.gender, saved.minor) : undefined;
  const words = definition ? await formWords(definition) : undefined;
  return (
    <PageWords namespaces={CLIENT_WORDS}>
      <section className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 py-10">
        <SettingsHeading
          user={user}
          title={user.name}
          line={t("page.member", {
            subcategory: subcategoryLabel(names, user.subcategory),
            category: categoryLabel(names, user.category),
          })}
          links={
            <div className="flex flex-wrap gap-4">
              {rentsOut(user.category) && (
                <Link
                  href={RENTAL_SETTINGS_PATH}
                  className="text-sm text-brand-700 underline"
                  data-testid="rental-settings-link"
                >
                  {t("page.rentalSettings")}
                </Link>
              )}
              <Link href={profilePath(user.id)} className="text-sm text-brand-700 underline">
                {t("page.viewProfile")}
              </Link>
            </div>
          }
        />
        <GuardianPanel relations={guardianRelationWords((key) => auth(key))} />
        {kind !== "location" && (
          <AvailabilityPanel
            key={`${user.availability}|${user.busyUntil?.getTime()}`}
            initial={currentAvailability(user.availability, user.busyUntil)}
          />
        )}
        {reviewDue && saved && words && <ChoicesReviewNotice />}
        {saved && words ? (
          <ProfileForm
            userId={user.id}
            name={user.name}
            category={user.category}
            gender={user.gender}
            record={saved.record}
            media={saved.media}
            minor={saved.minor}
            words={words}
            videoLimits={{
              maxBytes: UPLOAD_PURPOSES.profileVideo.maxBytes(),
              maxMinutes: config.uploadVideoMaxMinutes,
            }}
          />
        ) : (
          <p className="text-gray-600">{t("page.noForm")}</p>
        )}
        <PrivacyPanel initial={user.sharePrivateDetails} />
        <AlertsPanel initial={alerts} />
        <PushToggle />
        <LanguagePanel initial={user.locale} words={await languagePanelWords()} />
        <AccountPanel email={user.email} confirmed={user.status} />
      </section>
    </PageWords>
  );
}

/** A hirer's settings: the organisation (logo and cover are the account's pictures), its calls, the account. */
async function HirerSettings({ user }: { user: AccountSettings }) {
  const [organization, calls, alerts, t, jobs] = await Promise.all([
    organizationOfMember(user),
    callsOfOwner(user),
    alertPreferencesOf(user),
    getTranslations("Settings"),
    getTranslations("Jobs"),
  ]);
  if (!organization) redirect({ href: "/", locale: await currentLocale() });
  const typeNames = Object.fromEntries(ORGANIZATION_TYPES.map((type) => [type, organizationTypeLabel(jobs, type)]));
  return (
    <PageWords namespaces={CLIENT_WORDS}>
      <section className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 py-10">
        <SettingsHeading
          user={user}
          title={organization.name}
          line={t("page.organization", {
            type: organizationTypeLabel(jobs, organization.type),
            city: organization.city,
          })}
          links={
            <Link href={organizationPath(organization.id)} className="text-sm text-brand-700 underline">
              {t("page.viewStudio")}
            </Link>
          }
        />
        <OrganizationForm
          initial={{
            name: organization.name,
            type: organization.type as (typeof ORGANIZATION_TYPES)[number],
            city: organization.city,
            website: organization.website ?? "",
            description: organization.description ?? "",
          }}
          typeNames={typeNames}
        />
        <OwnCalls calls={calls} applications={await applicationCounts(calls.map((c) => c.id))} />
        <AlertsPanel initial={alerts} />
        <PushToggle />
        <LanguagePanel initial={user.locale} words={await languagePanelWords()} />
        <AccountPanel email={user.email} confirmed={user.status} />
      </section>
    </PageWords>
  );
}

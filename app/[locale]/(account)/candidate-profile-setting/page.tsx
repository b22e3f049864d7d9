import type { Metadata } from "next";
import { Link, redirect } from "@/lib/i18n/navigation";
import { currentLocale } from "@/lib/i18n/server";
import { OrganizationForm } from "@/components/hiring/OrganizationForm";
import { OwnCalls } from "@/components/hiring/OwnCalls";
import { AccountPanel } from "@/components/settings/AccountPanel";
import { AlertsPanel } from "@/components/settings/AlertsPanel";
import { AvailabilityPanel } from "@/components/settings/AvailabilityPanel";
import { GuardianPanel } from "@/components/settings/GuardianPanel";
import { PicturesPanel } from "@/components/settings/PicturesPanel";
import { PrivacyPanel } from "@/components/settings/PrivacyPanel";
import { ProfileForm } from "@/components/settings/ProfileForm";
import { alertPreferencesOf } from "@/lib/alerts/preferences";
import { signedInMember } from "@/lib/auth/signed-in";
import { currentAvailability } from "@/lib/profiles/availability-states";
import { findCategory } from "@/lib/catalog";
import { accountSettingsOf, type AccountSettings } from "@/lib/accounts/settings";
import { applicationCounts } from "@/lib/hiring/triage";
import { callsOfOwner } from "@/lib/hiring/calls";
import { organizationOfMember } from "@/lib/hiring/organizations";
import type { ORGANIZATION_TYPES } from "@/lib/hiring/options";
import { organizationPath } from "@/lib/hiring/paths";
import { MESSAGES } from "@/lib/status-messages";
import { readProfileRecord } from "@/lib/profiles/records";
import { profilePath } from "@/lib/profiles/seo";
import { RENTAL_SETTINGS_PATH } from "@/lib/rentals/paths";
import { rentsOut } from "@/lib/rentals/terms";

export const metadata: Metadata = { title: "Profile settings", robots: { index: false } };

export default async function ProfileSettingsPage() {
  const session = await signedInMember();
  if (!session) redirect({ href: "/login", locale: await currentLocale() });
  const user = await accountSettingsOf(session);
  if (!user) redirect({ href: "/login", locale: await currentLocale() });
  if (user.accountType === "HIRER") return <HirerSettings user={user} />;
  const [saved, alerts] = await Promise.all([readProfileRecord(user), alertPreferencesOf(user)]);
  return (
    <section className="mx-auto grid max-w-5xl gap-8 px-4 py-10">
      <PicturesPanel
        key={`${user.profilePic}|${user.coverPic}`}
        userId={user.id}
        initial={{ profilePic: user.profilePic, coverPic: user.coverPic }}
      />
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-3xl font-bold">{user.name}</h1>
          <p className="text-gray-600" data-testid="settings-member">
            {user.subcategory} · {user.category}
          </p>
        </div>
        <div className="flex flex-wrap gap-4">
          {rentsOut(user.category) && (
            <Link
              href={RENTAL_SETTINGS_PATH}
              className="text-sm text-brand-700 underline"
              data-testid="rental-settings-link"
            >
              Rates and calendar
            </Link>
          )}
          <Link href={profilePath(user.id)} className="text-sm text-brand-700 underline">
            View public profile
          </Link>
        </div>
      </div>
      <GuardianPanel />
      {findCategory(user.category)?.kind !== "location" && (
        <AvailabilityPanel
          key={`${user.availability}|${user.busyUntil?.getTime()}`}
          initial={currentAvailability(user.availability, user.busyUntil)}
        />
      )}
      {saved ? (
        <ProfileForm
          userId={user.id}
          category={user.category}
          gender={user.gender}
          record={saved.record}
          media={saved.media}
          minor={saved.minor}
        />
      ) : (
        <p className="text-gray-600">{MESSAGES.empty.noForm}</p>
      )}
      <PrivacyPanel initial={user.sharePrivateDetails} />
      <AlertsPanel initial={alerts} />
      <AccountPanel email={user.email} confirmed={user.status} />
    </section>
  );
}

/** A hirer's settings: the organisation (logo and cover are the account's pictures), its calls, the account. */
async function HirerSettings({ user }: { user: AccountSettings }) {
  const [organization, calls, alerts] = await Promise.all([
    organizationOfMember(user),
    callsOfOwner(user),
    alertPreferencesOf(user),
  ]);
  if (!organization) redirect({ href: "/", locale: await currentLocale() });
  return (
    <section className="mx-auto grid max-w-5xl gap-8 px-4 py-10">
      <PicturesPanel
        key={`${user.profilePic}|${user.coverPic}`}
        userId={user.id}
        initial={{ profilePic: user.profilePic, coverPic: user.coverPic }}
      />
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-3xl font-bold">{organization.name}</h1>
          <p className="text-gray-600" data-testid="settings-member">
            {organization.type} · {organization.city} · your picture is the organisation&apos;s logo
          </p>
        </div>
        <Link href={organizationPath(organization.id)} className="text-sm text-brand-700 underline">
          View studio page
        </Link>
      </div>
      <OrganizationForm
        initial={{
          name: organization.name,
          type: organization.type as (typeof ORGANIZATION_TYPES)[number],
          city: organization.city,
          website: organization.website ?? "",
          description: organization.description ?? "",
        }}
      />
      <OwnCalls calls={calls} applications={await applicationCounts(calls.map((c) => c.id))} />
      <AlertsPanel initial={alerts} />
      <AccountPanel email={user.email} confirmed={user.status} />
    </section>
  );
}

import type { Metadata } from "next";
import { PageWords } from "@/components/language/PageWords";
import { getTranslations } from "next-intl/server";
import { currentLocale } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { memberLabel, subcategoryLabel } from "@/lib/search/catalog-names";
import { DEFAULT_LOCALE, localisedPath } from "@/lib/i18n/locales";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ScreenshotShortcutGuard } from "@/components/ScreenshotShortcutGuard";
import { Carousel } from "@/components/profile/Carousel";
import { ContactBlock } from "@/components/profile/ContactBlock";
import { DetailsView } from "@/components/profile/DetailsView";
import { Gallery } from "@/components/profile/Gallery";
import { Portfolio, Videos, WorkSamples } from "@/components/profile/MediaViews";
import { PrivateDetails } from "@/components/profile/PrivateDetails";
import { introductionIn, ProfileHeader } from "@/components/profile/ProfileHeader";
import { ProfileTabs } from "@/components/profile/ProfileTabs";
import { UnlistedProfile } from "@/components/profile/UnlistedProfile";
import { MessageButton } from "@/components/messages/MessageButton";
import { MESSAGE_BUTTON_WORDS } from "@/components/messages/message-button-words";
import { ReportButton } from "@/components/moderation/ReportButton";
import { SaveToShortlist } from "@/components/shortlists/SaveToShortlist";
import { SAVE_TO_SHORTLIST_WORDS } from "@/components/shortlists/save-to-shortlist-words";
import { findCategory, listingPath } from "@/lib/catalog";
import { configuredSupportContact } from "@/lib/content/contact";
import { mediaUrl } from "@/lib/storage/urls";
import { detailSections, privateSections } from "@/lib/profiles/kinds";
import { emptyStates } from "@/lib/profiles/presentation";
import { findPublicUser } from "@/lib/profiles/public";
import { introduction, structuredData } from "@/lib/profiles/seo";
import { profilePath } from "@/lib/profiles/paths";
import { renterRecordOf, reputationOf } from "@/lib/rentals/reviews";
import { rentsOut, termsOf } from "@/lib/rentals/terms";
import { RentalPanel } from "@/components/rentals/RentalPanel";
import { RenterRecord } from "@/components/rentals/RenterRecord";

const load = cache(async (id: string) => (id.length <= 64 ? findPublicUser(id) : null));

// Rendered on the first visit and then served from the page cache like a static page; a member's own
// change refreshes it at once (lib/profiles/refresh-pages.ts), and any copy is rendered again after a minute.
export const revalidate = 60;
export function generateStaticParams(): { id: string }[] {
  return [];
}

type Props = PageProps<"/[locale]/candidate-profile/[id]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const user = await load((await params).id);
  const t = await getTranslations("Profile");
  if (!user) return { title: t("metadata.notFound") };
  if (!user.listed) return { title: user.name, robots: { index: false } };
  const names = await getTranslations("Catalog");
  const city = user.additionalDetails.city;
  const picture = user.additionalDetails.imageVariants[0]?.gallery ?? user.profilePic;
  const member = memberLabel(names, user.subcategory);
  const description = (await currentLocale()) === DEFAULT_LOCALE ? introduction(user) : introductionIn(t, names, user);
  return {
    title: city
      ? t("metadata.titleInCity", { name: user.name, member, city })
      : t("metadata.title", { name: user.name, member }),
    description,
    alternates: await pageAlternates(profilePath(user._id)),
    openGraph: {
      type: "profile",
      title: user.name,
      description,
      images: picture ? [{ url: mediaUrl(picture)! }] : undefined,
    },
  };
}

export default async function CandidateProfilePage({ params }: Props) {
  const user = await load((await params).id);
  if (!user) notFound();
  if (!user.listed) return <UnlistedProfile memberId={user._id} name={user.name} subcategory={user.subcategory} />;
  const [t, names, siteWords, locale] = await Promise.all([
    getTranslations("Profile"),
    getTranslations("Catalog"),
    getTranslations("Site"),
    currentLocale(),
  ]);
  const category = findCategory(user.category);
  const emptyWords = {
    noImages: t("empty.noImages"),
    imagesNotFound: t("empty.imagesNotFound"),
    videosNotFound: t("empty.videosNotFound"),
    portfolioMissing: t("empty.portfolioMissing"),
    portfolioMissingShort: t("empty.portfolioMissingShort"),
  };
  const shown = emptyStates(category?.kind);
  const empty = {
    images: emptyWords[shown.images],
    videos: emptyWords[shown.videos],
    portfolio: emptyWords[shown.portfolio],
  };
  const images = user.additionalDetails.imageVariants;
  const details = user.additionalDetails as Record<string, unknown>;
  const samples = user.additionalDetails.previousWorkSamples ?? [];
  // A camera unit's or location's terms and record; anyone's record as a renter (shown once an owner reviewed them).
  const [rental, renterRecord] = await Promise.all([
    rentsOut(user.category)
      ? Promise.all([termsOf(user._id), reputationOf(user._id)]).then(([terms, reputation]) => ({ terms, reputation }))
      : null,
    renterRecordOf({ memberId: user._id }),
  ]);
  const photos =
    category?.kind === "writerDirector" ? (
      <Carousel images={images} name={user.name} empty={empty.images} />
    ) : (
      <Gallery images={images} name={user.name} empty={empty.images} />
    );

  return (
    <PageWords namespaces={["ProfileClient"]}>
      <article>
        <ScreenshotShortcutGuard message={t("screenshotBlocked")} />
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: JSON.stringify(
              structuredData(
                user,
                rental?.terms ? { dayRate: rental.terms.dayRate, rating: rental.reputation.rating } : undefined,
              ),
            ).replace(/</g, "\\u003c"),
          }}
        />
        <ProfileHeader user={user} introduction={introduction(user)} />
        <div className="mx-auto mt-8 grid max-w-6xl gap-8 px-4 lg:grid-cols-[1fr_320px]">
          <ProfileTabs
            tabs={[
              {
                id: "info",
                label: t("tabs.info"),
                content: (
                  <>
                    <DetailsView sections={detailSections(category?.kind)} details={details} memberId={user._id} />
                    {/* Rendered in the browser only, for the member and the casting teams they allow. */}
                    <PrivateDetails memberId={user._id} sections={privateSections(category?.kind)} />
                  </>
                ),
              },
              { id: "images", label: t("tabs.images"), content: photos },
              {
                id: "videos",
                label: t("tabs.videos"),
                content: <Videos videos={user.additionalDetails.videos} name={user.name} empty={empty.videos} />,
              },
              {
                id: "portfolio",
                label: t("tabs.portfolio"),
                content: <Portfolio path={user.additionalDetails.pdfUpload} empty={empty.portfolio} />,
              },
              ...(samples.length
                ? [{ id: "work-samples", label: t("tabs.workSamples"), content: <WorkSamples paths={samples} /> }]
                : []),
            ]}
          />
          <div className="grid content-start gap-4">
            {rental && (
              <RentalPanel ownerId={user._id} name={user.name} terms={rental.terms} reputation={rental.reputation} />
            )}
            {renterRecord && <RenterRecord record={renterRecord} />}
            <PageWords namespaces={[...MESSAGE_BUTTON_WORDS, ...SAVE_TO_SHORTLIST_WORDS, "SiteClient"]}>
              <div className="flex flex-wrap items-start gap-2">
                <MessageButton toUserId={user._id} name={user.name} />
                <SaveToShortlist memberId={user._id} name={user.name} wide />
              </div>
              {/* A <div>: the button's dialog cannot sit inside a <p>. */}
              <div>
                <ReportButton targetType="profile" targetId={user._id} ownerId={user._id} />
              </div>
            </PageWords>
            {category && (
              <a
                href={localisedPath(locale, listingPath(category.name, user.subcategory))}
                className="text-sm text-brand-700 underline"
              >
                {t("moreProfiles", { subcategory: subcategoryLabel(names, user.subcategory) })}
              </a>
            )}
            <ContactBlock name={user.name} support={configuredSupportContact()} t={siteWords} locale={locale} />
          </div>
        </div>
      </article>
    </PageWords>
  );
}

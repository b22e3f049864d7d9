import { useLocale, useTranslations } from "#words";
import type { PublicUser } from "@/lib/profiles/views";
import { DEFAULT_AVATAR, DEFAULT_COVER, mediaUrl } from "@/lib/storage/urls";
import { findCategory } from "@/lib/catalog";
import { categoryLabel, memberLabel, subcategoryLabel, type CatalogTranslator } from "@/lib/search/catalog-names";
import type { ProfileTranslator } from "@/lib/profiles/field-names";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { AvailabilityBadge } from "./AvailabilityBadge";
import { OwnerOnly } from "./OwnerOnly";
import { PageImage } from "@/components/ui/PageImage";

/**
 * The member's introduction (lib/profiles/seo.ts `introduction`) in another language than English: the same
 * sentences from what the profile says; the member's own words (city, aim, description…) stay as typed.
 */
export function introductionIn(t: ProfileTranslator, names: CatalogTranslator, user: PublicUser): string {
  const d = user.additionalDetails;
  const said = (key: string) => (typeof d[key] === "string" ? d[key] : "");
  const city = said("city");
  const member = memberLabel(names, user.subcategory);
  const base =
    findCategory(user.category)?.kind === "location"
      ? city
        ? t("introduction.locationInCity", { name: user.name, member, city })
        : t("introduction.location", { name: user.name, member })
      : city
        ? t("introduction.personInCity", {
            name: user.name,
            member,
            category: categoryLabel(names, user.category),
            city,
          })
        : t("introduction.person", { name: user.name, member, category: categoryLabel(names, user.category) });
  const aim = said("aim");
  const specialization = said("specialization");
  const extra =
    said("description") ||
    (aim && t("introduction.aim", { aim })) ||
    (specialization && t("introduction.specialises", { specialization }));
  return extra ? `${base} ${extra}` : base;
}

/** `introduction`: the English one (lib/profiles/seo.ts), shown as it is on an English page. */
export function ProfileHeader({ user, introduction }: { user: PublicUser; introduction: string }) {
  const t = useTranslations("Profile");
  const names = useTranslations("Catalog");
  const english = useLocale() === DEFAULT_LOCALE;
  return (
    <header>
      <PageImage
        src={mediaUrl(user.headerPictures.cover) ?? DEFAULT_COVER}
        alt=""
        width={1200}
        height={360}
        className="h-40 w-full object-cover sm:h-56 md:h-72"
        fetchPriority="high"
      />
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 sm:flex-row sm:items-end">
        <PageImage
          src={mediaUrl(user.headerPictures.profile) ?? DEFAULT_AVATAR}
          alt={t("header.avatarAlt", { name: user.name, member: memberLabel(names, user.subcategory) })}
          width={160}
          height={160}
          className="-mt-16 h-32 w-32 rounded-full border-4 border-white bg-white object-cover shadow-md sm:h-40 sm:w-40"
        />
        <div className="pb-2">
          <h1 className="flex items-center gap-2 text-3xl font-bold">
            {user.name}
            {user.rate && (
              <span
                className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-ink-900"
                title={t("header.verifiedTitle")}
              >
                {t("header.verified")}
              </span>
            )}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-gray-700">
            {t("header.subtitle", {
              subcategory: subcategoryLabel(names, user.subcategory),
              category: categoryLabel(names, user.category),
            })}{" "}
            <AvailabilityBadge availability={user.availability} />
          </p>
          {/* The member's own id, for their dealings with support: nobody else's business. */}
          <OwnerOnly memberId={user._id}>
            <p className="text-xs text-gray-600">
              {t.rich("header.userId", {
                id: user._id,
                value: (chunks) => <span data-testid="user-id">{chunks}</span>,
              })}
            </p>
          </OwnerOnly>
        </div>
      </div>
      <p className="mx-auto mt-4 max-w-6xl px-4 text-gray-700" data-testid="introduction">
        {english ? introduction : introductionIn(t, names, user)}
      </p>
    </header>
  );
}

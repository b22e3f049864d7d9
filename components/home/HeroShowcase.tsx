import { useTranslations } from "#words";
import { cityLabel, languageLabel, subcategoryLabel } from "@/lib/search/catalog-names";
import { IntentLink } from "@/lib/i18n/link";
import { callPath } from "@/lib/hiring/paths";
import type { FeaturedMember } from "@/lib/profiles/featured";
import { profilePath } from "@/lib/profiles/paths";
import { DEFAULT_AVATAR, mediaUrl } from "@/lib/storage/urls";

export interface ShowcaseCall {
  id: string;
  title: string;
  organization: string;
  openings: number;
}

/**
 * The hero's picture of the product, made of what is on it now: a verified member's card and the newest
 * open casting call, each a link. Hidden on phones; the picture loads lazily so that a phone, which never
 * shows it, never fetches it. With neither (an empty site), nothing.
 */
export function HeroShowcase({ member, call }: { member: FeaturedMember | null; call: ShowcaseCall | null }) {
  const t = useTranslations("Home");
  const catalog = useTranslations("Catalog");
  if (!member && !call) return null;
  return (
    <div className="relative mx-auto hidden w-full max-w-md sm:block" data-testid="hero-showcase">
      {member && (
        <IntentLink
          href={profilePath(member.id)}
          className="relative block w-72 rotate-[-3deg] overflow-hidden rounded-2xl bg-white text-ink-900 shadow-2xl transition hover:rotate-0 sm:w-80"
        >
          <img
            src={mediaUrl(member.picture) ?? DEFAULT_AVATAR}
            alt=""
            loading="lazy"
            decoding="async"
            width={320}
            height={200}
            className="h-44 w-full object-cover object-[50%_30%]"
          />
          <span className="absolute left-0 top-4 rounded-r-full bg-amber-400 px-3 py-1 text-xs font-bold">
            {t("showcase.verified")}
          </span>
          <span className="block p-5">
            <span className="block text-lg font-bold">{member.name}</span>
            <span className="block text-sm text-gray-600">
              {subcategoryLabel(catalog, member.subcategory)}
              {member.city ? ` · ${cityLabel(catalog, member.city)}` : ""}
            </span>
            {member.languages.length > 0 && (
              <span className="mt-3 flex flex-wrap gap-1.5 text-xs">
                {member.languages.map((language) => (
                  <span key={language} className="rounded-full bg-brand-50 px-2.5 py-1 font-medium text-brand-700">
                    {languageLabel(catalog, language)}
                  </span>
                ))}
              </span>
            )}
            <span className="mt-4 inline-block rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
              {t.rich("showcase.viewProfile", {
                name: member.name,
                srOnly: (chunks) => <span className="sr-only">{chunks}</span>,
              })}
            </span>
          </span>
        </IntentLink>
      )}
      {call && (
        <IntentLink
          href={callPath(call.id)}
          className={`${member ? "absolute -bottom-8 right-0" : "relative"} block w-64 rounded-xl bg-white/95 p-4 text-ink-900 shadow-xl ring-1 ring-black/5 hover:ring-brand-600`}
        >
          <span className="block text-xs font-semibold uppercase tracking-wider text-brand-700">
            {t("showcase.newCall")}
          </span>
          <span className="mt-1 block text-sm font-semibold leading-snug">{call.title}</span>
          <span className="mt-1 block text-xs text-gray-600">
            {t("showcase.callMeta", { organization: call.organization, openings: call.openings })}
          </span>
        </IntentLink>
      )}
    </div>
  );
}

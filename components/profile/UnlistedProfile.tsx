import { useLocale, useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { OwnerOnly } from "./OwnerOnly";
import { withArticle } from "@/lib/catalog";
import { memberLabel } from "@/lib/search/catalog-names";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { PROFILE_SETTINGS_PATH } from "@/lib/profiles/paths";

/**
 * A profile that is not public yet (lib/members/listed.ts): visitors read that it is being set up; the
 * member, once the browser knows who is looking, reads what makes it public.
 */
export function UnlistedProfile({
  memberId,
  name,
  subcategory,
}: {
  memberId: string;
  name: string;
  subcategory: string;
}) {
  const t = useTranslations("Profile");
  const names = useTranslations("Catalog");
  const noun = memberLabel(names, subcategory);
  // English says "as a hero", "as an editor"; the other languages name the member as they are.
  const member = useLocale() === DEFAULT_LOCALE ? withArticle(noun.toLowerCase()) : noun;
  return (
    <section className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center" data-testid="unlisted-profile">
      <h1 className="text-2xl font-bold">{name}</h1>
      <p className="text-gray-700">{t("unlisted.intro", { name, member })}</p>
      <OwnerOnly memberId={memberId}>
        <div
          className="grid gap-3 rounded-2xl bg-amber-50 p-5 text-left text-amber-950"
          data-testid="unlisted-owner-note"
        >
          <p className="font-semibold">{t("unlisted.ownerNote")}</p>
          <p>{t("unlisted.ownerText")}</p>
          <Link
            href={PROFILE_SETTINGS_PATH}
            className="justify-self-start rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white"
          >
            {t("unlisted.complete")}
          </Link>
        </div>
      </OwnerOnly>
    </section>
  );
}

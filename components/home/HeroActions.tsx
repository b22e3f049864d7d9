import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { PROFILE_SETTINGS_PATH } from "@/lib/profiles/paths";
import { BUTTON } from "@/components/ui/styles";

/**
 * The hero's calls to action: UPDATE PROFILE for a signed-in member, REGISTER HERE for a visitor; a
 * signed-in hirer is offered to post a casting call first. Rendered in the browser (SessionAware), so its
 * words come from the client namespace HomeClient.
 */
export function HeroActions({ signedIn, hirer = false }: { signedIn: boolean; hirer?: boolean }) {
  const t = useTranslations("HomeClient");
  return (
    <div className="flex flex-wrap gap-3">
      {signedIn && hirer && (
        <Link href="/post-a-call" className={BUTTON.primary}>
          {t("heroActions.postCall")}
        </Link>
      )}
      {signedIn ? (
        <Link href={PROFILE_SETTINGS_PATH} className={hirer ? BUTTON.onDark : BUTTON.primary}>
          {t("heroActions.updateProfile")}
        </Link>
      ) : (
        <Link href="/signup" className={BUTTON.primary}>
          {t("heroActions.register")}
        </Link>
      )}
      {/* "Learn more" alone tells search engines nothing about the page it leads to. */}
      <Link href="/aboutus" className={BUTTON.onDark}>
        {t.rich("heroActions.learnMore", { srOnly: (chunks) => <span className="sr-only">{chunks}</span> })}
      </Link>
    </div>
  );
}

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { BUTTON, CONTAINER } from "@/components/ui/styles";

/** Closing call to action for visitors; a signed-in member already has a profile. */
export function JoinBanner() {
  const t = useTranslations("Home");
  return (
    <section aria-labelledby="join-title" className={`${CONTAINER} pb-4`}>
      <div className="relative isolate overflow-hidden rounded-3xl bg-ink-900 px-6 py-12 text-white sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_left,rgba(232,89,12,0.55),transparent_65%)]"
        />
        <div className="grid items-center gap-8 md:grid-cols-[1fr_auto]">
          <div>
            <h2 id="join-title" className="text-3xl font-bold tracking-tight">
              {t("join.title")}
            </h2>
            <p className="mt-3 max-w-xl text-lg text-gray-200">{t("join.lead")}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link href="/signup" className={BUTTON.primary}>
              {t("join.createProfile")}
            </Link>
            <Link href="/employers" className={BUTTON.onDark}>
              {t("join.browseStudios")}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

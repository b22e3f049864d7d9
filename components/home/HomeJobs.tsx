import { useTranslations } from "#words";
import { cardData } from "@/lib/hiring/present";
import { CALLS_PATH } from "@/lib/hiring/paths";
import { Link } from "@/lib/i18n/link";
import type { CallView } from "@/lib/hiring/views";
import { CallCard } from "@/components/jobs/CallCard";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { BUTTON, CONTAINER } from "@/components/ui/styles";

/**
 * The home page's newest open casting calls (HOME_JOB_COUNT of them, lib/site.ts), with their openings.
 * The cards (components/jobs/CallCard) keep their own words.
 */
export function HomeJobs({ calls }: { calls: readonly CallView[] }) {
  const t = useTranslations("Home");
  return (
    <section aria-labelledby="jobs-title" className="bg-gray-50 py-20">
      <div className={CONTAINER}>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="jobs-title" eyebrow={t("jobs.eyebrow")} title={t("jobs.title")} lead={t("jobs.lead")} />
          <Link href={CALLS_PATH} className={BUTTON.secondary}>
            {t("jobs.viewAll")}
          </Link>
        </div>
        {calls.length === 0 ? (
          <p className="mt-10 text-gray-600">{t("jobs.empty")}</p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {calls.map((call) => (
              <li key={call.id}>
                <CallCard call={cardData(call)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

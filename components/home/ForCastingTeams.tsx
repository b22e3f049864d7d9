import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { VisitorsOnly } from "./SessionAware";
import { BUTTON, CONTAINER } from "@/components/ui/styles";

/**
 * The home page speaking to the people who hire: what Castfolio does for them, and where to start (post a
 * call, search talent). A visitor who posts a call is asked to sign up as a hirer first.
 */
export function ForCastingTeams() {
  const t = useTranslations("Home");
  const points = [
    { id: "search", title: t("castingTeams.points.search.title"), text: t("castingTeams.points.search.text") },
    { id: "post", title: t("castingTeams.points.post.title"), text: t("castingTeams.points.post.text") },
    {
      id: "shortlist",
      title: t("castingTeams.points.shortlist.title"),
      text: t("castingTeams.points.shortlist.text"),
    },
    { id: "message", title: t("castingTeams.points.message.title"), text: t("castingTeams.points.message.text") },
  ];
  return (
    <section aria-labelledby="casting-teams-title" className="py-20" data-testid="for-casting-teams">
      <div className={`${CONTAINER} grid gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:items-start`}>
        <div className="grid gap-6">
          <SectionHeading
            id="casting-teams-title"
            eyebrow={t("castingTeams.eyebrow")}
            title={t("castingTeams.title")}
            lead={t("castingTeams.lead")}
          />
          <div className="flex flex-wrap gap-3">
            <Link href="/post-a-call" className={BUTTON.primary}>
              {t("castingTeams.postCall")}
            </Link>
            <Link href="/search" className={BUTTON.secondary}>
              {t("castingTeams.searchTalent")}
            </Link>
          </div>
          <VisitorsOnly>
            <p className="text-sm text-gray-600">
              {t.rich("castingTeams.newHirer", {
                link: (chunks) => (
                  <Link href="/signup?as=hirer" className="font-semibold text-brand-700 underline">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </VisitorsOnly>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {points.map((point) => (
            <li key={point.id} className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm">
              <h3 className="font-semibold">{point.title}</h3>
              <p className="mt-2 text-sm text-gray-600">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

"use client";

import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import type { CallCardData } from "@/lib/hiring/present";
import { callPath } from "@/lib/hiring/paths";
import { dayLabel } from "@/lib/i18n/date-labels";
import { openingsLabel, payLabel, projectTypeLabel } from "@/lib/hiring/job-names";
import { IntentLink } from "@/lib/i18n/link";
import { DEFAULT_AVATAR, mediaUrl } from "@/lib/storage/urls";
import { InterfaceIcon } from "@/components/ui/interface-icons";

/**
 * A casting call as a job card: who, where, pay or Unpaid, openings, deadline, posted. A
 * client component so that a page of cards carries their small data once, not their markup twice.
 */
export function CallCard({ call, headingLevel = 3 }: { call: CallCardData; headingLevel?: 2 | 3 }) {
  const t = useTranslations("JobsClient");
  const locale = usePageLocale();
  const Heading = `h${headingLevel}` as const;
  const href = callPath(call.id);
  return (
    <article
      data-testid="job-card"
      className="flex h-full flex-col rounded-2xl border border-gray-100 bg-white p-6 shadow-sm transition hover:shadow-lg"
    >
      <div className="flex items-start gap-4">
        <img
          src={mediaUrl(call.organization.logo) ?? DEFAULT_AVATAR}
          alt={t("names.logoAlt", { name: call.organization.name })}
          width={56}
          height={56}
          loading="lazy"
          className="h-14 w-14 shrink-0 rounded-xl object-cover"
        />
        <div className="min-w-0 flex-1">
          <Heading className="text-lg font-semibold leading-snug">
            <IntentLink href={href} className="hover:text-brand-700">
              {call.title}
            </IntentLink>
          </Heading>
          <p className="mt-0.5 text-sm text-gray-600">
            {call.organization.name}
            {call.organization.verified ? (
              <span className="ml-1 text-green-800">· {t("names.verified")}</span>
            ) : (
              <span className="ml-1 text-amber-800">· {t("names.unverified")}</span>
            )}
          </p>
        </div>
      </div>
      <p className="mt-4 line-clamp-2 text-gray-600">{call.description}</p>
      <dl className="mb-5 mt-4 grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[400px]:grid-cols-2">
        <div className="flex items-center gap-2">
          <dt>
            <InterfaceIcon name="pin" className="h-4 w-4 text-brand-600" />
            <span className="sr-only">{t("labels.shootCity")}</span>
          </dt>
          <dd>{call.city}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <InterfaceIcon name="clapper" className="h-4 w-4 text-brand-600" />
            <span className="sr-only">{t("labels.project")}</span>
          </dt>
          <dd>{projectTypeLabel(t, call.projectType)}</dd>
        </div>
        <div className="flex items-center gap-2 min-[400px]:col-span-2">
          <dt>
            <InterfaceIcon name="wallet" className="h-4 w-4 text-brand-600" />
            <span className="sr-only">{t("labels.pay")}</span>
          </dt>
          <dd data-testid="job-pay">{payLabel(t, call.pay)}</dd>
        </div>
        <div className="flex items-center gap-2 min-[400px]:col-span-2">
          <dt>
            <InterfaceIcon name="calendar" className="h-4 w-4 text-brand-600" />
            <span className="sr-only">{t("labels.applyBy")}</span>
          </dt>
          <dd>
            {t.rich(call.open ? "card.applyBy" : "card.closed", {
              day: dayLabel(call.deadline, "short", locale),
              time: (chunks) => <time dateTime={call.deadline}>{chunks}</time>,
            })}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-4">
        <span
          className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700"
          data-testid="job-openings"
        >
          {openingsLabel(t, locale, call.openings)}
        </span>
        <span className="text-xs text-gray-600">
          {t.rich("card.posted", {
            day: dayLabel(call.postedAt, "short", locale),
            time: (chunks) => <time dateTime={call.postedAt}>{chunks}</time>,
          })}
        </span>
        <IntentLink href={href} className="text-sm font-semibold text-brand-700 hover:underline">
          {t.rich("card.viewDetails", {
            title: call.title,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}{" "}
          <span aria-hidden="true">→</span>
        </IntentLink>
      </div>
    </article>
  );
}

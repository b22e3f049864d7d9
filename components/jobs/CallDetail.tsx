import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useTranslations } from "#words";
import { PageWords } from "@/components/language/PageWords";
import { dayLabel } from "@/lib/i18n/date-labels";
import type { CallView } from "@/lib/hiring/views";
import { CALLS_PATH, organizationPath } from "@/lib/hiring/paths";
import { callPay, cardData, rolePay } from "@/lib/hiring/present";
import { categoryLabel, genderLabel, languageList, subcategoryLabel } from "@/lib/search/catalog-names";
import {
  auditionTypeLabel,
  openingsLabel,
  organizationTypeLabel,
  payLabel,
  projectTypeLabel,
  roleWhoLabel,
} from "@/lib/hiring/job-names";
import { Link } from "@/lib/i18n/link";
import { DEFAULT_AVATAR, mediaUrl } from "@/lib/storage/urls";
import { Breadcrumb } from "@/components/content/Breadcrumb";
import { DarkBand } from "@/components/content/DarkBand";
import { Icon, type IconName } from "@/components/ui/Icon";
import { BUTTON, CONTAINER } from "@/components/ui/styles";
import { OwnerCallActions } from "../hiring/OwnerCallActions";
import { MessageButton } from "../messages/MessageButton";
import { MESSAGE_BUTTON_WORDS } from "../messages/message-button-words";
import { ReportButton } from "../moderation/ReportButton";
import { CallCard } from "./CallCard";
import { PageImage } from "@/components/ui/PageImage";

function Fact({ icon, label, children }: { icon: IconName; label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-gray-50 p-3 sm:p-4">
      <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-gray-600">
        <Icon name={icon} className="h-4 w-4 text-brand-700" />
        {label}
      </dt>
      <dd className="mt-1 break-words text-sm font-semibold sm:text-base">{children}</dd>
    </div>
  );
}

/**
 * A casting call in full: the project, every role, how to apply, and the organisation's other calls; for its
 * poster, "Edit" and "Duplicate". `notice` goes above everything else (why a call is not public, to its poster).
 */
export function CallDetail({
  call,
  related,
  apply,
  notice,
}: {
  call: CallView;
  related: readonly CallView[];
  apply: React.ReactNode;
  notice?: React.ReactNode;
}) {
  const t = useTranslations("Jobs");
  const words = useTranslations("JobsClient");
  const names = useTranslations("Catalog");
  const locale = usePageLocale();
  const day = (value: string) => dayLabel(value, "short", locale);
  const org = call.organization;
  const attachments =
    call.requiresSelfTape && call.requiresPortfolio
      ? "both"
      : call.requiresSelfTape
        ? "selfTape"
        : call.requiresPortfolio
          ? "portfolio"
          : "none";
  return (
    <>
      <DarkBand>
        <Breadcrumb trail={[{ href: CALLS_PATH, label: t("detail.breadcrumb") }]} current={call.title} />
        <p className="mt-6 inline-block rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
          {projectTypeLabel(words, call.projectType)}
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-black tracking-tight">{call.title}</h1>
        <p className="mt-3 text-lg text-gray-200">
          <Link href={organizationPath(org.id)} className="underline-offset-4 hover:underline">
            {org.name}
          </Link>{" "}
          · {call.projectTitle} · {call.city}
        </p>
        <OwnerCallActions callId={call.id} ownerId={org.ownerId} />
      </DarkBand>
      <div className={`${CONTAINER} grid gap-10 py-12 lg:grid-cols-[1fr_20rem]`}>
        <div>
          {notice && <div className="mb-8">{notice}</div>}
          {!call.open && (
            <p
              role="status"
              className="mb-8 rounded-2xl border border-amber-200 bg-amber-50 p-4 font-semibold text-amber-900"
            >
              {t("detail.closed")}
            </p>
          )}
          {/* Two to a row on a phone too: the facts are a glance, the roles below are what people came for. */}
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
            <Fact icon="wallet" label={words("labels.pay")}>
              {payLabel(words, callPay(call.roles))}
            </Fact>
            <Fact icon="users" label={t("detail.openings")}>
              {openingsLabel(words, locale, call.openings)}
            </Fact>
            <Fact icon="camera" label={t("detail.audition")}>
              {auditionTypeLabel(t, call.auditionType)}
            </Fact>
            <Fact icon="pin" label={words("labels.shootCity")}>
              {call.city}
            </Fact>
            <Fact icon="calendar" label={words("labels.posted")}>
              <time dateTime={call.postedAt}>{day(call.postedAt)}</time>
            </Fact>
            <Fact icon="clock" label={words("labels.applyBy")}>
              <time dateTime={call.deadline}>{day(call.deadline)}</time>
            </Fact>
            {call.shootStart && (
              <Fact icon="clapper" label={t("detail.shootDates")}>
                {day(call.shootStart)}
                {call.shootEnd && ` – ${day(call.shootEnd)}`}
              </Fact>
            )}
          </dl>
          <section aria-labelledby="call-description" className="mt-10">
            <h2 id="call-description" className="text-2xl font-bold">
              {t("detail.about")}
            </h2>
            <p className="mt-3 whitespace-pre-line text-lg leading-relaxed text-gray-700">{call.description}</p>
          </section>
          <section aria-labelledby="call-roles" className="mt-10">
            <h2 id="call-roles" className="text-2xl font-bold">
              {t("detail.roles")}
            </h2>
            <ul className="mt-4 grid gap-4">
              {call.roles.map((role) => (
                <li key={role.id} className="rounded-2xl border border-gray-100 p-5" data-testid="call-role">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="text-lg font-semibold">{role.name}</h3>
                    <span className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-700">
                      {payLabel(words, rolePay(role))}
                    </span>
                  </div>
                  <p className="mt-1 text-sm text-gray-600">
                    {subcategoryLabel(names, role.subcategory)} · {categoryLabel(names, role.category)} ·{" "}
                    {roleWhoLabel(t, role, genderLabel(names, role.gender))} ·{" "}
                    {openingsLabel(words, locale, role.openings)}
                    {role.languages.length > 0 && ` · ${languageList(names, role.languages)}`}
                  </p>
                  <p className="mt-3 whitespace-pre-line text-gray-700">{role.description}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="call-apply" className="mt-10 rounded-2xl border border-brand-100 bg-brand-50 p-6">
            <h2 id="call-apply" className="text-xl font-bold">
              {t("detail.howToApply")}
            </h2>
            <p className="mt-2 text-gray-700">{t("detail.howToApplyText", { attachments })}</p>
            {call.questions.length > 0 && (
              <>
                <h3 className="mt-4 font-semibold">{t("detail.questions")}</h3>
                <ol className="mt-1 list-decimal pl-5 text-gray-700">
                  {call.questions.map((q) => (
                    <li key={q}>{q}</li>
                  ))}
                </ol>
              </>
            )}
            <div className="mt-4">{apply}</div>
          </section>
        </div>
        <aside aria-labelledby="call-organization" className="h-fit rounded-2xl bg-gray-50 p-6">
          <h2 id="call-organization" className="text-lg font-bold">
            {t("detail.whoIsCasting")}
          </h2>
          <div className="mt-4 flex items-center gap-4">
            <PageImage
              src={mediaUrl(org.logo) ?? DEFAULT_AVATAR}
              alt={words("names.logoAlt", { name: org.name })}
              width={64}
              height={64}
              className="h-16 w-16 rounded-2xl object-cover"
            />
            <div>
              <p className="font-semibold">{org.name}</p>
              <p className="text-sm text-gray-600">
                {organizationTypeLabel(t, org.type)} · {org.city}
              </p>
              <p
                className={`mt-1 text-sm font-semibold ${org.verified ? "text-green-800" : "text-amber-800"}`}
                data-testid="poster-status"
              >
                {org.verified ? words("names.verified") : words("names.unverified")}
              </p>
            </div>
          </div>
          <Link href={organizationPath(org.id)} className={`${BUTTON.secondary} mt-6 w-full`}>
            {t("detail.seeOrganization")}
          </Link>
          <div className="mt-3">
            <PageWords namespaces={MESSAGE_BUTTON_WORDS}>
              <MessageButton
                toUserId={org.ownerId}
                name={org.name}
                label={t("detail.message")}
                className={`${BUTTON.secondary} w-full`}
              />
            </PageWords>
          </div>
          {!org.verified && (
            <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" role="note">
              {t("detail.neverMoney")}
            </p>
          )}
          <div className="mt-3 text-right">
            <PageWords namespaces={["SiteClient"]}>
              <ReportButton targetType="call" targetId={call.id} ownerId={org.ownerId} />
            </PageWords>
          </div>
          {related.length > 0 && (
            <>
              <h2 className="mt-8 text-lg font-bold">{t("detail.moreCalls", { name: org.name })}</h2>
              <ul className="mt-4 grid gap-4">
                {related.slice(0, 3).map((other) => (
                  <li key={other.id}>
                    <CallCard call={cardData(other)} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </aside>
      </div>
    </>
  );
}

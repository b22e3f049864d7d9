import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageAlternates } from "@/lib/seo/page-alternates";
import { ContactCards } from "@/components/contact/ContactCards";
import { OfficeMap } from "@/components/contact/OfficeMap";
import { OtherWaysToReachUs } from "@/components/contact/OtherWaysToReachUs";
import { PageHeader } from "@/components/content/PageHeader";
import { CONTAINER } from "@/components/ui/styles";
import { configuredSupportContact } from "@/lib/content/contact";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Site");
  return {
    title: t("contact.title"),
    description: t("contact.metadata.description"),
    alternates: await pageAlternates("/contactus"),
  };
}

// Rendered for each visit (a small page without a query): the SUPPORT_* settings are the running server's,
// not those of the machine that built the site (a Docker image is built without them).
export const dynamic = "force-dynamic";

export default async function ContactPage() {
  const t = await getTranslations("Site");
  const support = configuredSupportContact(t);
  // The hours are a setting, shown as they are set.
  const lead = support.hours
    ? `${t("contact.lead")} ${t("contact.hours", { hours: support.hours })}`
    : t("contact.lead");
  return (
    <>
      <PageHeader title={t("contact.title")} lead={lead} />
      <div className={`${CONTAINER} grid gap-12 py-12`}>
        {!support.reachable && <OtherWaysToReachUs />}
        {support.cards.length > 0 && <ContactCards cards={support.cards} />}
        {support.office?.map && (
          <section aria-labelledby="find-us">
            <h2 id="find-us" className="text-2xl font-bold">
              {t("contact.findUs")}
            </h2>
            <div className="mt-6">
              <OfficeMap address={support.office.address} map={support.office.map} />
            </div>
          </section>
        )}
      </div>
    </>
  );
}

import type { Metadata } from "next";
import { pageAlternates } from "@/lib/i18n/server";
import { ContactCards } from "@/components/contact/ContactCards";
import { OfficeMap } from "@/components/contact/OfficeMap";
import { OtherWaysToReachUs } from "@/components/contact/OtherWaysToReachUs";
import { PageHeader } from "@/components/content/PageHeader";
import { CONTAINER } from "@/components/ui/styles";
import { configuredSupportContact } from "@/lib/content/contact";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Contact Us",
    description: "How to reach the Castfolio team about your profile, uploads or studio openings.",
    alternates: await pageAlternates("/contactus"),
  };
}

// Rendered for each visit (a small page without a query): the SUPPORT_* settings are the running server's,
// not those of the machine that built the site (a Docker image is built without them).
export const dynamic = "force-dynamic";

export default function ContactPage() {
  const support = configuredSupportContact();
  return (
    <>
      <PageHeader
        title="Contact Us"
        lead={`Help with your profile, your listing or a studio opening.${support.hours ? ` We are here ${support.hours}.` : ""}`}
      />
      <div className={`${CONTAINER} grid gap-12 py-12`}>
        {!support.reachable && <OtherWaysToReachUs />}
        {support.cards.length > 0 && <ContactCards cards={support.cards} />}
        {support.office?.map && (
          <section aria-labelledby="find-us">
            <h2 id="find-us" className="text-2xl font-bold">
              Find us
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

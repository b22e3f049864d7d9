import type { Metadata } from "next";
import { ContactCards } from "@/components/contact/ContactCards";
import { OfficeMap } from "@/components/contact/OfficeMap";
import { PageHeader } from "@/components/content/PageHeader";
import { CONTAINER } from "@/components/ui/styles";
import { CONTACT_CARDS, OFFICE_HOURS } from "@/lib/content/contact";

export const metadata: Metadata = {
  title: "Contact Us",
  description:
    "Call, email or chat with the Castfolio team about your profile, uploads or studio openings, or visit our office in Film Nagar, Hyderabad.",
  alternates: { canonical: "/contactus" },
};

export default function ContactPage() {
  return (
    <>
      <PageHeader
        title="Contact Us"
        lead={`Help with your profile, your listing or a studio opening. We are here ${OFFICE_HOURS}.`}
      />
      <div className={`${CONTAINER} grid gap-12 py-12`}>
        <ContactCards cards={CONTACT_CARDS} />
        <section aria-labelledby="find-us">
          <h2 id="find-us" className="text-2xl font-bold">
            Find us
          </h2>
          <div className="mt-6">
            <OfficeMap />
          </div>
        </section>
      </div>
    </>
  );
}

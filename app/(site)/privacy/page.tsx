import type { Metadata } from "next";
import { LegalText } from "@/components/content/LegalText";
import { PageHeader } from "@/components/content/PageHeader";
import { PRIVACY } from "@/lib/content/legal";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description:
    "What Castfolio collects, what your public profile shows, and the limited details shared with verified casting directors or production companies.",
  alternates: { canonical: "/privacy" },
};

export default function PrivacyPage() {
  return (
    <>
      <PageHeader
        title={PRIVACY.title}
        lead="Your profile is public so you can be found; your contact details are not."
      />
      <LegalText document={PRIVACY} />
    </>
  );
}

import type { Metadata } from "next";
import { pageAlternates } from "@/lib/i18n/server";
import { LegalText } from "@/components/content/LegalText";
import { PageHeader } from "@/components/content/PageHeader";
import { PRIVACY } from "@/lib/content/legal";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Privacy Policy",
    description:
      "What Castfolio collects, what your public profile shows, and the limited details shared with verified casting directors or production companies.",
    alternates: await pageAlternates("/privacy"),
  };
}

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

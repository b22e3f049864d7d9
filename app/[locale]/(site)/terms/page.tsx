import type { Metadata } from "next";
import { pageAlternates } from "@/lib/i18n/server";
import { LegalText } from "@/components/content/LegalText";
import { PageHeader } from "@/components/content/PageHeader";
import { TERMS } from "@/lib/content/legal";

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Terms of Service",
    description:
      "The rules for using Castfolio: who may register, what you may upload, when accounts are terminated, and why job placement is not guaranteed.",
    alternates: await pageAlternates("/terms"),
  };
}

export default function TermsPage() {
  return (
    <>
      <PageHeader
        title={TERMS.title}
        lead="Plain rules for a fair marketplace, for artists, crews and filmmakers alike."
      />
      <LegalText document={TERMS} />
    </>
  );
}

import { ENGLISH_SITE, type Translator } from "./words.ts";

// Terms of service (/terms) and privacy policy (/privacy), in the language of the "Site" translator they are
// built with. Dates are YYYY-MM-DD, as everywhere (lib/dates.ts). Each section's id, its anchor on the page, is
// the same in every language.

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export function termsOfService(t: Translator<"Site">): LegalDocument {
  return {
    title: t("terms.title"),
    updated: "2026-11-22",
    intro: t("terms.intro"),
    sections: [
      {
        id: "who-may-use-castfolio",
        heading: t("terms.eligibility.heading"),
        paragraphs: [t("terms.eligibility.age"), t("terms.eligibility.oneProfile")],
      },
      {
        id: "your-profile-and-uploads",
        heading: t("terms.uploads.heading"),
        paragraphs: [t("terms.uploads.responsibility"), t("terms.uploads.rights")],
      },
      {
        id: "rules-of-conduct",
        heading: t("terms.conduct.heading"),
        paragraphs: [t("terms.conduct.forbidden"), t("terms.conduct.copying")],
      },
      {
        id: "suspension-and-termination",
        heading: t("terms.termination.heading"),
        paragraphs: [t("terms.termination.accounts")],
      },
      {
        id: "opportunities-and-job-placement",
        heading: t("terms.placement.heading"),
        paragraphs: [t("terms.placement.discovery"), t("terms.placement.notGuaranteed")],
      },
      { id: "liability", heading: t("terms.liability.heading"), paragraphs: [t("terms.liability.asIs")] },
      { id: "changes-to-these-terms", heading: t("terms.changes.heading"), paragraphs: [t("terms.changes.updates")] },
    ],
  };
}

export function privacyPolicy(t: Translator<"Site">): LegalDocument {
  return {
    title: t("privacy.title"),
    updated: "2026-11-22",
    intro: t("privacy.intro"),
    sections: [
      {
        id: "what-we-collect",
        heading: t("privacy.collect.heading"),
        paragraphs: [t("privacy.collect.registering"), t("privacy.collect.profile")],
      },
      {
        id: "what-is-public",
        heading: t("privacy.public.heading"),
        paragraphs: [t("privacy.public.profile"), t("privacy.public.private")],
      },
      { id: "what-we-share", heading: t("privacy.sharing.heading"), paragraphs: [t("privacy.sharing.limited")] },
      {
        id: "your-photos-and-files",
        heading: t("privacy.files.heading"),
        paragraphs: [t("privacy.files.protection")],
      },
      { id: "cookies", heading: t("privacy.cookies.heading"), paragraphs: [t("privacy.cookies.essential")] },
      { id: "your-choices", heading: t("privacy.choices.heading"), paragraphs: [t("privacy.choices.edit")] },
      { id: "contact", heading: t("privacy.contact.heading"), paragraphs: [t("privacy.contact.welcome")] },
    ],
  };
}

/** The terms in English. */
export const TERMS: LegalDocument = termsOfService(ENGLISH_SITE);
/** The privacy policy in English. */
export const PRIVACY: LegalDocument = privacyPolicy(ENGLISH_SITE);

import { ENGLISH_HOME, ENGLISH_SITE, type Translator } from "./words.ts";

// The How it works page's features and steps, in the language of the translators they are built with.
// The feature list is ordered: the home shows its first HOME_FEATURE_COUNT, whose words are the "Home" catalog's
// (features.items), which /services reads too; the others' words, and the steps', are the "Site" catalog's.

export type FeatureIcon =
  "megaphone" | "clapper" | "handshake" | "workshop" | "badge" | "profile" | "scales" | "camera";

export interface Feature {
  icon: FeatureIcon;
  title: string;
  text: string;
}

export interface Step {
  title: string;
  text: string;
}

export function features(home: Translator<"Home">, site: Translator<"Site">): Feature[] {
  return [
    {
      icon: "megaphone",
      title: home("features.items.castingCalls.title"),
      text: home("features.items.castingCalls.text"),
    },
    {
      icon: "clapper",
      title: home("features.items.productionSupport.title"),
      text: home("features.items.productionSupport.text"),
    },
    {
      icon: "handshake",
      title: home("features.items.industryConnections.title"),
      text: home("features.items.industryConnections.text"),
    },
    { icon: "workshop", title: home("features.items.workshops.title"), text: home("features.items.workshops.text") },
    { icon: "badge", title: site("services.features.verified.title"), text: site("services.features.verified.text") },
    {
      icon: "profile",
      title: site("services.features.easyProfile.title"),
      text: site("services.features.easyProfile.text"),
    },
    {
      icon: "scales",
      title: site("services.features.transparent.title"),
      text: site("services.features.transparent.text"),
    },
    { icon: "camera", title: site("services.features.direct.title"), text: site("services.features.direct.text") },
  ];
}

/** The features in English. */
export const FEATURES: readonly Feature[] = features(ENGLISH_HOME, ENGLISH_SITE);

/** How it works (/services): the member's path. */
export function memberSteps(t: Translator<"Site">): Step[] {
  return [
    { title: t("services.members.register.title"), text: t("services.members.register.text") },
    { title: t("services.members.build.title"), text: t("services.members.build.text") },
    { title: t("services.members.discovered.title"), text: t("services.members.discovered.text") },
    { title: t("services.members.role.title"), text: t("services.members.role.text") },
  ];
}

/** How it works (/services): the filmmaker's path. */
export function filmmakerSteps(t: Translator<"Site">): Step[] {
  return [
    { title: t("services.filmmakers.browse.title"), text: t("services.filmmakers.browse.text") },
    { title: t("services.filmmakers.shortlist.title"), text: t("services.filmmakers.shortlist.text") },
    { title: t("services.filmmakers.post.title"), text: t("services.filmmakers.post.text") },
  ];
}

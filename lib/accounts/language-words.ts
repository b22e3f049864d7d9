import "server-only";
import { getTranslations } from "next-intl/server";

// The settings page's language panel (components/settings/LanguagePanel.tsx), in the page's language: its
// words are in namespace "Notices" (group "Notices.languagePanel"), handed to the panel as props.

export async function languagePanelWords() {
  const t = await getTranslations("Notices.languagePanel");
  return {
    title: t("title"),
    intro: t("intro"),
    label: t("label"),
    save: t("save"),
    saved: t("saved"),
    failed: t("failed"),
  };
}

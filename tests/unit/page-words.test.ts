import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pickWords, type Messages } from "@/lib/i18n/messages";

// PageWords (components/language/PageWords.tsx) sends a page's client words: whole namespaces, or groups of
// them for the shared buttons of public pages, which must then read nothing outside those groups.

const root = path.resolve(import.meta.dirname, "../..");
const catalog = (namespace: string) =>
  JSON.parse(readFileSync(path.join(root, "messages/hi", `${namespace}.json`), "utf8")) as Messages;
const messages: Messages = Object.fromEntries(
  ["ShortlistsClient", "InboxClient", "AlertsClient", "SiteClient"].map((n) => [n, catalog(n)]),
);

/** The first part of every key a component reads with t("…"). */
function groupsRead(file: string): string[] {
  const source = readFileSync(path.join(root, file), "utf8");
  return [...new Set([...source.matchAll(/\bt\(\s*"([^".]+)/g)].map((m) => m[1]))].sort();
}

describe("page words", () => {
  it("picks whole namespaces and single groups, a group beside the others of its namespace", () => {
    const picked = pickWords(messages, ["SiteClient", "InboxClient.button", "InboxClient.offline"]);
    expect(picked.SiteClient).toEqual(messages.SiteClient);
    expect(Object.keys(picked.InboxClient).sort()).toEqual(["button", "offline"]);
    expect(picked.InboxClient.button).toEqual((messages.InboxClient as Messages).button);
    expect(picked.ShortlistsClient).toBeUndefined();
  });

  it("gives the shared buttons of public pages every group they read", () => {
    const sent = {
      ShortlistsClient: ["create", "failed", "offline", "panel", "save"],
      InboxClient: ["button", "composer", "notSent", "offline"],
      AlertsClient: ["calls", "fields", "frequencies", "save", "talent"],
    };
    const readers = {
      ShortlistsClient: ["components/shortlists/SaveToShortlist.tsx", "components/shortlists/SavePanel.tsx"],
      InboxClient: ["components/messages/MessageButton.tsx", "components/messages/MessageComposer.tsx"],
      AlertsClient: [
        "components/alerts/SaveSearchButton.tsx",
        "components/alerts/SaveSearchForm.tsx",
        "components/alerts/SearchFields.tsx",
        "components/alerts/CallAlertButton.tsx",
      ],
    };
    for (const [namespace, files] of Object.entries(readers))
      for (const file of files)
        for (const group of groupsRead(file))
          expect(sent[namespace as keyof typeof sent], `${file} reads ${namespace}.${group}`).toContain(group);
  });
});

import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CALL_ALERT_BUTTON_WORDS, SAVE_SEARCH_BUTTON_WORDS } from "@/components/alerts/alert-button-words";
import { MESSAGE_BUTTON_WORDS } from "@/components/messages/message-button-words";
import { SAVE_TO_SHORTLIST_WORDS } from "@/components/shortlists/save-to-shortlist-words";
import { LOCALES } from "@/lib/i18n/locales";
import { UPLOAD_ERROR_WORDS } from "@/lib/media/client/upload-errors";
import {
  CLIENT_NAMESPACES,
  PAGE_CLIENT_NAMESPACES,
  pickWords,
  type Messages,
  type PageClientNamespace,
  type PageClientWords,
} from "@/lib/i18n/messages";
import { catalog, leaves, type Tree } from "../helpers/catalogs";

// PageWords (components/language/PageWords.tsx) sends a page's client words: whole namespaces, or groups of
// them for the shared buttons of public pages, which must then read nothing outside those groups. Each button's
// groups are one list beside it, which every page that shows it sends: this file checks those very lists.

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The keys a component reads of each namespace, by their first part: the keys its translators (`const t =
 * useTranslations("…")`) are called with, and the catalog's keys it writes out whole (a table of keys:
 * SearchFields' FREQUENCY_KEYS).
 */
function groupsRead(file: string): Map<string, Set<string>> {
  const source = read(file);
  const groups = new Map<string, Set<string>>();
  for (const [, name, namespace] of source.matchAll(/const (\w+) = useTranslations\(\s*"(\w+)"\s*\)/g)) {
    const found = groups.get(namespace) ?? new Set<string>();
    const calls = new RegExp(`\\b${escape(name)}(?:\\.(?:rich|markup|has))?\\(\\s*"([^".]+)`, "g");
    for (const [, group] of source.matchAll(calls)) found.add(group);
    for (const key of leaves(catalog("en", namespace)).keys())
      if (source.includes(`"${key}"`)) found.add(key.split(".")[0]);
    groups.set(namespace, found);
  }
  return groups;
}

/** Each shared button's words, and the files of the button that read them. */
const BUTTONS: { name: string; words: readonly PageClientWords[]; files: string[] }[] = [
  {
    name: "SAVE_TO_SHORTLIST_WORDS",
    words: SAVE_TO_SHORTLIST_WORDS,
    files: ["components/shortlists/SaveToShortlist.tsx", "components/shortlists/SavePanel.tsx"],
  },
  {
    name: "MESSAGE_BUTTON_WORDS",
    words: MESSAGE_BUTTON_WORDS,
    files: ["components/messages/MessageButton.tsx", "components/messages/MessageComposer.tsx"],
  },
  {
    name: "SAVE_SEARCH_BUTTON_WORDS",
    words: SAVE_SEARCH_BUTTON_WORDS,
    files: [
      "components/alerts/SaveSearchButton.tsx",
      "components/alerts/SaveSearchForm.tsx",
      "components/alerts/SearchFields.tsx",
    ],
  },
  {
    name: "CALL_ALERT_BUTTON_WORDS",
    words: CALL_ALERT_BUTTON_WORDS,
    files: ["components/alerts/CallAlertButton.tsx", "components/alerts/SearchFields.tsx"],
  },
];

/** What a list of words gives of a page namespace: all of it, some groups, or nothing. */
function sentOf(words: readonly PageClientWords[], namespace: string): "all" | Set<string> {
  if (words.includes(namespace as PageClientWords)) return "all";
  return new Set(words.filter((w) => w.startsWith(`${namespace}.`)).map((w) => w.slice(namespace.length + 1)));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(root, file)).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("page words", () => {
  const messages: Messages = Object.fromEntries(
    ["ShortlistsClient", "InboxClient", "AlertsClient", "SiteClient"].map((n) => [n, catalog("hi", n)]),
  );

  it("picks whole namespaces and single groups, a group beside the others of its namespace", () => {
    const picked = pickWords(messages, ["SiteClient", "InboxClient.button", "InboxClient.notSent"]);
    expect(picked.SiteClient).toEqual(messages.SiteClient);
    expect(Object.keys(picked.InboxClient).sort()).toEqual(["button", "notSent"]);
    expect(picked.InboxClient.button).toEqual((messages.InboxClient as Messages).button);
    expect(picked.ShortlistsClient).toBeUndefined();
  });

  it("finds the groups a component reads, through its translator and through keys it writes out", () => {
    expect(groupsRead("components/alerts/SearchFields.tsx").get("AlertsClient")).toEqual(
      new Set(["fields", "frequencies"]),
    );
    expect(groupsRead("components/messages/MessageComposer.tsx").get("InboxClient")).toEqual(new Set(["composer"]));
  });

  it("give each shared button every group it reads, of every page namespace it reads", () => {
    for (const { name, words, files } of BUTTONS)
      for (const file of files)
        for (const [namespace, groups] of groupsRead(file)) {
          if (CLIENT_NAMESPACES.includes(namespace as (typeof CLIENT_NAMESPACES)[number])) continue;
          expect(PAGE_CLIENT_NAMESPACES, `${file} reads ${namespace}`).toContain(namespace);
          const sent = sentOf(words, namespace);
          if (sent === "all") continue;
          for (const group of groups)
            expect([...sent], `${file} reads ${namespace}.${group}: ${name}`).toContain(group);
        }
  });

  it("give the shared buttons only groups the catalogs hold, in every language", () => {
    for (const { name, words } of BUTTONS)
      for (const entry of words) {
        const [namespace, group] = entry.split(/\.(.*)/s);
        if (group !== undefined)
          for (const locale of LOCALES)
            expect(catalog(locale, namespace)[group], `${name}: ${locale}/${entry}`).toBeDefined();
      }
  });

  it("are written out as groups nowhere but in the shared buttons' lists", () => {
    const lists = [
      "components/alerts/alert-button-words.ts",
      "components/messages/message-button-words.ts",
      "components/shortlists/save-to-shortlist-words.ts",
    ];
    const group = new RegExp(`["'\`](?:${PAGE_CLIENT_NAMESPACES.join("|")})\\.\\w`);
    const elsewhere = ["app", "components"]
      .flatMap(sourceFiles)
      .filter((file) => !lists.includes(file.split(path.sep).join("/")) && group.test(read(file)));
    expect(elsewhere).toEqual([]);
  });
});

/** The shared word lists a page may hand PageWords by name (a page's own list is read from its source). */
const WORD_LISTS: Record<string, readonly PageClientWords[]> = {
  ...Object.fromEntries(BUTTONS.map(({ name, words }) => [name, words])),
  UPLOAD_ERROR_WORDS,
};

const moduleOf = (file: string) =>
  file
    .split(path.sep)
    .join("/")
    .replace(/\.(tsx?|mjs)$/, "")
    .replace(/\/index$/, "");

/** Each module of app/, components/ and lib/ with its source, and the modules that import it (statically or lazily). */
function moduleGraph() {
  const sources = new Map<string, string>();
  const files = new Map<string, string>();
  const importers = new Map<string, Set<string>>();
  for (const file of ["app", "components", "lib"].flatMap(sourceFiles)) {
    if (file.includes(`${path.sep}generated${path.sep}`)) continue;
    const name = moduleOf(file);
    const source = read(file);
    sources.set(name, source);
    files.set(name, file);
    for (const [, spec] of source.matchAll(/(?:from\s+|import\(\s*)"(@\/[^"]+|\.[^"]*)"/g)) {
      const target = spec.startsWith("@/")
        ? spec.slice(2)
        : path.posix.normalize(path.posix.join(path.posix.dirname(name), spec));
      const key = moduleOf(target);
      importers.set(key, (importers.get(key) ?? new Set()).add(name));
    }
  }
  return { sources, files, importers };
}

const isClient = (source: string) => /^\s*["']use client["']/.test(source);

/** The words a list written in `source` names: string literals, shared lists, and lists of the same file. */
function wordsOf(list: string, source: string): PageClientWords[] {
  return [
    ...[...list.matchAll(/"([\w.]+)"/g)].map(([, word]) => word as PageClientWords),
    ...[...list.matchAll(/\b([A-Z][A-Z_]+)\b/g)].flatMap(([, name]) => {
      if (WORD_LISTS[name]) return WORD_LISTS[name];
      const own = new RegExp(`const ${name} = (\\[[^\\]]*\\])`).exec(source);
      return own ? wordsOf(own[1], source) : [];
    }),
  ];
}

/** Whether this module renders PageWords with the namespace's groups `groups` (or all of it). */
function sendsWords(source: string, namespace: string, groups: Set<string>): boolean {
  for (const [, list] of source.matchAll(/<PageWords\s+namespaces=\{([^}]*)\}/g)) {
    const words = wordsOf(list, source);
    const sent = sentOf(words, namespace);
    if (sent === "all" || (sent.size > 0 && [...groups].every((group) => sent.has(group)))) return true;
  }
  return false;
}

describe("every page", () => {
  it("sends the page words of each client component it shows (PageWords in the page or a component above)", () => {
    const { sources, files, importers } = moduleGraph();
    // A server module sends words with its own PageWords, or with a component it imports that wraps what
    // it is given in them (components/auth/MailedLinkCard.tsx).
    const sends = (module: string, namespace: string, groups: Set<string>) =>
      sendsWords(sources.get(module)!, namespace, groups) ||
      [...importers].some(
        ([wrapper, by]) =>
          by.has(module) &&
          /<PageWords[^>]*>\s*\{children/.test(sources.get(wrapper) ?? "") &&
          sendsWords(sources.get(wrapper)!, namespace, groups),
      );
    const client = (module: string) => isClient(sources.get(module) ?? "");
    const missing: string[] = [];
    for (const [reader, file] of files)
      for (const [namespace, groups] of groupsRead(file)) {
        if (!PAGE_CLIENT_NAMESPACES.includes(namespace as PageClientNamespace)) continue;
        // Up the imports from the component to the pages: along a path that passes a "use client" module the
        // component runs in the browser, and a server module above that boundary must send the words; along one
        // that does not, it is rendered on the server, where every word is at hand.
        const seen = new Set<string>();
        const up = (module: string, inBrowser: boolean) => {
          if (seen.has(`${module} ${inBrowser}`)) return;
          seen.add(`${module} ${inBrowser}`);
          for (const by of importers.get(module) ?? []) {
            const browser = inBrowser || client(by);
            if (browser && !client(by) && sends(by, namespace, groups)) continue;
            if (by.startsWith("app/")) {
              if (browser) missing.push(`${by} shows ${reader} without ${namespace}`);
            } else up(by, browser);
          }
        };
        up(reader, client(reader));
      }
    expect(missing).toEqual([]);
  });
});

describe("a request's words", () => {
  it("come from LayoutClient, which every page sends", () => {
    expect(CLIENT_NAMESPACES).toContain("LayoutClient");
    expect(Object.keys(Object.fromEntries(leaves(catalog("en", "LayoutClient").request as Tree, "request")))).toEqual([
      "request.offline",
      "request.failed",
      "request.uploadFailed",
    ]);
  });
});

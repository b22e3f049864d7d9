"use client";

import { useConfirm } from "@/components/ui/ConfirmDialog";
import { useTranslations } from "#words";
import { Link, useRouter } from "@/lib/i18n/link";
import { useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { useRequest } from "@/lib/client/use-request";
import { SHORTLIST_LIMITS } from "@/lib/shortlists/schemas";
import { SHORTLISTS_PATH } from "@/lib/shortlists/paths";
import type { ShortlistView } from "@/lib/shortlists/views";
import { InterfaceIcon } from "../ui/interface-icons";
import { SMALL_BUTTON, type EditorControls } from "./editor-controls";
import { LookBookLinks } from "./LookBookLinks";
import { ShortlistItem } from "./ShortlistItem";

/**
 * The owner's view of one shortlist: renaming and deleting it, its members (ShortlistItem) and its look-book
 * links (LookBookLinks). `subcategoryLabels`: the members' subcategories in the page's language, by their
 * English names (the Catalog namespace stays on the server); a name without one is shown as it is.
 */
export function ShortlistEditor({
  shortlist,
  subcategoryLabels = {},
}: {
  shortlist: ShortlistView;
  subcategoryLabels?: Readonly<Record<string, string>>;
}) {
  const t = useTranslations("ShortlistsClient");
  const subcategoryOf = (name: string) => (Object.hasOwn(subcategoryLabels, name) ? subcategoryLabels[name] : name);
  const router = useRouter();
  const hydrated = useHydrated();
  const request = useRequest();
  const [name, setName] = useState(shortlist.name);
  const [notes, setNotes] = useState(() => Object.fromEntries(shortlist.items.map((i) => [i.member.id, i.note])));
  const base = `/api/shortlists/${shortlist.id}`;

  const send: EditorControls["send"] = async (method, url, body, done) => {
    const answer = await request.send(method, url, body, { done, failed: t("failed") });
    return answer?.ok ? answer.body : undefined;
  };

  const ids = shortlist.items.map((i) => i.member.id);
  const move = (index: number, by: -1 | 1) => {
    const order = [...ids];
    [order[index], order[index + by]] = [order[index + by], order[index]];
    void send("PUT", `${base}/order`, { memberIds: order }, t("editor.orderSaved"));
  };
  const { ask, dialog } = useConfirm();
  const remove = async () => {
    if (!(await ask(t("editor.confirmDelete", { name: shortlist.name })))) return;
    if (await send("DELETE", base, undefined, t("editor.deleted"))) router.push(SHORTLISTS_PATH);
  };
  const disabled = !hydrated || request.busy;
  const controls: EditorControls = { send, base, disabled };

  return (
    <div className="grid gap-8">
      {dialog}
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void send("PATCH", base, { name }, t("editor.renamed"));
        }}
      >
        <label className="grid min-w-60 flex-1 gap-1">
          <span className="sr-only">{t("editor.name")}</span>
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={SHORTLIST_LIMITS.nameLength}
            className="rounded-lg border border-transparent px-2 py-1 text-3xl font-bold hover:border-gray-300 focus:border-gray-300"
            data-testid="shortlist-name"
          />
        </label>
        {name.trim() !== shortlist.name && (
          <button type="submit" disabled={disabled} className={SMALL_BUTTON}>
            {t("editor.rename")}
          </button>
        )}
        <button type="button" onClick={() => void remove()} disabled={disabled} className={SMALL_BUTTON}>
          <InterfaceIcon name="trash" className="h-4 w-4" /> {t("editor.delete")}
        </button>
      </form>

      {shortlist.items.length === 0 ? (
        <p className="text-gray-600">
          {t("editor.empty")}{" "}
          <Link href="/search" className="text-brand-700 underline">
            {t("editor.searchProfiles")}
          </Link>
        </p>
      ) : (
        <ol className="grid gap-4" data-testid="shortlist-items">
          {shortlist.items.map((item, index) => (
            <ShortlistItem
              key={item.member.id}
              item={item}
              subcategory={subcategoryOf(item.member.subcategory)}
              note={notes[item.member.id] ?? ""}
              onNote={(note) => setNotes({ ...notes, [item.member.id]: note })}
              onMove={(by) => move(index, by)}
              first={index === 0}
              last={index === shortlist.items.length - 1}
              controls={controls}
            />
          ))}
        </ol>
      )}

      <LookBookLinks lookBooks={shortlist.lookBooks} controls={controls} />
    </div>
  );
}

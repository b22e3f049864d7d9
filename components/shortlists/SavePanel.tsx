"use client";

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { useRouter } from "@/lib/i18n/link";
import { useEffect, useState, type RefObject } from "react";
import { createPortal } from "react-dom";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { useRequestWords } from "@/lib/client/use-request";
import { SHORTLISTS_PATH } from "@/lib/shortlists/paths";
import { SHORTLIST_LIMITS } from "@/lib/shortlists/schemas";
import { useAnchoredPanel } from "./use-anchored-panel";

interface ListEntry {
  id: string;
  name: string;
  count: number;
  contains?: boolean;
}

/**
 * The member's shortlists with a box each for this profile, and a field to start a new one: a dialog drawn
 * in document.body (so that the overflow of a card cannot clip it), a sheet along the bottom of a phone's
 * screen over a dimmed page, a panel by its button on a wide screen (useAnchoredPanel: its place, focus and
 * closing).
 */
export default function SavePanel({
  memberId,
  name,
  anchor,
  align,
  onClose,
}: {
  memberId: string;
  name: string;
  /** The button that opened the panel: it is placed by it, and focus goes back to it. */
  anchor: RefObject<HTMLElement | null>;
  /** Which edge of the button the panel lines up with on a wide screen. */
  align: "left" | "right";
  onClose: () => void;
}) {
  const t = useTranslations("ShortlistsClient");
  const { offline } = useRequestWords();
  const [lists, setLists] = useState<ListEntry[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [newName, setNewName] = useState("");
  const router = useRouter();

  useEffect(() => {
    let live = true;
    fetch(`/api/shortlists?member=${encodeURIComponent(memberId)}`)
      .then(async (res) => {
        if (res.status === 401) {
          router.push(`/login?callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`);
          return;
        }
        const body = (await res.json()) as { data?: ListEntry[]; message?: string };
        if (live) setLists(body.data ?? []);
      })
      .catch(() => toast.error(offline));
    return () => {
      live = false;
    };
  }, [memberId, router, offline]);

  const { box, keepFocus, close } = useAnchoredPanel(anchor, align, onClose);

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch {
      toast.error(offline);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (list: ListEntry) =>
    run(async () => {
      const answer = list.contains
        ? await requestJson("DELETE", `/api/shortlists/${list.id}/items/${memberId}`)
        : await requestJson("POST", `/api/shortlists/${list.id}/items`, { memberId });
      if (!answer.ok) return toast.error(answer.body.message ?? t("failed"));
      setLists((all) =>
        all!.map((l) =>
          l.id === list.id ? { ...l, contains: !l.contains, count: l.count + (l.contains ? -1 : 1) } : l,
        ),
      );
      toast.success(
        list.contains ? t("panel.removed", { name, list: list.name }) : t("panel.saved", { name, list: list.name }),
      );
    });

  const create = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const made = await requestJson("POST", "/api/shortlists", { name: newName });
      if (!made.ok) return toast.error(made.body.message ?? t("create.failed"));
      const list = made.body.data as ListEntry;
      const added = await requestJson("POST", `/api/shortlists/${list.id}/items`, { memberId });
      if (!added.ok) return toast.error(added.body.message ?? t("panel.notSaved"));
      setLists((all) => [{ ...list, count: 1, contains: true }, ...(all ?? [])]);
      setNewName("");
      toast.success(t("panel.saved", { name, list: list.name }));
    });
  };

  return createPortal(
    <>
      {/* A phone's sheet dims the page behind it; a press there is a click outside, and closes it. */}
      <div aria-hidden="true" className="fixed inset-0 z-[60] bg-ink-900/40 lg:hidden" />
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-label={t("save.label", { name })}
        tabIndex={-1}
        onKeyDown={keepFocus}
        data-testid="save-panel"
        className="fixed bottom-0 left-0 right-0 z-[60] max-h-[85dvh] overflow-y-auto rounded-t-2xl border-t border-gray-100 bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-left text-ink-900 shadow-2xl outline-none lg:bottom-[var(--pop-bottom)] lg:left-[var(--pop-left)] lg:right-auto lg:top-[var(--pop-top)] lg:max-h-[var(--pop-max-height)] lg:w-[var(--pop-width)] lg:rounded-lg lg:border lg:p-3 lg:shadow-lg"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-semibold">{t("save.title")}</h2>
          <button
            type="button"
            onClick={() => close("escape")}
            aria-label={t("panel.close")}
            className="-m-1 rounded-full p-1 text-lg leading-none text-gray-500 hover:text-ink-900"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {lists === null ? (
          <p className="mt-2 text-sm text-gray-600">{t("panel.loading")}</p>
        ) : (
          <ul className="mt-2 grid max-h-48 gap-1 overflow-y-auto">
            {lists.map((list) => (
              <li key={list.id}>
                <label className="flex items-center gap-2 py-1 text-sm lg:py-0">
                  <input
                    type="checkbox"
                    checked={Boolean(list.contains)}
                    disabled={busy}
                    onChange={() => void toggle(list)}
                    className="h-4 w-4 shrink-0 accent-brand-600"
                  />
                  <span className="truncate">{list.name}</span>
                  <span className="ml-auto text-xs text-gray-500">{list.count}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={create} className="mt-3 flex gap-2">
          <label className="sr-only" htmlFor={`new-list-${memberId}`}>
            {t("panel.newName")}
          </label>
          <input
            id={`new-list-${memberId}`}
            value={newName}
            onChange={(e) => setNewName(e.target.value)}
            placeholder={t("panel.newPlaceholder")}
            maxLength={SHORTLIST_LIMITS.nameLength}
            className="min-w-0 flex-1 rounded border border-gray-300 px-2 py-1 text-base lg:text-sm"
          />
          <button
            type="submit"
            disabled={busy || !newName.trim()}
            className="rounded bg-brand-700 px-3 py-1 text-sm font-semibold text-white disabled:opacity-50"
          >
            {t("panel.add")}
          </button>
        </form>
        <Link href={SHORTLISTS_PATH} className="mt-2 block text-xs text-brand-700 underline">
          {t("panel.manage")}
        </Link>
      </div>
    </>,
    document.body,
  );
}

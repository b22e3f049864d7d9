"use client";

import { useTranslations } from "#words";
import { Link } from "@/lib/i18n/link";
import { useRouter } from "@/lib/i18n/link";
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { createPortal } from "react-dom";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { useDismiss } from "@/lib/client/use-dismiss";
import { useRequestWords } from "@/lib/client/use-request";
import { SHORTLISTS_PATH } from "@/lib/shortlists/paths";

interface ListEntry {
  id: string;
  name: string;
  count: number;
  contains?: boolean;
}

/** Room kept between the panel and its button, and between the panel and the edges of the window (px). */
const GAP = 8;
const EDGE = 8;
/** The panel's width on a wide screen (px), and the height it takes with a few lists: below the button if
 *  that much room is left there. */
const WIDTH = 288;
const ROOM = 320;

/**
 * Where the panel goes on a wide screen (from 1024 px, where it floats by its button; narrower, it is a
 * sheet along the bottom of the window): under the button, or over it when there is more room there, its
 * edge lined up with the button's and pushed back inside the window. Its height is capped to the room, so
 * that it never runs off the window (its content scrolls instead).
 */
function placeBy(button: DOMRect, align: "left" | "right", width: number, height: number) {
  const wide = Math.min(WIDTH, width - 2 * EDGE);
  const left = Math.min(Math.max(align === "left" ? button.left : button.right - wide, EDGE), width - wide - EDGE);
  const below = height - button.bottom - GAP - EDGE;
  const above = button.top - GAP - EDGE;
  if (below >= ROOM || below >= above) {
    const top = Math.max(button.bottom + GAP, EDGE);
    return { left, width: wide, top: `${top}px`, bottom: "auto", maxHeight: height - top - EDGE };
  }
  const bottom = Math.max(height - button.top + GAP, EDGE);
  return { left, width: wide, top: "auto", bottom: `${bottom}px`, maxHeight: height - bottom - EDGE };
}

const FOCUSABLE = "a[href], button:not(:disabled), input:not(:disabled)";

/**
 * The member's shortlists with a box each for this profile, and a field to start a new one: a dialog drawn
 * in document.body (so that the overflow of a card cannot clip it), a sheet along the bottom of a phone's
 * screen over a dimmed page, a panel by its button on a wide screen. Focus moves into it and stays there;
 * Escape, the close button, a click outside it or (on a wide screen) scrolling the page close it.
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
  const box = useRef<HTMLDivElement>(null);
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

  // Placed before it is painted, and again when the window changes size. The sheet of a narrow screen
  // ignores these properties (see the lg: classes below).
  useLayoutEffect(() => {
    const place = () => {
      const panel = box.current;
      const button = anchor.current;
      if (!panel || !button) return;
      const root = document.documentElement;
      const at = placeBy(button.getBoundingClientRect(), align, root.clientWidth, root.clientHeight);
      panel.style.setProperty("--pop-left", `${at.left}px`);
      panel.style.setProperty("--pop-width", `${at.width}px`);
      panel.style.setProperty("--pop-top", at.top);
      panel.style.setProperty("--pop-bottom", at.bottom);
      panel.style.setProperty("--pop-max-height", `${at.maxHeight}px`);
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [anchor, align]);

  useEffect(() => {
    box.current?.focus({ preventScroll: true });
  }, []);

  const close = (how: "escape" | "outside" | "scroll") => {
    onClose();
    // Escape and the close button hand focus back to the button; so does a click that left it nowhere (on
    // the dimmed page, or on a gap between the page's controls). A click on a control keeps it there.
    const button = anchor.current;
    requestAnimationFrame(() => {
      const at = document.activeElement;
      if (how === "escape" || !at || at === document.body) button?.focus({ preventScroll: true });
    });
  };

  // The button lives outside the panel: pressed while the panel is open, it would count as a click outside
  // (closing the panel) and its click would open it again. Its own click closes it instead. A capturing
  // listener hears the press before useDismiss's does.
  const pressOnButton = useRef(false);
  useEffect(() => {
    const press = (event: PointerEvent) => {
      pressOnButton.current = Boolean(anchor.current?.contains(event.target as Node));
    };
    document.addEventListener("pointerdown", press, true);
    return () => document.removeEventListener("pointerdown", press, true);
  }, [anchor]);
  useDismiss(true, box, (how) => {
    if (how === "outside" && pressOnButton.current) return;
    close(how);
  });

  // Tab and Shift+Tab go round the panel's controls rather than out into the page behind it.
  const keepFocus = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    const at = document.activeElement;
    if (event.shiftKey && (at === first || at === box.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && at === last) {
      event.preventDefault();
      first.focus();
    }
  };

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
            maxLength={80}
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

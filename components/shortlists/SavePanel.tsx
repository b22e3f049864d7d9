"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { requestJson } from "@/lib/client/upload";
import { OFFLINE_MESSAGE as OFFLINE } from "@/lib/client/use-request";
import { SHORTLISTS_PATH } from "@/lib/shortlists/paths";

interface ListEntry {
  id: string;
  name: string;
  count: number;
  contains?: boolean;
}

/** The member's shortlists with a box each for this profile, and a field to start a new one. */
export default function SavePanel({
  memberId,
  name,
  align,
  onClose,
}: {
  memberId: string;
  name: string;
  /** Which edge of the button the panel lines up with. */
  align: "left" | "right";
  onClose: () => void;
}) {
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
      .catch(() => toast.error(OFFLINE));
    return () => {
      live = false;
    };
  }, [memberId, router]);

  useEffect(() => {
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !box.current?.parentElement?.contains(event.target as Node)
      )
        onClose();
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [onClose]);

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch {
      toast.error(OFFLINE);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (list: ListEntry) =>
    run(async () => {
      const answer = list.contains
        ? await requestJson("DELETE", `/api/shortlists/${list.id}/items/${memberId}`)
        : await requestJson("POST", `/api/shortlists/${list.id}/items`, { memberId });
      if (!answer.ok) return toast.error(answer.body.message ?? "That did not work. Please try again.");
      setLists((all) =>
        all!.map((l) =>
          l.id === list.id ? { ...l, contains: !l.contains, count: l.count + (l.contains ? -1 : 1) } : l,
        ),
      );
      toast.success(list.contains ? `${name} removed from ${list.name}.` : `${name} saved to ${list.name}.`);
    });

  const create = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const made = await requestJson("POST", "/api/shortlists", { name: newName });
      if (!made.ok) return toast.error(made.body.message ?? "The shortlist could not be created.");
      const list = made.body.data as ListEntry;
      const added = await requestJson("POST", `/api/shortlists/${list.id}/items`, { memberId });
      if (!added.ok) return toast.error(added.body.message ?? "The profile could not be saved.");
      setLists((all) => [{ ...list, count: 1, contains: true }, ...(all ?? [])]);
      setNewName("");
      toast.success(`${name} saved to ${list.name}.`);
    });
  };

  return (
    <div
      ref={box}
      role="dialog"
      aria-label={`Save ${name} to a shortlist`}
      className={`absolute bottom-full ${align === "left" ? "left-0" : "right-0"} z-40 mb-2 w-64 rounded-lg border border-gray-100 bg-white p-3 text-left shadow-lg`}
    >
      <p className="text-sm font-semibold">Save to a shortlist</p>
      {lists === null ? (
        <p className="mt-2 text-sm text-gray-600">Loading…</p>
      ) : (
        <ul className="mt-2 grid max-h-48 gap-1 overflow-y-auto">
          {lists.map((list) => (
            <li key={list.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={Boolean(list.contains)}
                  disabled={busy}
                  onChange={() => void toggle(list)}
                  className="h-4 w-4 accent-brand-600"
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
          New shortlist name
        </label>
        <input
          id={`new-list-${memberId}`}
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
          placeholder="New shortlist…"
          maxLength={80}
          className="min-w-0 flex-1 rounded border border-gray-300 px-2 py-1 text-sm"
        />
        <button
          type="submit"
          disabled={busy || !newName.trim()}
          className="rounded bg-brand-700 px-2 py-1 text-sm font-semibold text-white disabled:opacity-50"
        >
          Add
        </button>
      </form>
      <Link href={SHORTLISTS_PATH} className="mt-2 block text-xs text-brand-700 underline">
        Manage shortlists
      </Link>
    </div>
  );
}

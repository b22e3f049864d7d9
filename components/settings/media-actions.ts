"use client";

import { languageHeaders } from "@/lib/client/page-language";
import { useTranslations } from "#words";
import { useState } from "react";
import { useHydrated } from "@/lib/client/hydrated";
import { toast } from "@/lib/client/toast";
import { useRequestWords } from "@/lib/client/use-request";

/** What can be done to a saved file from the settings page, one call at a time. */
export interface MediaActions {
  /** A call is under way, or the page has not hydrated yet (a press would send nothing): buttons wait. */
  busy: boolean;
  /** Deletes a saved file; `done` is the toast that says so ("Photo deleted."). */
  remove(id: string, done: string): Promise<void>;
  /** Moves a gallery photo one place earlier (-1) or later (+1). */
  move(ids: string[], index: number, by: -1 | 1): Promise<void>;
  useAsCover(id: string): Promise<void>;
}

async function send(url: string, init: RequestInit): Promise<{ ok: boolean; message?: string }> {
  const response = await fetch(url, { ...init, headers: { ...languageHeaders(), ...init.headers } });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { ok: response.ok, message: body.message };
}

/** The calls behind the saved files' buttons; `done` reloads the page's data after each. */
export function useMediaActions(done: () => void): MediaActions {
  const t = useTranslations("SettingsClient");
  const words = useRequestWords();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<{ ok: boolean; message?: string }>, success: string) => {
    setBusy(true);
    try {
      const { ok, message } = await call();
      if (ok) {
        toast.success(success);
        done();
      } else toast.error(message ?? t("files.failed"));
    } catch {
      toast.error(words.offline);
    } finally {
      setBusy(false);
    }
  };
  return {
    busy: busy || !hydrated,
    remove: (id, done) => run(() => send(`/api/media/${id}`, { method: "DELETE" }), done),
    move: (ids, index, by) => {
      const order = [...ids];
      [order[index], order[index + by]] = [order[index + by], order[index]];
      return run(
        () =>
          send("/api/media/order", {
            method: "PUT",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ ids: order }),
          }),
        t("files.orderSaved"),
      );
    },
    useAsCover: (id) => run(() => send(`/api/media/${id}/cover`, { method: "POST" }), t("pictures.coverUploaded")),
  };
}

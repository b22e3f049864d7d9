"use client";

import { useTranslations } from "#words";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The site's own "Are you sure?": a modal dialog in the page's language and style, where the browser's confirm()
 * was an unstyled English box. `ask(question)` opens it and answers whether the member agreed; render `dialog`
 * once in the component that asks. Escape and "No" answer no.
 */
export function useConfirm(): { ask: (question: string) => Promise<boolean>; dialog: React.ReactNode } {
  const t = useTranslations("LayoutClient");
  const box = useRef<HTMLDialogElement>(null);
  const answer = useRef<((yes: boolean) => void) | undefined>(undefined);
  const [question, setQuestion] = useState<string>();

  const ask = useCallback(
    (text: string) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setQuestion(text);
      }),
    [],
  );
  useEffect(() => {
    if (question && !box.current?.open) box.current?.showModal();
  }, [question]);
  const close = (yes: boolean) => {
    box.current?.close();
    answer.current?.(yes);
    answer.current = undefined;
    setQuestion(undefined);
  };

  const dialog = (
    <dialog
      ref={box}
      aria-labelledby="confirm-question"
      onCancel={(event) => {
        event.preventDefault();
        close(false);
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-5 shadow-xl backdrop:bg-black/40"
    >
      <p id="confirm-question" className="text-base text-ink-900">
        {question}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={() => close(false)}
          className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:bg-gray-50"
        >
          {t("confirm.no")}
        </button>
        <button
          type="button"
          autoFocus
          onClick={() => close(true)}
          className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
        >
          {t("confirm.yes")}
        </button>
      </div>
    </dialog>
  );
  return { ask, dialog };
}

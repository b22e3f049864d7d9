"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { DEFAULT_LOCALE } from "../i18n/locales.ts";
import { toast } from "./toast";
import { requestJson, type UploadAnswer } from "./upload";

/** What a request says when no answer comes, in English (FormErrors request.offline; useRequestWords().offline). */
export const OFFLINE_MESSAGE = "We could not reach Castfolio. Check your connection and try again.";
/** What a refusal without a message of its own says, in English (FormErrors request.failed). */
export const FAILED_MESSAGE = "Something went wrong. Please try again.";

/** The browser's fixed words about a request, in English: OFFLINE_MESSAGE and FAILED_MESSAGE. */
const ENGLISH_WORDS = { offline: OFFLINE_MESSAGE, failed: FAILED_MESSAGE };

/**
 * What a request says when no answer comes (`offline`) or a refusal brings no message (`failed`), in the page's
 * language: from "FormErrors" (`request.*`) where the page gives it (`<PageWords namespaces={["FormErrors", …]}>`),
 * in English otherwise. Use `offline` where OFFLINE_MESSAGE was shown.
 */
export function useRequestWords(): { offline: string; failed: string } {
  const locale = useLocale();
  const t = useTranslations("FormErrors");
  if (locale === DEFAULT_LOCALE || !t.has("request.offline")) return ENGLISH_WORDS;
  return { offline: t("request.offline"), failed: t("request.failed") };
}

interface Messages {
  /** The toast of a success: fixed, or made from the answer. */
  done: string | ((answer: UploadAnswer) => string);
  /** The toast of a refusal that brings no message of its own. */
  failed: string;
}

/**
 * One JSON request at a time from a button or small form: says how it went in a toast, and shows the page
 * afresh after a success. Answers the answer (undefined when the server could not be reached). The request asks
 * for the page's language, so that a refusal's message reads in it.
 */
export function useRequest() {
  const router = useRouter();
  const words = useRequestWords();
  const [busy, setBusy] = useState(false);
  const send = async (
    method: Parameters<typeof requestJson>[0],
    url: string,
    body: unknown,
    messages: Messages,
  ): Promise<UploadAnswer | undefined> => {
    setBusy(true);
    try {
      const answer = await requestJson(method, url, body);
      if (!answer.ok) {
        toast.error(answer.body.message ?? messages.failed);
        return answer;
      }
      toast.success(typeof messages.done === "string" ? messages.done : messages.done(answer));
      router.refresh();
      return answer;
    } catch {
      toast.error(words.offline);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}

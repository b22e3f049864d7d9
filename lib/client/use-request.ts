"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "#words";
import { useMemo, useState } from "react";
import { toast } from "./toast";
import { requestJson, type UploadAnswer } from "./upload";

/** The browser's fixed words about a request, in the page's language. */
export interface RequestWords {
  /** No answer came. */
  offline: string;
  /** A refusal brought no message of its own. */
  failed: string;
  /** An upload (postMultipart) could not reach the server. */
  uploadFailed: string;
}

/**
 * What a request says when no answer comes, a refusal brings no message or an upload cannot reach the server, in
 * the page's language: the one home of these words ("LayoutClient" `request.*`, which every page sends), for every
 * client component that sends requests.
 */
export function useRequestWords(): RequestWords {
  const t = useTranslations("LayoutClient");
  return useMemo(
    () => ({ offline: t("request.offline"), failed: t("request.failed"), uploadFailed: t("request.uploadFailed") }),
    [t],
  );
}

interface Messages {
  /** The toast of a success: fixed, or made from the answer; none when the caller shows it otherwise. */
  done?: string | ((answer: UploadAnswer) => string);
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
      if (messages.done) toast.success(typeof messages.done === "string" ? messages.done : messages.done(answer));
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

"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "./toast";
import { requestJson, type UploadAnswer } from "./upload";

export const OFFLINE_MESSAGE = "We could not reach Castfolio. Check your connection and try again.";

interface Messages {
  /** The toast of a success: fixed, or made from the answer. */
  done: string | ((answer: UploadAnswer) => string);
  /** The toast of a refusal that brings no message of its own. */
  failed: string;
}

/**
 * One JSON request at a time from a button or small form: says how it went in a toast, and shows the page
 * afresh after a success. Answers the answer (undefined when the server could not be reached).
 */
export function useRequest() {
  const router = useRouter();
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
      toast.error(OFFLINE_MESSAGE);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}

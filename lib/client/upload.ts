import { formError } from "../i18n/form-errors.ts";
import { languageHeaders, pageLanguage } from "./page-language.ts";
// Browser side: sends multipart with upload progress (fetch cannot report it) and JSON, and reads the JSON answer.
// Every request names the page's language (Accept-Language), so that the answer's words come back in it
// (lib/http.ts): a refusal's `message` and `errors` (lib/i18n/api-errors.ts) and a success's `message`
// (lib/i18n/answers.ts), which a page shows as they come. An English page asks for English, whatever the
// browser's own languages. What the page says when no answer comes is its own: useRequestWords (./use-request.ts).

export interface UploadAnswer {
  ok: boolean;
  status: number;
  body: { success?: boolean; message?: string; errors?: Record<string, string> } & Record<string, unknown>;
}

/**
 * The English of postMultipart's rejection when the upload cannot reach the server: LayoutClient request.uploadFailed
 * (useRequestWords().uploadFailed), and FormErrors request.uploadFailed for a form that shows the rejection's message.
 */
export const UPLOAD_FAILED_MESSAGE = formError("request.uploadFailed");

export function postMultipart(
  url: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept-Language", pageLanguage());
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        body: (xhr.response as UploadAnswer["body"]) ?? {},
      });
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED_MESSAGE));
    xhr.send(form);
  });
}

export function postJson(url: string, body: unknown): Promise<UploadAnswer> {
  return requestJson("POST", url, body);
}

/** Sends JSON with any method and reads the JSON answer (an empty object when there is none). */
export async function requestJson(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
): Promise<UploadAnswer> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? languageHeaders() : { "Content-Type": "application/json", ...languageHeaders() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    ok: response.ok,
    status: response.status,
    body: (await response.json().catch(() => ({}))) as UploadAnswer["body"],
  };
}

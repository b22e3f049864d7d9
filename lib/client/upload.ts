// Browser side: sends multipart with upload progress (fetch cannot report it) and reads the JSON answer.

export interface UploadAnswer {
  ok: boolean;
  status: number;
  body: { success?: boolean; message?: string; errors?: Record<string, string> } & Record<string, unknown>;
}

export function postMultipart(
  url: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
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
    xhr.onerror = () => reject(new Error("The upload failed: check your connection."));
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
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    ok: response.ok,
    status: response.status,
    body: (await response.json().catch(() => ({}))) as UploadAnswer["body"],
  };
}

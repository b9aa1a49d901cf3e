import type { AnswerText } from '@masthead/contract';
/** What a request's answer brings back, read as text: its HTTP status and its body. */
export type RawAnswer = AnswerText;

/** A call's JSON body POSTed with fetch, as every call without files goes; the answer read as text. */
export async function postJson(url: string, json: unknown): Promise<RawAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(json ?? {}),
  });
  return { status: response.status, text: await response.text() };
}

/** How much of a request's body has left the browser, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * POSTs a body with XMLHttpRequest, the one browser API that reports how much of a body has
 * been sent (fetch cannot). Same-origin, so the session cookie goes along as with fetch; the
 * browser adds Origin and the boundary of a FormData body itself. Rejects when no answer
 * comes at all (network down, request cut), as fetch does.
 */
export function postWithUploadProgress(
  url: string,
  {
    body,
    headers,
    onProgress,
  }: { body: FormData; headers: Record<string, string>; onProgress?: (progress: UploadProgress) => void },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      };
    }
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    const fail = () => reject(new Error(`POST ${url} got no answer`));
    request.onerror = fail;
    request.onabort = fail;
    request.ontimeout = fail;
    request.send(body);
  });
}

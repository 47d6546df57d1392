/**
 * A `fetch` for one upload, over XMLHttpRequest because only it reports the progress of the bytes sent.
 * It is given to the one API client per request, so the request still goes through the envelope
 * middleware: the `User-Token` header, the timeout, and the handling of 401, 413 and envelope codes are
 * the client's own. The form is sent as it is, so the browser writes the multipart boundary itself.
 */

export type UploadProgress = { loaded: number; total: number };

/** Response headers of an XHR as a `Headers` object. */
function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Why the request was cancelled: the middleware's timeout, or the page that no longer waits. */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('Aborted', 'AbortError');
}

export function createUploadFetch(
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
): (request: Request) => Promise<Response> {
  return (request) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const { signal } = request;
      const onAbort = () => xhr.abort();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        // The boundary of the multipart body is the browser's to write.
        if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
      xhr.addEventListener('load', () => {
        signal.removeEventListener('abort', onAbort);
        if (xhr.status < 200 || xhr.status > 599) {
          reject(new TypeError(`Unexpected HTTP status ${String(xhr.status)}`));
          return;
        }
        resolve(
          new Response(xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr),
          }),
        );
      });
      xhr.addEventListener('error', () => {
        signal.removeEventListener('abort', onAbort);
        reject(new TypeError('Network request failed'));
      });
      xhr.addEventListener('abort', () => {
        signal.removeEventListener('abort', onAbort);
        reject(abortReason(signal));
      });
      if (signal.aborted) {
        reject(abortReason(signal));
        return;
      }
      signal.addEventListener('abort', onAbort, { once: true });
      xhr.send(form);
    });
}

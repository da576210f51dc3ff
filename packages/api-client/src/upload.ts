/** Told how much of a request's body has been sent, from 0 to 100. */
export type UploadProgress = (percent: number) => void;

// Statuses whose answers carry no body; `new Response(body, …)` refuses one for them.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * Sends `request` with XMLHttpRequest, because fetch cannot report upload progress, and answers a
 * fetch `Response`. `body` is the request's body as given (a FormData for uploads): a Request's own
 * body stream cannot be handed to XMLHttpRequest.
 */
export function sendWithProgress(
  request: Request,
  body: XMLHttpRequestBodyInit | null | undefined,
  onProgress: UploadProgress,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = request.credentials === 'include';
    request.headers.forEach((value, name) => {
      // The browser sets cookies and the multipart boundary itself.
      if (name !== 'cookie' && name !== 'content-type') xhr.setRequestHeader(name, value);
    });
    if (body != null && !(body instanceof FormData)) {
      const type = request.headers.get('content-type');
      if (type) xhr.setRequestHeader('content-type', type);
    }
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    xhr.upload.addEventListener('load', () => onProgress(100));
    xhr.addEventListener('load', () => {
      const status = xhr.status;
      resolve(
        new Response(NULL_BODY_STATUSES.has(status) ? null : xhr.responseText, {
          status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    });
    xhr.addEventListener('error', () =>
      reject(new TypeError('The upload failed: the network is unreachable.')),
    );
    xhr.addEventListener('timeout', () => reject(new TypeError('The upload timed out.')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    if (request.signal.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress(0);
    xhr.send(body ?? null);
  });
}

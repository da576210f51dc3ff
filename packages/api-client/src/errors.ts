/** Field errors as the API sends them with a 422: each field name maps to its messages. */
export type FieldErrors = Record<string, string[]>;

/** A non-2xx answer from the API. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly body: unknown;
  /** Seconds to wait before trying again (a 429's `Retry-After`); null when the answer gave none. */
  readonly retryAfter: number | null;
  /**
   * The id the API gave the request (a 5xx body's `request_id`, else the `X-Request-Id` header), so a
   * user's report of a server error can be found in the API's logs; null when there was none.
   */
  readonly requestId: string | null;

  constructor(
    status: number,
    message: string,
    fieldErrors: FieldErrors = {},
    body?: unknown,
    retryAfter: number | null = null,
    requestId: string | null = null,
  ) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = body;
    this.retryAfter = retryAfter;
    const fromBody =
      body && typeof body === 'object' && 'request_id' in body && typeof body.request_id === 'string'
        ? body.request_id
        : null;
    this.requestId = fromBody ?? requestId;
  }

  /** The first message for a field, if the server rejected it. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

/** The request never got an answer: offline, DNS, connection refused, CORS or an aborted request. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

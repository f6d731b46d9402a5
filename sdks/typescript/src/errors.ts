import type { ErrorCode } from './types.js';

export interface PlugboardErrorInit {
  status: number;
  code: ErrorCode | (string & {});
  message: string;
  details?: unknown;
  requestId?: string | undefined;
  retryAfterMs?: number | undefined;
  headers?: Headers | undefined;
  cause?: unknown;
}

/**
 * An error answer of the gateway (`{"error": {"code", "message", "details"}}`), or a failure to get one (timeout,
 * network). Branch on `code` (stable, UPPER_SNAKE: `ErrorCode` in openapi.yaml) or on the subclass (by status), never
 * on `message`. `requestId` is the gateway's `x-request-id`, to quote when asking for help.
 */
export class PlugboardError extends Error {
  override readonly name: string = 'PlugboardError';
  /** HTTP status; 0 when no answer was received (TimeoutError, ConnectionError). */
  readonly status: number;
  readonly code: ErrorCode | (string & {});
  readonly details: unknown;
  readonly requestId: string | undefined;
  /** The wait the gateway asked for (`Retry-After`), in milliseconds, when it gave one. */
  readonly retryAfterMs: number | undefined;
  /** The answer's headers, when there was an answer. */
  readonly headers: Headers | undefined;

  constructor(init: PlugboardErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId;
    this.retryAfterMs = init.retryAfterMs;
    this.headers = init.headers;
  }
}

/** 400: the request is invalid (`VALIDATION_FAILED`, `MALFORMED_JSON`, ...); `details` lists what. */
export class BadRequestError extends PlugboardError {
  override readonly name: string = 'BadRequestError';
}
/** 401: a token is missing, unknown or revoked (`UNAUTHORIZED`). */
export class AuthenticationError extends PlugboardError {
  override readonly name: string = 'AuthenticationError';
}
/** 403: the token may not do this (`FORBIDDEN`, `SANDBOX_NOT_ALLOWED`, `QUOTA_EXCEEDED`, ...). */
export class PermissionDeniedError extends PlugboardError {
  override readonly name: string = 'PermissionDeniedError';
}
/** 404: no such record, connection, webhook or route (`NOT_FOUND`, `DOWNSTREAM_NOT_FOUND`, ...). */
export class NotFoundError extends PlugboardError {
  override readonly name: string = 'NotFoundError';
}
/** 409: a conflict (`CONFLICT`, `IDEMPOTENCY_KEY_REUSED`, `IDEMPOTENCY_KEY_IN_USE`, `CONNECTION_SYNCING`, ...). */
export class ConflictError extends PlugboardError {
  override readonly name: string = 'ConflictError';
}
/** 429: rate limited (`RATE_LIMITED`, ...); `retryAfterMs` says how long to wait. Retried by the client first. */
export class RateLimitError extends PlugboardError {
  override readonly name: string = 'RateLimitError';
}
/** 501: the connection's integration does not offer this (`NOT_SUPPORTED_BY_INTEGRATION`). */
export class NotSupportedError extends PlugboardError {
  override readonly name: string = 'NotSupportedError';
}
/** 502/504: the tool answered badly or not in time (`DOWNSTREAM_ERROR`, `DOWNSTREAM_TIMEOUT`, ...). */
export class DownstreamError extends PlugboardError {
  override readonly name: string = 'DownstreamError';
}
/** 503: the tool or the gateway's store is unavailable for now. Retried by the client first. */
export class ServiceUnavailableError extends PlugboardError {
  override readonly name: string = 'ServiceUnavailableError';
}
/** Any other status (another 4xx, a 500). */
export class ApiError extends PlugboardError {
  override readonly name: string = 'ApiError';
}
/** No answer within the client's `timeoutMs` (each attempt). `status` is 0, `code` `CLIENT_TIMEOUT`. */
export class TimeoutError extends PlugboardError {
  override readonly name: string = 'TimeoutError';
}
/** The request could not be sent or its answer not read (connection refused, reset, DNS). `code` `CONNECTION_FAILED`. */
export class ConnectionError extends PlugboardError {
  override readonly name: string = 'ConnectionError';
}
/** The caller's AbortSignal fired. `code` `ABORTED`; `cause` is the signal's reason. */
export class AbortedError extends PlugboardError {
  override readonly name: string = 'AbortedError';
}

const BY_STATUS: Record<number, new (init: PlugboardErrorInit) => PlugboardError> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  413: BadRequestError,
  422: BadRequestError,
  429: RateLimitError,
  501: NotSupportedError,
  502: DownstreamError,
  503: ServiceUnavailableError,
  504: DownstreamError,
};

/** The error for an answer of the gateway: its `{"error": {...}}` body, status, request id and Retry-After. */
export function errorFromResponse(response: Response, body: unknown, now = Date.now()): PlugboardError {
  const err = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  const code = typeof err?.code === 'string' ? err.code : `HTTP_${response.status}`;
  const message = typeof err?.message === 'string' ? err.message : `The gateway answered ${response.status} ${response.statusText}`.trim();
  const Cls = BY_STATUS[response.status] ?? ApiError;
  return new Cls({
    status: response.status,
    code,
    message,
    details: err?.details,
    requestId: response.headers.get('x-request-id') ?? undefined,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), now),
    headers: response.headers,
  });
}

/**
 * `Retry-After` in milliseconds: delay-seconds (`"1"`, `"2.5"` is read too) or an HTTP date (RFC 9110 §10.2.3),
 * never negative. `undefined` when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  if (/^[-+]/.test(text) || /^\d/.test(text)) return undefined; // "-1", "1s": neither form
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** `true` when `e` is a PlugboardError, narrowed to `code` when one is given. */
export function isPlugboardError<C extends ErrorCode>(e: unknown, code?: C): e is PlugboardError & { code: C } {
  return e instanceof PlugboardError && (code === undefined || e.code === code);
}

"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AbortedError = exports.ConnectionError = exports.TimeoutError = exports.ApiError = exports.ServiceUnavailableError = exports.DownstreamError = exports.NotSupportedError = exports.RateLimitError = exports.ConflictError = exports.NotFoundError = exports.PermissionDeniedError = exports.AuthenticationError = exports.BadRequestError = exports.PlugboardError = void 0;
exports.errorFromResponse = errorFromResponse;
exports.parseRetryAfter = parseRetryAfter;
exports.isPlugboardError = isPlugboardError;
/**
 * An error answer of the gateway (`{"error": {"code", "message", "details"}}`), or a failure to get one (timeout,
 * network). Branch on `code` (stable, UPPER_SNAKE: `ErrorCode` in openapi.yaml) or on the subclass (by status), never
 * on `message`. `requestId` is the gateway's `x-request-id`, to quote when asking for help.
 */
class PlugboardError extends Error {
    name = 'PlugboardError';
    /** HTTP status; 0 when no answer was received (TimeoutError, ConnectionError). */
    status;
    code;
    details;
    requestId;
    /** The wait the gateway asked for (`Retry-After`), in milliseconds, when it gave one. */
    retryAfterMs;
    /** The answer's headers, when there was an answer. */
    headers;
    constructor(init) {
        super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
        this.status = init.status;
        this.code = init.code;
        this.details = init.details;
        this.requestId = init.requestId;
        this.retryAfterMs = init.retryAfterMs;
        this.headers = init.headers;
    }
}
exports.PlugboardError = PlugboardError;
/** 400: the request is invalid (`VALIDATION_FAILED`, `MALFORMED_JSON`, ...); `details` lists what. */
class BadRequestError extends PlugboardError {
    name = 'BadRequestError';
}
exports.BadRequestError = BadRequestError;
/** 401: a token is missing, unknown or revoked (`UNAUTHORIZED`). */
class AuthenticationError extends PlugboardError {
    name = 'AuthenticationError';
}
exports.AuthenticationError = AuthenticationError;
/** 403: the token may not do this (`FORBIDDEN`, `SANDBOX_NOT_ALLOWED`, `QUOTA_EXCEEDED`, ...). */
class PermissionDeniedError extends PlugboardError {
    name = 'PermissionDeniedError';
}
exports.PermissionDeniedError = PermissionDeniedError;
/** 404: no such record, connection, webhook or route (`NOT_FOUND`, `DOWNSTREAM_NOT_FOUND`, ...). */
class NotFoundError extends PlugboardError {
    name = 'NotFoundError';
}
exports.NotFoundError = NotFoundError;
/** 409: a conflict (`CONFLICT`, `IDEMPOTENCY_KEY_REUSED`, `IDEMPOTENCY_KEY_IN_USE`, `CONNECTION_SYNCING`, ...). */
class ConflictError extends PlugboardError {
    name = 'ConflictError';
}
exports.ConflictError = ConflictError;
/** 429: rate limited (`RATE_LIMITED`, ...); `retryAfterMs` says how long to wait. Retried by the client first. */
class RateLimitError extends PlugboardError {
    name = 'RateLimitError';
}
exports.RateLimitError = RateLimitError;
/** 501: the connection's integration does not offer this (`NOT_SUPPORTED_BY_INTEGRATION`). */
class NotSupportedError extends PlugboardError {
    name = 'NotSupportedError';
}
exports.NotSupportedError = NotSupportedError;
/** 502/504: the tool answered badly or not in time (`DOWNSTREAM_ERROR`, `DOWNSTREAM_TIMEOUT`, ...). */
class DownstreamError extends PlugboardError {
    name = 'DownstreamError';
}
exports.DownstreamError = DownstreamError;
/** 503: the tool or the gateway's store is unavailable for now. Retried by the client first. */
class ServiceUnavailableError extends PlugboardError {
    name = 'ServiceUnavailableError';
}
exports.ServiceUnavailableError = ServiceUnavailableError;
/** Any other status (another 4xx, a 500). */
class ApiError extends PlugboardError {
    name = 'ApiError';
}
exports.ApiError = ApiError;
/** No answer within the client's `timeoutMs` (each attempt). `status` is 0, `code` `CLIENT_TIMEOUT`. */
class TimeoutError extends PlugboardError {
    name = 'TimeoutError';
}
exports.TimeoutError = TimeoutError;
/** The request could not be sent or its answer not read (connection refused, reset, DNS). `code` `CONNECTION_FAILED`. */
class ConnectionError extends PlugboardError {
    name = 'ConnectionError';
}
exports.ConnectionError = ConnectionError;
/** The caller's AbortSignal fired. `code` `ABORTED`; `cause` is the signal's reason. */
class AbortedError extends PlugboardError {
    name = 'AbortedError';
}
exports.AbortedError = AbortedError;
const BY_STATUS = {
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
function errorFromResponse(response, body, now = Date.now()) {
    const err = body?.error;
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
function parseRetryAfter(value, now = Date.now()) {
    if (value === null || value === undefined)
        return undefined;
    const text = value.trim();
    if (text === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(text))
        return Math.round(Number(text) * 1000);
    if (/^[-+]/.test(text) || /^\d/.test(text))
        return undefined; // "-1", "1s": neither form
    const at = Date.parse(text);
    if (Number.isNaN(at))
        return undefined;
    return Math.max(0, at - now);
}
/** `true` when `e` is a PlugboardError, narrowed to `code` when one is given. */
function isPlugboardError(e, code) {
    return e instanceof PlugboardError && (code === undefined || e.code === code);
}

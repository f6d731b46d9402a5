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
export declare class PlugboardError extends Error {
    readonly name: string;
    /** HTTP status; 0 when no answer was received (TimeoutError, ConnectionError). */
    readonly status: number;
    readonly code: ErrorCode | (string & {});
    readonly details: unknown;
    readonly requestId: string | undefined;
    /** The wait the gateway asked for (`Retry-After`), in milliseconds, when it gave one. */
    readonly retryAfterMs: number | undefined;
    /** The answer's headers, when there was an answer. */
    readonly headers: Headers | undefined;
    constructor(init: PlugboardErrorInit);
}
/** 400: the request is invalid (`VALIDATION_FAILED`, `MALFORMED_JSON`, ...); `details` lists what. */
export declare class BadRequestError extends PlugboardError {
    readonly name: string;
}
/** 401: a token is missing, unknown or revoked (`UNAUTHORIZED`). */
export declare class AuthenticationError extends PlugboardError {
    readonly name: string;
}
/** 403: the token may not do this (`FORBIDDEN`, `SANDBOX_NOT_ALLOWED`, `QUOTA_EXCEEDED`, ...). */
export declare class PermissionDeniedError extends PlugboardError {
    readonly name: string;
}
/** 404: no such record, connection, webhook or route (`NOT_FOUND`, `DOWNSTREAM_NOT_FOUND`, ...). */
export declare class NotFoundError extends PlugboardError {
    readonly name: string;
}
/** 409: a conflict (`CONFLICT`, `IDEMPOTENCY_KEY_REUSED`, `IDEMPOTENCY_KEY_IN_USE`, `CONNECTION_SYNCING`, ...). */
export declare class ConflictError extends PlugboardError {
    readonly name: string;
}
/** 429: rate limited (`RATE_LIMITED`, ...); `retryAfterMs` says how long to wait. Retried by the client first. */
export declare class RateLimitError extends PlugboardError {
    readonly name: string;
}
/** 501: the connection's integration does not offer this (`NOT_SUPPORTED_BY_INTEGRATION`). */
export declare class NotSupportedError extends PlugboardError {
    readonly name: string;
}
/** 502/504: the tool answered badly or not in time (`DOWNSTREAM_ERROR`, `DOWNSTREAM_TIMEOUT`, ...). */
export declare class DownstreamError extends PlugboardError {
    readonly name: string;
}
/** 503: the tool or the gateway's store is unavailable for now. Retried by the client first. */
export declare class ServiceUnavailableError extends PlugboardError {
    readonly name: string;
}
/** Any other status (another 4xx, a 500). */
export declare class ApiError extends PlugboardError {
    readonly name: string;
}
/** No answer within the client's `timeoutMs` (each attempt). `status` is 0, `code` `CLIENT_TIMEOUT`. */
export declare class TimeoutError extends PlugboardError {
    readonly name: string;
}
/** The request could not be sent or its answer not read (connection refused, reset, DNS). `code` `CONNECTION_FAILED`. */
export declare class ConnectionError extends PlugboardError {
    readonly name: string;
}
/** The caller's AbortSignal fired. `code` `ABORTED`; `cause` is the signal's reason. */
export declare class AbortedError extends PlugboardError {
    readonly name: string;
}
/** The error for an answer of the gateway: its `{"error": {...}}` body, status, request id and Retry-After. */
export declare function errorFromResponse(response: Response, body: unknown, now?: number): PlugboardError;
/**
 * `Retry-After` in milliseconds: delay-seconds (`"1"`, `"2.5"` is read too) or an HTTP date (RFC 9110 §10.2.3),
 * never negative. `undefined` when absent or unreadable.
 */
export declare function parseRetryAfter(value: string | null | undefined, now?: number): number | undefined;
/** `true` when `e` is a PlugboardError, narrowed to `code` when one is given. */
export declare function isPlugboardError<C extends ErrorCode>(e: unknown, code?: C): e is PlugboardError & {
    code: C;
};

/**
 * Plugboard's back-end SDK for TypeScript and JavaScript. `new Plugboard({ baseUrl, apiToken })`, then
 * `plugboard.connection(accessToken)` for one connection's unified API, actions and passthrough. Types come from the
 * gateway's openapi.yaml (generated); the rest is a thin layer: retries with Idempotency-Key, timeouts, cancellation,
 * paging iterators, typed errors, webhook verification, event-log catch-up.
 */
export { Plugboard, PlugboardConnection, EventLog, type CallOptions, type CatchUpResult } from './client.js';
export { type ClientOptions, type RequestOptions, type RawResponse, takesIdempotencyKey } from './http.js';
export { PlugboardError, BadRequestError, AuthenticationError, PermissionDeniedError, NotFoundError, ConflictError, RateLimitError, NotSupportedError, DownstreamError, ServiceUnavailableError, ApiError, TimeoutError, ConnectionError, AbortedError, isPlugboardError, parseRetryAfter, type PlugboardErrorInit, } from './errors.js';
export { followPages, type Page, type PagingOptions } from './paging.js';
export { verifyWebhook, WebhookVerificationError, type VerifyWebhookInput, type WebhookHeaders, type WebhookVerificationReason, } from './webhooks.js';
export type { ActionPath, ConnectorEvent, ErrorCode, HttpMethod, ItemOf, PathsWith, QueryOf, RequestBody, ResponseData, ResultOf, UnifiedListPath, components, operations, paths, } from './types.js';
/** The API version this SDK was generated from (openapi.yaml `info.version`); the package's version follows it. */
export declare const API_VERSION = "0.1.0";

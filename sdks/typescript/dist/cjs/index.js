"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.API_VERSION = exports.WebhookVerificationError = exports.verifyWebhook = exports.followPages = exports.parseRetryAfter = exports.isPlugboardError = exports.AbortedError = exports.ConnectionError = exports.TimeoutError = exports.ApiError = exports.ServiceUnavailableError = exports.DownstreamError = exports.NotSupportedError = exports.RateLimitError = exports.ConflictError = exports.NotFoundError = exports.PermissionDeniedError = exports.AuthenticationError = exports.BadRequestError = exports.PlugboardError = exports.takesIdempotencyKey = exports.EventLog = exports.PlugboardConnection = exports.Plugboard = void 0;
/**
 * Plugboard's back-end SDK for TypeScript and JavaScript. `new Plugboard({ baseUrl, apiToken })`, then
 * `plugboard.connection(accessToken)` for one connection's unified API, actions and passthrough. Types come from the
 * gateway's openapi.yaml (generated); the rest is a thin layer: retries with Idempotency-Key, timeouts, cancellation,
 * paging iterators, typed errors, webhook verification, event-log catch-up.
 */
var client_js_1 = require("./client.js");
Object.defineProperty(exports, "Plugboard", { enumerable: true, get: function () { return client_js_1.Plugboard; } });
Object.defineProperty(exports, "PlugboardConnection", { enumerable: true, get: function () { return client_js_1.PlugboardConnection; } });
Object.defineProperty(exports, "EventLog", { enumerable: true, get: function () { return client_js_1.EventLog; } });
var http_js_1 = require("./http.js");
Object.defineProperty(exports, "takesIdempotencyKey", { enumerable: true, get: function () { return http_js_1.takesIdempotencyKey; } });
var errors_js_1 = require("./errors.js");
Object.defineProperty(exports, "PlugboardError", { enumerable: true, get: function () { return errors_js_1.PlugboardError; } });
Object.defineProperty(exports, "BadRequestError", { enumerable: true, get: function () { return errors_js_1.BadRequestError; } });
Object.defineProperty(exports, "AuthenticationError", { enumerable: true, get: function () { return errors_js_1.AuthenticationError; } });
Object.defineProperty(exports, "PermissionDeniedError", { enumerable: true, get: function () { return errors_js_1.PermissionDeniedError; } });
Object.defineProperty(exports, "NotFoundError", { enumerable: true, get: function () { return errors_js_1.NotFoundError; } });
Object.defineProperty(exports, "ConflictError", { enumerable: true, get: function () { return errors_js_1.ConflictError; } });
Object.defineProperty(exports, "RateLimitError", { enumerable: true, get: function () { return errors_js_1.RateLimitError; } });
Object.defineProperty(exports, "NotSupportedError", { enumerable: true, get: function () { return errors_js_1.NotSupportedError; } });
Object.defineProperty(exports, "DownstreamError", { enumerable: true, get: function () { return errors_js_1.DownstreamError; } });
Object.defineProperty(exports, "ServiceUnavailableError", { enumerable: true, get: function () { return errors_js_1.ServiceUnavailableError; } });
Object.defineProperty(exports, "ApiError", { enumerable: true, get: function () { return errors_js_1.ApiError; } });
Object.defineProperty(exports, "TimeoutError", { enumerable: true, get: function () { return errors_js_1.TimeoutError; } });
Object.defineProperty(exports, "ConnectionError", { enumerable: true, get: function () { return errors_js_1.ConnectionError; } });
Object.defineProperty(exports, "AbortedError", { enumerable: true, get: function () { return errors_js_1.AbortedError; } });
Object.defineProperty(exports, "isPlugboardError", { enumerable: true, get: function () { return errors_js_1.isPlugboardError; } });
Object.defineProperty(exports, "parseRetryAfter", { enumerable: true, get: function () { return errors_js_1.parseRetryAfter; } });
var paging_js_1 = require("./paging.js");
Object.defineProperty(exports, "followPages", { enumerable: true, get: function () { return paging_js_1.followPages; } });
var webhooks_js_1 = require("./webhooks.js");
Object.defineProperty(exports, "verifyWebhook", { enumerable: true, get: function () { return webhooks_js_1.verifyWebhook; } });
Object.defineProperty(exports, "WebhookVerificationError", { enumerable: true, get: function () { return webhooks_js_1.WebhookVerificationError; } });
/** The API version this SDK was generated from (openapi.yaml `info.version`); the package's version follows it. */
exports.API_VERSION = '0.1.0';

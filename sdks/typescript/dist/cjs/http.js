"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Transport = void 0;
exports.takesIdempotencyKey = takesIdempotencyKey;
exports.sleep = sleep;
/**
 * The transport: one call to the gateway with fetch, per-attempt timeout, the caller's AbortSignal, retries of 429
 * and 503 (and of a held Idempotency-Key) honouring Retry-After within a bound, and an Idempotency-Key for the
 * operations that take one, the same on every attempt, so a retried write is written once.
 */
const errors_js_1 = require("./errors.js");
const DEFAULT_TIMEOUT_MS = 70_000;
const DEFAULT_MAX_RETRIES = 3;
const DEFAULT_MAX_RETRY_WAIT_MS = 30_000;
/** Backoff without Retry-After: 0.5 s, 1 s, 2 s, ... (with jitter), at most 8 s. */
const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 8_000;
/**
 * The operations that take an Idempotency-Key (openapi.yaml's `IdempotencyKey` parameter; a unit test keeps this
 * rule equal to the spec): unified creates, updates and deletes, every action, and passthrough with a method other
 * than GET.
 */
function takesIdempotencyKey(method, path, body) {
    if (method.toUpperCase() !== 'POST')
        return false;
    if (path === '/api/passthrough')
        return body?.method !== 'GET';
    if (path.startsWith('/api/actions/'))
        return true;
    return /^\/api\/unifications\/[^/]+\/[^/]+\/(create|update|delete)$/.test(path);
}
/** Reads that change nothing: safe to send again after a timeout or a lost connection. */
function isRead(method, path) {
    if (method.toUpperCase() === 'GET')
        return true;
    return /\/(list|get|find|search|capabilities|me)$/.test(path);
}
class Transport {
    options;
    baseUrl;
    fetchFn;
    constructor(options) {
        this.options = options;
        if (!options.baseUrl)
            throw new TypeError('Plugboard: baseUrl is required');
        this.baseUrl = options.baseUrl.replace(/\/+$/, '');
        const f = options.fetch ?? globalThis.fetch;
        if (typeof f !== 'function')
            throw new TypeError('Plugboard: no fetch available (Node 20+ or a browser), pass options.fetch');
        this.fetchFn = f;
    }
    url(path, opts = {}) {
        const filled = path.replace(/\{([^}]+)\}/g, (_, name) => {
            const v = opts.params?.[name];
            if (v === undefined)
                throw new TypeError(`Plugboard: path parameter ${name} is missing for ${path}`);
            return encodeURIComponent(v);
        });
        const qs = new URLSearchParams();
        for (const [k, v] of Object.entries(opts.query ?? {}))
            if (v !== undefined && v !== null)
                qs.append(k, String(v));
        const q = qs.toString();
        return `${this.baseUrl}${filled}${q ? `?${q}` : ''}`;
    }
    async send(method, path, body, opts, authHeaders) {
        const url = this.url(path, opts);
        const upper = method.toUpperCase();
        const keyWanted = opts.idempotencyKey !== false && takesIdempotencyKey(upper, path, body);
        const idempotencyKey = keyWanted ? opts.idempotencyKey || randomId() : undefined;
        const headers = {
            accept: 'application/json',
            ...(this.options.headers ?? {}),
            ...authHeaders,
            ...(opts.headers ?? {}),
        };
        if (body !== undefined)
            headers['content-type'] = 'application/json';
        if (idempotencyKey)
            headers['Idempotency-Key'] = idempotencyKey;
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const maxRetries = Math.max(0, opts.maxRetries ?? this.options.maxRetries ?? DEFAULT_MAX_RETRIES);
        const maxWait = this.options.maxRetryWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS;
        const timeoutMs = opts.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
        // A timeout or lost connection may hide a write that was made: sent again only when that cannot write twice.
        const resendable = isRead(upper, path) || idempotencyKey !== undefined;
        for (let attempt = 1;; attempt++) {
            let error;
            let retryable;
            try {
                const { response, data } = await this.attempt(url, { method: upper, headers, body: payload }, timeoutMs, opts.signal);
                if (response.ok) {
                    return {
                        data: data,
                        status: response.status,
                        headers: response.headers,
                        requestId: response.headers.get('x-request-id') ?? undefined,
                        replayed: response.headers.get('idempotent-replayed') === 'true',
                        attempts: attempt,
                        idempotencyKey,
                    };
                }
                error = (0, errors_js_1.errorFromResponse)(response, data);
                // 429 and 503 were refused before anything was done; a held key answers once its first request has.
                retryable = error.status === 429 || error.status === 503 || error.code === 'IDEMPOTENCY_KEY_IN_USE';
            }
            catch (e) {
                if (!(e instanceof errors_js_1.TimeoutError || e instanceof errors_js_1.ConnectionError))
                    throw e; // AbortedError included
                error = e;
                retryable = resendable;
            }
            if (!retryable || attempt > maxRetries)
                throw error;
            const wait = error.retryAfterMs ?? backoff(attempt);
            if (wait > maxWait)
                throw error;
            await sleep(wait, opts.signal);
        }
    }
    /** One attempt: the answer and its parsed body, or a TimeoutError / ConnectionError / AbortedError. */
    async attempt(url, init, timeoutMs, signal) {
        if (signal?.aborted)
            throw aborted(signal);
        const controller = new AbortController();
        const timeout = new Error('timeout');
        const timer = setTimeout(() => controller.abort(timeout), timeoutMs);
        const onAbort = () => controller.abort();
        signal?.addEventListener('abort', onAbort, { once: true });
        try {
            const response = await this.fetchFn(url, { ...init, signal: controller.signal });
            const text = await response.text();
            let data = text;
            if (text && (response.headers.get('content-type') ?? '').includes('json')) {
                try {
                    data = JSON.parse(text);
                }
                catch {
                    data = text;
                }
            }
            else if (!text)
                data = undefined;
            return { response, data };
        }
        catch (e) {
            if (signal && isAborted(signal))
                throw aborted(signal);
            if (controller.signal.reason === timeout) {
                throw new errors_js_1.TimeoutError({
                    status: 0,
                    code: 'CLIENT_TIMEOUT',
                    message: `No answer from the gateway within ${timeoutMs} ms`,
                    cause: e,
                });
            }
            const message = e instanceof Error ? e.message : String(e);
            throw new errors_js_1.ConnectionError({ status: 0, code: 'CONNECTION_FAILED', message: `Could not reach the gateway: ${message}`, cause: e });
        }
        finally {
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
        }
    }
}
exports.Transport = Transport;
/** Read through a call: the signal may have fired while the request ran (a narrowed `signal.aborted` would not say so). */
function isAborted(signal) {
    return signal.aborted;
}
function aborted(signal) {
    return new errors_js_1.AbortedError({ status: 0, code: 'ABORTED', message: 'The request was aborted', cause: signal.reason });
}
function backoff(attempt) {
    const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
    return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}
/** Waits `ms`, or rejects with AbortedError when `signal` fires first. */
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted) {
            reject(aborted(signal));
            return;
        }
        const onAbort = () => {
            clearTimeout(timer);
            reject(aborted(signal));
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}
function randomId() {
    return globalThis.crypto.randomUUID();
}

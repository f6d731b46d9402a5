/**
 * The transport: one call to the gateway with fetch, per-attempt timeout, the caller's AbortSignal, retries of 429
 * and 503 (and of a held Idempotency-Key) honouring Retry-After within a bound, and an Idempotency-Key for the
 * operations that take one, the same on every attempt, so a retried write is written once.
 */
import { AbortedError, ConnectionError, TimeoutError, errorFromResponse, type PlugboardError } from './errors.js';

export interface ClientOptions {
  /** The gateway's address, e.g. `https://plugboard.example.com` (a path prefix is kept). */
  baseUrl: string;
  /** The environment's API token (`x-svc-api-token`). */
  apiToken?: string | undefined;
  /** Each attempt's time limit, in ms (default 70,000: the gateway holds a tool call up to 60 s). */
  timeoutMs?: number | undefined;
  /** Retries after the first attempt (default 3). 0 turns retrying off. */
  maxRetries?: number | undefined;
  /** The longest single wait honoured, in ms (default 30,000): a longer `Retry-After` is not waited for, the error is thrown. */
  maxRetryWaitMs?: number | undefined;
  /** Headers added to every request. */
  headers?: Record<string, string> | undefined;
  /** The fetch to use (default: the global fetch of Node 20+ or the browser). */
  fetch?: typeof globalThis.fetch | undefined;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query parameters (`undefined` and `null` ones are left out). */
  query?: Record<string, QueryValue> | undefined;
  /** Values of the path's `{name}` parameters. */
  params?: Record<string, string> | undefined;
  /** Extra headers for this request. */
  headers?: Record<string, string> | undefined;
  /** Cancels the request (and the waits between attempts); the promise rejects with AbortedError. */
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
  maxRetries?: number | undefined;
  /**
   * The Idempotency-Key of a write (default: a new random UUID per call, reused by its retries). Give your own to
   * make a retry of yours (after a crash, from a queue) safe too; `false` sends none.
   */
  idempotencyKey?: string | false | undefined;
}

export interface RawResponse<T = unknown> {
  data: T;
  status: number;
  headers: Headers;
  /** The gateway's `x-request-id`. */
  requestId: string | undefined;
  /** `true` when the gateway replayed the stored answer of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
  /** Attempts made (1 when the first one answered). */
  attempts: number;
  /** The Idempotency-Key sent, if any. */
  idempotencyKey: string | undefined;
}

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
export function takesIdempotencyKey(method: string, path: string, body: unknown): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  if (path === '/api/passthrough') return (body as { method?: unknown } | null)?.method !== 'GET';
  if (path.startsWith('/api/actions/')) return true;
  return /^\/api\/unifications\/[^/]+\/[^/]+\/(create|update|delete)$/.test(path);
}

/** Reads that change nothing: safe to send again after a timeout or a lost connection. */
function isRead(method: string, path: string): boolean {
  if (method.toUpperCase() === 'GET') return true;
  return /\/(list|get|find|search|capabilities|me)$/.test(path);
}

export class Transport {
  readonly baseUrl: string;
  private readonly fetchFn: typeof globalThis.fetch;

  constructor(readonly options: ClientOptions) {
    if (!options.baseUrl) throw new TypeError('Plugboard: baseUrl is required');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    const f = options.fetch ?? globalThis.fetch;
    if (typeof f !== 'function') throw new TypeError('Plugboard: no fetch available (Node 20+ or a browser), pass options.fetch');
    this.fetchFn = f;
  }

  url(path: string, opts: Pick<RequestOptions, 'query' | 'params'> = {}): string {
    const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const v = opts.params?.[name];
      if (v === undefined) throw new TypeError(`Plugboard: path parameter ${name} is missing for ${path}`);
      return encodeURIComponent(v);
    });
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null) qs.append(k, String(v));
    const q = qs.toString();
    return `${this.baseUrl}${filled}${q ? `?${q}` : ''}`;
  }

  async send<T>(
    method: string,
    path: string,
    body: unknown,
    opts: RequestOptions,
    authHeaders: Record<string, string>,
  ): Promise<RawResponse<T>> {
    const url = this.url(path, opts);
    const upper = method.toUpperCase();
    const keyWanted = opts.idempotencyKey !== false && takesIdempotencyKey(upper, path, body);
    const idempotencyKey = keyWanted ? opts.idempotencyKey || randomId() : undefined;
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(this.options.headers ?? {}),
      ...authHeaders,
      ...(opts.headers ?? {}),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const maxRetries = Math.max(0, opts.maxRetries ?? this.options.maxRetries ?? DEFAULT_MAX_RETRIES);
    const maxWait = this.options.maxRetryWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS;
    const timeoutMs = opts.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    // A timeout or lost connection may hide a write that was made: sent again only when that cannot write twice.
    const resendable = isRead(upper, path) || idempotencyKey !== undefined;

    for (let attempt = 1; ; attempt++) {
      let error: PlugboardError;
      let retryable: boolean;
      try {
        const { response, data } = await this.attempt(url, { method: upper, headers, body: payload }, timeoutMs, opts.signal);
        if (response.ok) {
          return {
            data: data as T,
            status: response.status,
            headers: response.headers,
            requestId: response.headers.get('x-request-id') ?? undefined,
            replayed: response.headers.get('idempotent-replayed') === 'true',
            attempts: attempt,
            idempotencyKey,
          };
        }
        error = errorFromResponse(response, data);
        // 429 and 503 were refused before anything was done; a held key answers once its first request has.
        retryable = error.status === 429 || error.status === 503 || error.code === 'IDEMPOTENCY_KEY_IN_USE';
      } catch (e) {
        if (!(e instanceof TimeoutError || e instanceof ConnectionError)) throw e; // AbortedError included
        error = e;
        retryable = resendable;
      }
      if (!retryable || attempt > maxRetries) throw error;
      const wait = error.retryAfterMs ?? backoff(attempt);
      if (wait > maxWait) throw error;
      await sleep(wait, opts.signal);
    }
  }

  /** One attempt: the answer and its parsed body, or a TimeoutError / ConnectionError / AbortedError. */
  private async attempt(
    url: string,
    init: { method: string; headers: Record<string, string>; body: string | undefined },
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<{ response: Response; data: unknown }> {
    if (signal?.aborted) throw aborted(signal);
    const controller = new AbortController();
    const timeout = new Error('timeout');
    const timer = setTimeout(() => controller.abort(timeout), timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await this.fetchFn(url, { ...init, signal: controller.signal });
      const text = await response.text();
      let data: unknown = text;
      if (text && (response.headers.get('content-type') ?? '').includes('json')) {
        try {
          data = JSON.parse(text);
        } catch {
          data = text;
        }
      } else if (!text) data = undefined;
      return { response, data };
    } catch (e) {
      if (signal && isAborted(signal)) throw aborted(signal);
      if (controller.signal.reason === timeout) {
        throw new TimeoutError({
          status: 0,
          code: 'CLIENT_TIMEOUT',
          message: `No answer from the gateway within ${timeoutMs} ms`,
          cause: e,
        });
      }
      const message = e instanceof Error ? e.message : String(e);
      throw new ConnectionError({ status: 0, code: 'CONNECTION_FAILED', message: `Could not reach the gateway: ${message}`, cause: e });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }
}

/** Read through a call: the signal may have fired while the request ran (a narrowed `signal.aborted` would not say so). */
function isAborted(signal: AbortSignal): boolean {
  return signal.aborted;
}

function aborted(signal: AbortSignal): AbortedError {
  return new AbortedError({ status: 0, code: 'ABORTED', message: 'The request was aborted', cause: signal.reason });
}

function backoff(attempt: number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

/** Waits `ms`, or rejects with AbortedError when `signal` fires first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(aborted(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

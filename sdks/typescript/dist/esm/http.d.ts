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
/**
 * The operations that take an Idempotency-Key (openapi.yaml's `IdempotencyKey` parameter; a unit test keeps this
 * rule equal to the spec): unified creates, updates and deletes, every action, and passthrough with a method other
 * than GET.
 */
export declare function takesIdempotencyKey(method: string, path: string, body: unknown): boolean;
export declare class Transport {
    readonly options: ClientOptions;
    readonly baseUrl: string;
    private readonly fetchFn;
    constructor(options: ClientOptions);
    url(path: string, opts?: Pick<RequestOptions, 'query' | 'params'>): string;
    send<T>(method: string, path: string, body: unknown, opts: RequestOptions, authHeaders: Record<string, string>): Promise<RawResponse<T>>;
    /** One attempt: the answer and its parsed body, or a TimeoutError / ConnectionError / AbortedError. */
    private attempt;
}
/** Waits `ms`, or rejects with AbortedError when `signal` fires first. */
export declare function sleep(ms: number, signal?: AbortSignal): Promise<void>;
export {};

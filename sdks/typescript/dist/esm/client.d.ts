import { Transport, type ClientOptions, type RawResponse, type RequestOptions } from './http.js';
import { type PagingOptions } from './paging.js';
import type { ActionPath, ConnectorEvent, HttpMethod, ItemOf, PathParamsOf, PathsWith, QueryOf, RequestBody, ResponseData, ResultOf, UnifiedListPath, components } from './types.js';
import { type VerifyWebhookInput } from './webhooks.js';
/** Options of one call: the transport's (timeout, retries, signal, Idempotency-Key...) plus the operation's typed query. */
export type CallOptions<P extends keyof import('./types.js').paths, M extends HttpMethod> = Omit<RequestOptions, 'query' | 'params'> & {
    query?: QueryOf<P, M> | undefined;
    params?: PathParamsOf<P, M> | undefined;
};
type EventPage = ResultOf<'/api/events/list', 'get'>;
/** What the event-log catch-up returns: the cursor to save for next time and how many events were read. */
export interface CatchUpResult {
    cursor: string | null;
    count: number;
}
declare abstract class Caller {
    protected readonly transport: Transport;
    protected constructor(transport: Transport);
    protected abstract authHeaders(): Record<string, string>;
    /** Any operation of the API, typed from openapi.yaml: its whole JSON answer (`{result: ...}` for most). */
    request<M extends HttpMethod, P extends PathsWith<M>>(method: M, path: P, opts?: CallOptions<P, M> & {
        body?: RequestBody<P, M> | undefined;
    }): Promise<ResponseData<P, M>>;
    /** As `request`, with the status, headers, request id, attempts and whether the answer was a replay. */
    raw<M extends HttpMethod, P extends PathsWith<M>>(method: M, path: P, opts?: CallOptions<P, M> & {
        body?: RequestBody<P, M> | undefined;
    }): Promise<RawResponse<ResponseData<P, M>>>;
    /** `GET path`: the whole JSON answer. */
    get<P extends PathsWith<'get'>>(path: P, opts?: CallOptions<P, 'get'>): Promise<ResponseData<P, 'get'>>;
    /** `POST path` with a JSON body: the `result` of the answer (the whole answer for the few without one). */
    post<P extends PathsWith<'post'>>(path: P, body?: RequestBody<P, 'post'>, opts?: CallOptions<P, 'post'>): Promise<ResultOf<P, 'post'>>;
}
/**
 * A client of one environment of a Plugboard gateway, with its API token:
 * `const plugboard = new Plugboard({ baseUrl, apiToken })`. Calls about one connection go through
 * `plugboard.connection(accessToken)`.
 */
export declare class Plugboard extends Caller {
    readonly options: ClientOptions;
    readonly events: EventLog;
    constructor(options: ClientOptions);
    protected authHeaders(): Record<string, string>;
    /** A view of one connection: every call also carries its access token (`x-svc-access-token`). */
    connection(accessToken: string): PlugboardConnection;
    /** Starts a connect session (`POST /api/auth/session-token`): its `sessionToken` and `connectUrl` for the end user. */
    createSessionToken(body: RequestBody<'/api/auth/session-token', 'post'>, opts?: CallOptions<'/api/auth/session-token', 'post'>): Promise<ResultOf<'/api/auth/session-token', 'post'>>;
    /**
     * Exchanges a session token whose connect flow finished for the connection's credentials (`POST
     * /api/auth/access-token`): `{connectionId, accessToken, ...}`. Store the access token as a secret: it is shown once.
     */
    exchangeSessionToken(sessionToken: string, opts?: CallOptions<'/api/auth/access-token', 'post'>): Promise<ResultOf<'/api/auth/access-token', 'post'>>;
    /**
     * Development environments: connects `integrationId`'s sandbox (sample data, no account at the tool; docs/sandbox.md)
     * as the connect modal would (a session, the `sandbox` auth method, the exchange) and returns its credentials.
     */
    connectSandbox(integrationId: string, opts?: Omit<RequestOptions, 'query' | 'params'>): Promise<ResultOf<'/api/auth/access-token', 'post'>>;
    /**
     * Verifies a webhook delivery on its raw body and returns its event (see `verifyWebhook`). Without `secret` or
     * `apiToken`, this client's API token checks `x-svc-webhook-signature`.
     */
    verifyWebhook(input: VerifyWebhookInput): Promise<ConnectorEvent>;
}
/** One connection: the environment's API token plus the connection's access token on every call. */
export declare class PlugboardConnection extends Caller {
    private readonly apiToken;
    readonly accessToken: string;
    constructor(transport: Transport, apiToken: string | undefined, accessToken: string);
    protected authHeaders(): Record<string, string>;
    /**
     * Every record of a unified list, page after page (`cursor` / `nextPageCursor`):
     * `for await (const c of conn.list('/api/unifications/crm/contacts/list', { pageSize: 50 }))`.
     */
    list<P extends UnifiedListPath>(path: P, body?: RequestBody<P, 'post'>, opts?: CallOptions<P, 'post'> & PagingOptions): AsyncGenerator<ItemOf<ResultOf<P, 'post'>>, void, undefined>;
    /** The pages of a unified list, each `{<records>: [...], nextPageCursor}`. */
    pages<P extends UnifiedListPath>(path: P, body?: RequestBody<P, 'post'>, opts?: CallOptions<P, 'post'> & PagingOptions & {
        cursor?: string | undefined;
    }): AsyncGenerator<ResultOf<P, 'post'>, void, undefined>;
    /** Runs an action (`/api/actions/<integration>/...`) and returns its result. Writes get an Idempotency-Key. */
    action<P extends ActionPath>(path: P, input: RequestBody<P, 'post'>, opts?: CallOptions<P, 'post'>): Promise<ResultOf<P, 'post'>>;
    /**
     * The pages of an action that pages: follows `result.nextCursor` (sent back as `cursor`) or
     * `result.meta.nextPageLink` (sent back as `nextPageLink`).
     */
    actionPages<P extends ActionPath>(path: P, input: RequestBody<P, 'post'>, opts?: CallOptions<P, 'post'> & PagingOptions): AsyncGenerator<ResultOf<P, 'post'>, void, undefined>;
    /** Sends a raw request to the tool with the connection's credentials (`POST /api/passthrough`). */
    passthrough(request: RequestBody<'/api/passthrough', 'post'>, opts?: CallOptions<'/api/passthrough', 'post'>): Promise<ResultOf<'/api/passthrough', 'post'>>;
    /**
     * The older interface's contacts (`GET /crm/contacts`, header `svc-api-token`, the access token in the query), page
     * after page (`cursor` / `nextPageCursor`).
     */
    legacyContacts(opts?: PagingOptions & Omit<RequestOptions, 'query' | 'params'> & {
        allFields?: boolean;
    }): AsyncGenerator<components['schemas']['CrmContact'], void, undefined>;
}
/** The environment's event log (`GET /api/events/list`): the events webhooks deliver, in order, kept 30 days. */
export declare class EventLog {
    private readonly client;
    constructor(client: Plugboard);
    /** One page: `{events, nextCursor, hasMore}`. */
    list(query?: QueryOf<'/api/events/list', 'get'>, opts?: Omit<RequestOptions, 'query' | 'params'>): Promise<EventPage>;
    /**
     * The pages from `after` (a `nextCursor` you saved; none: the oldest event kept) until caught up (`hasMore` false).
     * Save each page's `nextCursor` once you have handled its events.
     */
    pages(opts?: Omit<QueryOf<'/api/events/list', 'get'>, 'after'> & {
        after?: string | null | undefined;
    } & PagingOptions & Omit<RequestOptions, 'query' | 'params'>): AsyncGenerator<EventPage, void, undefined>;
    /**
     * Catch-up: reads from the saved `cursor` until caught up, calling `handle` with each page's events in order (a page
     * is handed over whole; `handle` may be async: the next page is read once it resolved). Returns the cursor to save
     * for the next catch-up (the last page's `nextCursor`) and the number of events read. If `handle` throws, nothing
     * after the last completed page counts: call again with the cursor `onCursor` last received.
     */
    catchUp(opts: {
        cursor?: string | null | undefined;
        handle: (events: ConnectorEvent[]) => unknown;
        /** Called with each page's `nextCursor` after `handle` resolved for it: persist it there to resume precisely. */
        onCursor?: ((cursor: string) => unknown) | undefined;
        limit?: number | undefined;
        type?: string | undefined;
        connectionId?: string | undefined;
        signal?: AbortSignal | undefined;
    }): Promise<CatchUpResult>;
}
export {};

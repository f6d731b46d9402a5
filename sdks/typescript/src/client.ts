import { Transport, type ClientOptions, type RawResponse, type RequestOptions } from './http.js';
import { actionNext, flatten, followPages, type PagingOptions } from './paging.js';
import type {
  ActionPath,
  ConnectorEvent,
  HttpMethod,
  ItemOf,
  PathParamsOf,
  PathsWith,
  QueryOf,
  RequestBody,
  ResponseData,
  ResultOf,
  UnifiedListPath,
  components,
} from './types.js';
import { verifyWebhook, type VerifyWebhookInput } from './webhooks.js';

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

abstract class Caller {
  protected constructor(protected readonly transport: Transport) {}

  protected abstract authHeaders(): Record<string, string>;

  /** Any operation of the API, typed from openapi.yaml: its whole JSON answer (`{result: ...}` for most). */
  async request<M extends HttpMethod, P extends PathsWith<M>>(
    method: M,
    path: P,
    opts: CallOptions<P, M> & { body?: RequestBody<P, M> | undefined } = {},
  ): Promise<ResponseData<P, M>> {
    return (await this.raw(method, path, opts)).data;
  }

  /** As `request`, with the status, headers, request id, attempts and whether the answer was a replay. */
  raw<M extends HttpMethod, P extends PathsWith<M>>(
    method: M,
    path: P,
    opts: CallOptions<P, M> & { body?: RequestBody<P, M> | undefined } = {},
  ): Promise<RawResponse<ResponseData<P, M>>> {
    const { body, query, params, ...rest } = opts;
    return this.transport.send<ResponseData<P, M>>(method, path, body, { ...rest, query, params }, this.authHeaders());
  }

  /** `GET path`: the whole JSON answer. */
  get<P extends PathsWith<'get'>>(path: P, opts: CallOptions<P, 'get'> = {}): Promise<ResponseData<P, 'get'>> {
    return this.request('get', path, opts);
  }

  /** `POST path` with a JSON body: the `result` of the answer (the whole answer for the few without one). */
  async post<P extends PathsWith<'post'>>(
    path: P,
    body?: RequestBody<P, 'post'>,
    opts: CallOptions<P, 'post'> = {},
  ): Promise<ResultOf<P, 'post'>> {
    const data = await this.request('post', path, { ...opts, body });
    return unwrap(data) as ResultOf<P, 'post'>;
  }
}

function unwrap(data: unknown): unknown {
  return data !== null && typeof data === 'object' && 'result' in data ? data.result : data;
}

/**
 * A client of one environment of a Plugboard gateway, with its API token:
 * `const plugboard = new Plugboard({ baseUrl, apiToken })`. Calls about one connection go through
 * `plugboard.connection(accessToken)`.
 */
export class Plugboard extends Caller {
  readonly events: EventLog;

  constructor(readonly options: ClientOptions) {
    super(new Transport(options));
    this.events = new EventLog(this);
  }

  protected authHeaders(): Record<string, string> {
    return this.options.apiToken ? { 'x-svc-api-token': this.options.apiToken } : {};
  }

  /** A view of one connection: every call also carries its access token (`x-svc-access-token`). */
  connection(accessToken: string): PlugboardConnection {
    if (!accessToken) throw new TypeError('Plugboard: connection(accessToken) needs the access token');
    return new PlugboardConnection(this.transport, this.options.apiToken, accessToken);
  }

  /** Starts a connect session (`POST /api/auth/session-token`): its `sessionToken` and `connectUrl` for the end user. */
  createSessionToken(
    body: RequestBody<'/api/auth/session-token', 'post'>,
    opts?: CallOptions<'/api/auth/session-token', 'post'>,
  ): Promise<ResultOf<'/api/auth/session-token', 'post'>> {
    return this.post('/api/auth/session-token', body, opts);
  }

  /**
   * Exchanges a session token whose connect flow finished for the connection's credentials (`POST
   * /api/auth/access-token`): `{connectionId, accessToken, ...}`. Store the access token as a secret: it is shown once.
   */
  exchangeSessionToken(
    sessionToken: string,
    opts: CallOptions<'/api/auth/access-token', 'post'> = {},
  ): Promise<ResultOf<'/api/auth/access-token', 'post'>> {
    return this.post('/api/auth/access-token', {}, { ...opts, headers: { ...opts.headers, 'x-svc-session-token': sessionToken } });
  }

  /**
   * Development environments: connects `integrationId`'s sandbox (sample data, no account at the tool; docs/sandbox.md)
   * as the connect modal would (a session, the `sandbox` auth method, the exchange) and returns its credentials.
   */
  async connectSandbox(
    integrationId: string,
    opts: Omit<RequestOptions, 'query' | 'params'> = {},
  ): Promise<ResultOf<'/api/auth/access-token', 'post'>> {
    const { sessionToken } = await this.createSessionToken({ integrationId }, opts);
    const session = { ...opts.headers, 'x-svc-session-token': sessionToken };
    await this.post('/api/connect/credentials', { integrationId, authMethodId: 'sandbox', credentials: {} }, { ...opts, headers: session });
    return this.exchangeSessionToken(sessionToken, opts);
  }

  /**
   * Verifies a webhook delivery on its raw body and returns its event (see `verifyWebhook`). Without `secret` or
   * `apiToken`, this client's API token checks `x-svc-webhook-signature`.
   */
  verifyWebhook(input: VerifyWebhookInput): Promise<ConnectorEvent> {
    return verifyWebhook(input.secret || input.apiToken ? input : { ...input, apiToken: this.options.apiToken });
  }
}

/** One connection: the environment's API token plus the connection's access token on every call. */
export class PlugboardConnection extends Caller {
  constructor(
    transport: Transport,
    private readonly apiToken: string | undefined,
    readonly accessToken: string,
  ) {
    super(transport);
  }

  protected authHeaders(): Record<string, string> {
    return { ...(this.apiToken ? { 'x-svc-api-token': this.apiToken } : {}), 'x-svc-access-token': this.accessToken };
  }

  /**
   * Every record of a unified list, page after page (`cursor` / `nextPageCursor`):
   * `for await (const c of conn.list('/api/unifications/crm/contacts/list', { pageSize: 50 }))`.
   */
  list<P extends UnifiedListPath>(
    path: P,
    body: RequestBody<P, 'post'> = {} as RequestBody<P, 'post'>,
    opts: CallOptions<P, 'post'> & PagingOptions = {},
  ): AsyncGenerator<ItemOf<ResultOf<P, 'post'>>, void, undefined> {
    return flatten(this.pages(path, body, opts));
  }

  /** The pages of a unified list, each `{<records>: [...], nextPageCursor}`. */
  pages<P extends UnifiedListPath>(
    path: P,
    body: RequestBody<P, 'post'> = {} as RequestBody<P, 'post'>,
    opts: CallOptions<P, 'post'> & PagingOptions & { cursor?: string | undefined } = {},
  ): AsyncGenerator<ResultOf<P, 'post'>, void, undefined> {
    const { maxPages, cursor, ...call } = opts;
    return followPages(
      async (marker) => {
        const page = await this.post(path, { ...(body as object), ...(marker ? { cursor: marker } : {}) } as RequestBody<P, 'post'>, call);
        return { page, next: (page as { nextPageCursor?: string | null }).nextPageCursor };
      },
      cursor,
      { maxPages, signal: opts.signal },
    );
  }

  /** Runs an action (`/api/actions/<integration>/...`) and returns its result. Writes get an Idempotency-Key. */
  action<P extends ActionPath>(path: P, input: RequestBody<P, 'post'>, opts?: CallOptions<P, 'post'>): Promise<ResultOf<P, 'post'>> {
    return this.post(path, input, opts);
  }

  /**
   * The pages of an action that pages: follows `result.nextCursor` (sent back as `cursor`) or
   * `result.meta.nextPageLink` (sent back as `nextPageLink`).
   */
  actionPages<P extends ActionPath>(
    path: P,
    input: RequestBody<P, 'post'>,
    opts: CallOptions<P, 'post'> & PagingOptions = {},
  ): AsyncGenerator<ResultOf<P, 'post'>, void, undefined> {
    const { maxPages, ...call } = opts;
    let field: 'cursor' | 'nextPageLink' = 'cursor';
    return followPages(
      async (marker) => {
        const body = { ...(input as object), ...(marker ? { [field]: marker } : {}) } as RequestBody<P, 'post'>;
        // Each page is its own request: its own Idempotency-Key.
        const page = await this.post(path, body, call);
        const next = actionNext(page);
        if (next) field = next.field;
        return { page, next: next?.next };
      },
      undefined,
      { maxPages, signal: opts.signal },
    );
  }

  /** Sends a raw request to the tool with the connection's credentials (`POST /api/passthrough`). */
  passthrough(
    request: RequestBody<'/api/passthrough', 'post'>,
    opts?: CallOptions<'/api/passthrough', 'post'>,
  ): Promise<ResultOf<'/api/passthrough', 'post'>> {
    return this.post('/api/passthrough', request, opts);
  }

  /**
   * The older interface's contacts (`GET /crm/contacts`, header `svc-api-token`, the access token in the query), page
   * after page (`cursor` / `nextPageCursor`).
   */
  legacyContacts(
    opts: PagingOptions & Omit<RequestOptions, 'query' | 'params'> & { allFields?: boolean } = {},
  ): AsyncGenerator<components['schemas']['CrmContact'], void, undefined> {
    const { maxPages, allFields, ...call } = opts;
    const headers = { ...(call.headers ?? {}), ...(this.apiToken ? { 'svc-api-token': this.apiToken } : {}) };
    const pages = followPages(
      async (marker) => {
        const page = await this.transport.send<ResponseData<'/crm/contacts', 'get'>>(
          'GET',
          '/crm/contacts',
          undefined,
          { ...call, headers, query: { accessToken: this.accessToken, cursor: marker, allFields } },
          {},
        );
        return { page: page.data, next: page.data.nextPageCursor };
      },
      undefined,
      { maxPages, signal: opts.signal },
    );
    return flatten(pages);
  }
}

/** The environment's event log (`GET /api/events/list`): the events webhooks deliver, in order, kept 30 days. */
export class EventLog {
  constructor(private readonly client: Plugboard) {}

  /** One page: `{events, nextCursor, hasMore}`. */
  async list(query: QueryOf<'/api/events/list', 'get'> = {}, opts: Omit<RequestOptions, 'query' | 'params'> = {}): Promise<EventPage> {
    const data = await this.client.get('/api/events/list', { ...opts, query });
    return data.result;
  }

  /**
   * The pages from `after` (a `nextCursor` you saved; none: the oldest event kept) until caught up (`hasMore` false).
   * Save each page's `nextCursor` once you have handled its events.
   */
  async *pages(
    opts: Omit<QueryOf<'/api/events/list', 'get'>, 'after'> & { after?: string | null | undefined } & PagingOptions &
      Omit<RequestOptions, 'query' | 'params'> = {},
  ): AsyncGenerator<EventPage, void, undefined> {
    const { after, limit, type, connectionId, maxPages, ...call } = opts;
    let cursor = after ?? undefined;
    for (let n = 0; maxPages === undefined || n < maxPages; n++) {
      const page = await this.list({ after: cursor, limit, type, connectionId }, call);
      yield page;
      if (!page.hasMore || page.nextCursor === cursor) return;
      cursor = page.nextCursor;
    }
  }

  /**
   * Catch-up: reads from the saved `cursor` until caught up, calling `handle` with each page's events in order (a page
   * is handed over whole; `handle` may be async: the next page is read once it resolved). Returns the cursor to save
   * for the next catch-up (the last page's `nextCursor`) and the number of events read. If `handle` throws, nothing
   * after the last completed page counts: call again with the cursor `onCursor` last received.
   */
  async catchUp(opts: {
    cursor?: string | null | undefined;
    handle: (events: ConnectorEvent[]) => unknown;
    /** Called with each page's `nextCursor` after `handle` resolved for it: persist it there to resume precisely. */
    onCursor?: ((cursor: string) => unknown) | undefined;
    limit?: number | undefined;
    type?: string | undefined;
    connectionId?: string | undefined;
    signal?: AbortSignal | undefined;
  }): Promise<CatchUpResult> {
    let cursor = opts.cursor ?? null;
    let count = 0;
    for await (const page of this.pages({
      after: cursor,
      limit: opts.limit,
      type: opts.type,
      connectionId: opts.connectionId,
      signal: opts.signal,
    })) {
      if (page.events.length > 0) await opts.handle(page.events);
      count += page.events.length;
      if (page.nextCursor) {
        cursor = page.nextCursor;
        await opts.onCursor?.(cursor);
      }
    }
    return { cursor, count };
  }
}

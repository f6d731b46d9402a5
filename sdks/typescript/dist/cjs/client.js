"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EventLog = exports.PlugboardConnection = exports.Plugboard = void 0;
const http_js_1 = require("./http.js");
const paging_js_1 = require("./paging.js");
const webhooks_js_1 = require("./webhooks.js");
class Caller {
    transport;
    constructor(transport) {
        this.transport = transport;
    }
    /** Any operation of the API, typed from openapi.yaml: its whole JSON answer (`{result: ...}` for most). */
    async request(method, path, opts = {}) {
        return (await this.raw(method, path, opts)).data;
    }
    /** As `request`, with the status, headers, request id, attempts and whether the answer was a replay. */
    raw(method, path, opts = {}) {
        const { body, query, params, ...rest } = opts;
        return this.transport.send(method, path, body, { ...rest, query, params }, this.authHeaders());
    }
    /** `GET path`: the whole JSON answer. */
    get(path, opts = {}) {
        return this.request('get', path, opts);
    }
    /** `POST path` with a JSON body: the `result` of the answer (the whole answer for the few without one). */
    async post(path, body, opts = {}) {
        const data = await this.request('post', path, { ...opts, body });
        return unwrap(data);
    }
}
function unwrap(data) {
    return data !== null && typeof data === 'object' && 'result' in data ? data.result : data;
}
/**
 * A client of one environment of a Plugboard gateway, with its API token:
 * `const plugboard = new Plugboard({ baseUrl, apiToken })`. Calls about one connection go through
 * `plugboard.connection(accessToken)`.
 */
class Plugboard extends Caller {
    options;
    events;
    constructor(options) {
        super(new http_js_1.Transport(options));
        this.options = options;
        this.events = new EventLog(this);
    }
    authHeaders() {
        return this.options.apiToken ? { 'x-svc-api-token': this.options.apiToken } : {};
    }
    /** A view of one connection: every call also carries its access token (`x-svc-access-token`). */
    connection(accessToken) {
        if (!accessToken)
            throw new TypeError('Plugboard: connection(accessToken) needs the access token');
        return new PlugboardConnection(this.transport, this.options.apiToken, accessToken);
    }
    /** Starts a connect session (`POST /api/auth/session-token`): its `sessionToken` and `connectUrl` for the end user. */
    createSessionToken(body, opts) {
        return this.post('/api/auth/session-token', body, opts);
    }
    /**
     * Exchanges a session token whose connect flow finished for the connection's credentials (`POST
     * /api/auth/access-token`): `{connectionId, accessToken, ...}`. Store the access token as a secret: it is shown once.
     */
    exchangeSessionToken(sessionToken, opts = {}) {
        return this.post('/api/auth/access-token', {}, { ...opts, headers: { ...opts.headers, 'x-svc-session-token': sessionToken } });
    }
    /**
     * Development environments: connects `integrationId`'s sandbox (sample data, no account at the tool; docs/sandbox.md)
     * as the connect modal would (a session, the `sandbox` auth method, the exchange) and returns its credentials.
     */
    async connectSandbox(integrationId, opts = {}) {
        const { sessionToken } = await this.createSessionToken({ integrationId }, opts);
        const session = { ...opts.headers, 'x-svc-session-token': sessionToken };
        await this.post('/api/connect/credentials', { integrationId, authMethodId: 'sandbox', credentials: {} }, { ...opts, headers: session });
        return this.exchangeSessionToken(sessionToken, opts);
    }
    /**
     * Verifies a webhook delivery on its raw body and returns its event (see `verifyWebhook`). Without `secret` or
     * `apiToken`, this client's API token checks `x-svc-webhook-signature`.
     */
    verifyWebhook(input) {
        return (0, webhooks_js_1.verifyWebhook)(input.secret || input.apiToken ? input : { ...input, apiToken: this.options.apiToken });
    }
}
exports.Plugboard = Plugboard;
/** One connection: the environment's API token plus the connection's access token on every call. */
class PlugboardConnection extends Caller {
    apiToken;
    accessToken;
    constructor(transport, apiToken, accessToken) {
        super(transport);
        this.apiToken = apiToken;
        this.accessToken = accessToken;
    }
    authHeaders() {
        return { ...(this.apiToken ? { 'x-svc-api-token': this.apiToken } : {}), 'x-svc-access-token': this.accessToken };
    }
    /**
     * Every record of a unified list, page after page (`cursor` / `nextPageCursor`):
     * `for await (const c of conn.list('/api/unifications/crm/contacts/list', { pageSize: 50 }))`.
     */
    list(path, body = {}, opts = {}) {
        return (0, paging_js_1.flatten)(this.pages(path, body, opts));
    }
    /** The pages of a unified list, each `{<records>: [...], nextPageCursor}`. */
    pages(path, body = {}, opts = {}) {
        const { maxPages, cursor, ...call } = opts;
        return (0, paging_js_1.followPages)(async (marker) => {
            const page = await this.post(path, { ...body, ...(marker ? { cursor: marker } : {}) }, call);
            return { page, next: page.nextPageCursor };
        }, cursor, { maxPages, signal: opts.signal });
    }
    /** Runs an action (`/api/actions/<integration>/...`) and returns its result. Writes get an Idempotency-Key. */
    action(path, input, opts) {
        return this.post(path, input, opts);
    }
    /**
     * The pages of an action that pages: follows `result.nextCursor` (sent back as `cursor`) or
     * `result.meta.nextPageLink` (sent back as `nextPageLink`).
     */
    actionPages(path, input, opts = {}) {
        const { maxPages, ...call } = opts;
        let field = 'cursor';
        return (0, paging_js_1.followPages)(async (marker) => {
            const body = { ...input, ...(marker ? { [field]: marker } : {}) };
            // Each page is its own request: its own Idempotency-Key.
            const page = await this.post(path, body, call);
            const next = (0, paging_js_1.actionNext)(page);
            if (next)
                field = next.field;
            return { page, next: next?.next };
        }, undefined, { maxPages, signal: opts.signal });
    }
    /** Sends a raw request to the tool with the connection's credentials (`POST /api/passthrough`). */
    passthrough(request, opts) {
        return this.post('/api/passthrough', request, opts);
    }
    /**
     * The older interface's contacts (`GET /crm/contacts`, header `svc-api-token`, the access token in the query), page
     * after page (`cursor` / `nextPageCursor`).
     */
    legacyContacts(opts = {}) {
        const { maxPages, allFields, ...call } = opts;
        const headers = { ...(call.headers ?? {}), ...(this.apiToken ? { 'svc-api-token': this.apiToken } : {}) };
        const pages = (0, paging_js_1.followPages)(async (marker) => {
            const page = await this.transport.send('GET', '/crm/contacts', undefined, { ...call, headers, query: { accessToken: this.accessToken, cursor: marker, allFields } }, {});
            return { page: page.data, next: page.data.nextPageCursor };
        }, undefined, { maxPages, signal: opts.signal });
        return (0, paging_js_1.flatten)(pages);
    }
}
exports.PlugboardConnection = PlugboardConnection;
/** The environment's event log (`GET /api/events/list`): the events webhooks deliver, in order, kept 30 days. */
class EventLog {
    client;
    constructor(client) {
        this.client = client;
    }
    /** One page: `{events, nextCursor, hasMore}`. */
    async list(query = {}, opts = {}) {
        const data = await this.client.get('/api/events/list', { ...opts, query });
        return data.result;
    }
    /**
     * The pages from `after` (a `nextCursor` you saved; none: the oldest event kept) until caught up (`hasMore` false).
     * Save each page's `nextCursor` once you have handled its events.
     */
    async *pages(opts = {}) {
        const { after, limit, type, connectionId, maxPages, ...call } = opts;
        let cursor = after ?? undefined;
        for (let n = 0; maxPages === undefined || n < maxPages; n++) {
            const page = await this.list({ after: cursor, limit, type, connectionId }, call);
            yield page;
            if (!page.hasMore || page.nextCursor === cursor)
                return;
            cursor = page.nextCursor;
        }
    }
    /**
     * Catch-up: reads from the saved `cursor` until caught up, calling `handle` with each page's events in order (a page
     * is handed over whole; `handle` may be async: the next page is read once it resolved). Returns the cursor to save
     * for the next catch-up (the last page's `nextCursor`) and the number of events read. If `handle` throws, nothing
     * after the last completed page counts: call again with the cursor `onCursor` last received.
     */
    async catchUp(opts) {
        let cursor = opts.cursor ?? null;
        let count = 0;
        for await (const page of this.pages({
            after: cursor,
            limit: opts.limit,
            type: opts.type,
            connectionId: opts.connectionId,
            signal: opts.signal,
        })) {
            if (page.events.length > 0)
                await opts.handle(page.events);
            count += page.events.length;
            if (page.nextCursor) {
                cursor = page.nextCursor;
                await opts.onCursor?.(cursor);
            }
        }
        return { cursor, count };
    }
}
exports.EventLog = EventLog;

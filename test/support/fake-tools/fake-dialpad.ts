import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';
import { FakeVendorOAuth } from './fake-vendor-oauth.js';

type Row = Record<string, unknown>;

/**
 * Dialpad API v2 as docs/vendors/dialpad.md describes it, on 127.0.0.1: API keys and OAuth access tokens as
 * `Authorization: Bearer`; OAuth on `/oauth2/authorize` and `/oauth2/token` (client id and secret in the form,
 * PKCE); `GET /api/v2/users` (state filter) and `/api/v2/users/{id}`; `GET /api/v2/call` (concluded calls, newest
 * first, `started_after`/`started_before` in ms, `cursor`) and `/api/v2/call/{id}`; `POST /api/v2/call` (ring).
 * Collections answer `{items, cursor}` (no cursor on the last page); errors `{"error":{"code","message"}}`.
 */
export class FakeDialpad extends FailableFakeTool {
  readonly oauth: FakeVendorOAuth;
  readonly users: Row[] = [];
  readonly calls: Row[] = [];
  readonly rings: Row[] = [];
  /** Page size of collections (Dialpad's default and maximum is 100; smaller here to show the cursor). */
  pageSize = 2;

  constructor(
    readonly apiKey: string,
    client: { clientId: string; clientSecret: string },
  ) {
    super();
    this.oauth = new FakeVendorOAuth({
      authorizePath: /^\/oauth2\/authorize$/,
      tokenPath: /^\/oauth2\/token$/,
      ...client,
      clientAuth: 'body',
      checkScope: (scope) => (scope?.split(' ').includes('calls:list') ? undefined : 'calls:list is required'),
    });
  }

  addUser(i: number): Row {
    const user: Row = {
      id: String(5835806903417907 + i),
      first_name: 'Agent',
      last_name: String(i),
      display_name: `Agent ${i}`,
      emails: [`agent${i}@example.com`],
      phone_numbers: ['+16505550100'],
      state: 'active',
      is_available: i % 2 === 0,
      is_online: true,
      on_duty_status: 'available',
      date_added: `2021-06-0${i + 1}T12:00:00.000000`,
      language: 'en',
      timezone: 'US/Pacific',
    };
    this.users.push(user);
    return user;
  }

  /** A concluded call: external_number is the other party, internal_number the Dialpad line. */
  addCall(direction: 'inbound' | 'outbound', external: string, startedMs: number, userId = '5835806903417907'): Row {
    const call: Row = {
      call_id: 5789384023932928 + this.calls.length,
      direction,
      state: 'hangup',
      date_started: startedMs,
      date_connected: startedMs + 5000,
      date_ended: startedMs + 125000,
      duration: 120000.0,
      external_number: external,
      internal_number: '+16505550100',
      target: { id: userId, type: 'user' },
      was_recorded: false,
    };
    this.calls.push(call);
    return call;
  }

  private error(status: number, message: string): FakeReply {
    return { status, json: { error: { code: status, message, errors: [{ domain: 'global', reason: 'invalid', message }] } } };
  }

  private page(req: RecordedRequest, rows: Row[]): FakeReply {
    const start = req.query.cursor ? Number(Buffer.from(req.query.cursor, 'base64url').toString()) : 0;
    if (!Number.isInteger(start) || start < 0) return this.error(400, 'Invalid cursor');
    const items = rows.slice(start, start + this.pageSize);
    const more = start + this.pageSize < rows.length;
    return { json: { items, ...(more ? { cursor: Buffer.from(String(start + this.pageSize)).toString('base64url') } : {}) } };
  }

  protected handle(req: RecordedRequest): FakeReply {
    const oauth = this.oauth.handle(req);
    if (oauth) return oauth;
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (token !== this.apiKey && !this.oauth.acceptsAccessToken(token)) return this.error(401, 'Unauthorized');
    const queued = this.nextFailure();
    if (queued) return queued;
    if (req.method === 'GET' && req.path === '/api/v2/users') {
      return this.page(
        req,
        this.users.filter((u) => !req.query.state || req.query.state === 'all' || u.state === req.query.state),
      );
    }
    const user = /^\/api\/v2\/users\/(\d+)$/.exec(req.path);
    if (req.method === 'GET' && user)
      return this.users.find((u) => u.id === user[1])
        ? { json: this.users.find((u) => u.id === user[1]) }
        : this.error(404, 'User not found');
    if (req.method === 'GET' && req.path === '/api/v2/call') {
      const after = req.query.started_after !== undefined ? Number(req.query.started_after) : undefined;
      if (after !== undefined && !Number.isFinite(after)) return this.error(400, 'Invalid started_after');
      const rows = this.calls
        .filter((c) => after === undefined || Number(c.date_started) > after)
        .sort((a, b) => Number(b.date_started) - Number(a.date_started));
      return this.page(req, rows);
    }
    const call = /^\/api\/v2\/call\/(\d+)$/.exec(req.path);
    if (req.method === 'GET' && call) {
      const c = this.calls.find((x) => String(x.call_id) === call[1]);
      return c ? { json: c } : this.error(404, 'Call not found');
    }
    if (req.method === 'POST' && req.path === '/api/v2/call') {
      const body = req.json as Row | undefined;
      if (typeof body?.user_id !== 'number' || typeof body.phone_number !== 'string')
        return this.error(400, 'user_id and phone_number are required');
      this.rings.push(body);
      return { json: { call_id: 5789384023999999 - this.rings.length } };
    }
    return this.error(404, `No route ${req.method} ${req.path}`);
  }
}

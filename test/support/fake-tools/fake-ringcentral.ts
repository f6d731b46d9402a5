import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';
import { FakeVendorOAuth } from './fake-vendor-oauth.js';

const ACCOUNT = '400131136008';
type Row = Record<string, unknown>;

/**
 * RingCentral REST API v1.0 as docs/vendors/ringcentral.md describes it, on 127.0.0.1: OAuth on
 * `/restapi/oauth/authorize` and `/restapi/oauth/token` (client id and secret as HTTP Basic, rotated refresh
 * tokens); `/restapi/v1.0/account/~/extension` (type filter), one extension, its PUT and presence; the company
 * call log with `dateFrom` (default: the last 24 hours), `type`, `view`, `page`/`perPage` and absolute
 * `navigation.nextPage.uri`; RingOut. Errors are `{errorCode, message, errors[]}`; raw replies can be queued.
 */
export class FakeRingCentral extends FailableFakeTool {
  readonly oauth: FakeVendorOAuth;
  readonly extensions: Row[] = [];
  readonly calls: Row[] = [];
  readonly ringOuts: Row[] = [];

  constructor(client: { clientId: string; clientSecret: string }) {
    super();
    this.oauth = new FakeVendorOAuth({
      authorizePath: /^\/restapi\/oauth\/authorize$/,
      tokenPath: /^\/restapi\/oauth\/token$/,
      revokePath: /^\/restapi\/oauth\/revoke$/,
      ...client,
      clientAuth: 'basic',
      tokenExtras: {
        refresh_token_expires_in: 604800,
        scope: 'ReadAccounts ReadCallLog RingOut ReadPresence',
        owner_id: ACCOUNT,
        endpoint_id: 'endpoint-1',
      },
      rotateRefreshTokens: true,
    });
  }

  addUser(i: number): Row {
    const id = 400131136008 + i;
    const ext: Row = {
      uri: `${this.origin}/restapi/v1.0/account/${ACCOUNT}/extension/${id}`,
      id,
      extensionNumber: String(101 + i),
      contact: { firstName: `Agent`, lastName: String(i), email: `agent${i}@example.com`, businessPhone: '+16505550100' },
      name: `Agent ${i}`,
      type: 'User',
      status: 'Enabled',
      regionalSettings: { timezone: { id: '58', name: 'US/Pacific' }, language: { id: '1033', localeCode: 'en-US' } },
      presence: { presenceStatus: i % 2 === 0 ? 'Available' : 'Busy', telephonyStatus: 'NoCall', dndStatus: 'TakeAllCalls' },
    };
    this.extensions.push(ext);
    return ext;
  }

  /** A call log record: `from`/`to` name both ends explicitly, whatever the direction. */
  addCall(direction: 'Inbound' | 'Outbound', from: string, to: string, startTime: string): Row {
    const id = `X2AvJPtwNQ${String(this.calls.length).padStart(4, '0')}`;
    const call: Row = {
      uri: `${this.origin}/restapi/v1.0/account/${ACCOUNT}/call-log/${id}?view=Simple`,
      id,
      sessionId: String(4503991004 + this.calls.length),
      startTime,
      duration: 120,
      type: 'Voice',
      direction,
      action: 'Phone Call',
      result: 'Accepted',
      from: { phoneNumber: from },
      to: { phoneNumber: to },
      extension: { uri: `${this.origin}/restapi/v1.0/account/${ACCOUNT}/extension/400131136008`, id: 400131136008 },
    };
    this.calls.push(call);
    return call;
  }

  private error(status: number, errorCode: string, message: string): FakeReply {
    return { status, json: { errorCode, message, errors: [{ errorCode, message }] } };
  }

  private page(req: RecordedRequest, all: Row[]): FakeReply {
    const perPage = Math.min(Number(req.query.perPage ?? 100), 1000);
    const page = Number(req.query.page ?? 1);
    const records = all.slice((page - 1) * perPage, page * perPage);
    const link = (p: number) =>
      `${this.origin}${req.path}?${new URLSearchParams({ ...req.query, page: String(p), perPage: String(perPage) }).toString()}`;
    const navigation: Row = { firstPage: { uri: link(1) } };
    if (page * perPage < all.length) navigation.nextPage = { uri: link(page + 1) };
    if (page > 1) navigation.previousPage = { uri: link(page - 1) };
    return {
      headers: { 'X-Rate-Limit-Group': 'medium', 'X-Rate-Limit-Limit': '40', 'X-Rate-Limit-Remaining': '39', 'X-Rate-Limit-Window': '60' },
      json: {
        uri: link(page),
        records,
        paging: { page, perPage, pageStart: (page - 1) * perPage, pageEnd: (page - 1) * perPage + records.length - 1 },
        navigation,
      },
    };
  }

  protected handle(req: RecordedRequest): FakeReply {
    const oauth = this.oauth.handle(req);
    if (oauth) return oauth;
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!this.oauth.acceptsAccessToken(token)) return this.error(401, 'TokenInvalid', 'Access token is expired');
    const queued = this.nextFailure();
    if (queued) return queued;
    const base = '/restapi/v1.0/account/~';
    if (req.method === 'GET' && req.path === `${base}/extension`) {
      return this.page(
        req,
        this.extensions.filter((e) => !req.query.type || e.type === req.query.type).map(({ presence: _p, ...e }) => e),
      );
    }
    if (req.method === 'GET' && req.path === `${base}/extension/~`) return { json: this.strip(this.extensions[0]!) };
    const ext = /^\/restapi\/v1\.0\/account\/~\/extension\/(\d+)(\/presence)?$/.exec(req.path);
    if (ext) {
      const e = this.extensions.find((x) => String(x.id) === ext[1]);
      if (!e) return this.error(404, 'CMN-102', `Resource for parameter [extensionId] is not found`);
      if (req.method === 'GET' && ext[2])
        return { json: { uri: `${String(e.uri)}/presence`, extension: { id: e.id }, ...(e.presence as Row) } };
      if (req.method === 'GET') return { json: this.strip(e) };
      if (req.method === 'PUT' && !ext[2]) {
        const body = req.json as Row | undefined;
        if (!body || typeof body !== 'object') return this.error(400, 'CMN-101', 'Parameter [body] value is invalid');
        if (body.contact) e.contact = { ...(e.contact as Row), ...(body.contact as Row) };
        return { json: this.strip(e) };
      }
    }
    if (req.method === 'GET' && req.path === `${base}/call-log`) {
      // The documented default of dateFrom: 24 hours before now.
      const from = Date.parse(req.query.dateFrom ?? new Date(Date.now() - 86_400_000).toISOString());
      if (!Number.isFinite(from)) return this.error(400, 'CMN-101', 'Parameter [dateFrom] value is invalid');
      const rows = this.calls
        .filter((c) => Date.parse(String(c.startTime)) >= from && (!req.query.type || c.type === req.query.type))
        // The call log answers the newest first.
        .sort((a, b) => Date.parse(String(b.startTime)) - Date.parse(String(a.startTime)));
      return this.page(req, rows);
    }
    const call = /^\/restapi\/v1\.0\/account\/~\/call-log\/([A-Za-z0-9_-]+)$/.exec(req.path);
    if (req.method === 'GET' && call) {
      const c = this.calls.find((x) => x.id === call[1]);
      return c ? { json: c } : this.error(404, 'CMN-102', 'Resource for parameter [callRecordId] is not found');
    }
    if (req.method === 'POST' && req.path === `${base}/extension/~/ring-out`) {
      const body = req.json as { from?: { phoneNumber?: string }; to?: { phoneNumber?: string } } | undefined;
      if (!body?.from?.phoneNumber || !body.to?.phoneNumber)
        return this.error(400, 'CMN-101', 'Parameter [to.phoneNumber] value is invalid');
      const id = 234343434 + this.ringOuts.length;
      this.ringOuts.push(body);
      return {
        json: {
          uri: `${this.origin}${base}/extension/~/ring-out/${id}`,
          id,
          status: { callStatus: 'InProgress', callerStatus: 'InProgress', calleeStatus: 'InProgress' },
        },
      };
    }
    return this.error(404, 'CMN-102', `Resource for parameter [${req.path}] is not found`);
  }

  private strip(e: Row): Row {
    const { presence: _p, ...rest } = e;
    return rest;
  }
}

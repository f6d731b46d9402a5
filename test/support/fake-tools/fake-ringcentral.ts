import { randomUUID } from 'node:crypto';
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
  /** WebHook subscriptions (`POST /restapi/v1.0/subscription`), by id. */
  readonly subscriptions = new Map<string, Row & { expiresAtMs: number; verificationToken?: string; address: string }>();
  /**
   * The longest lifetime granted, in seconds: RingCentral's is 315360000 for WebHook (10 years; 604800 when
   * expiresIn is not sent). Tests set a few seconds to see renewals without waiting.
   */
  lifetimeCapSeconds = 315_360_000;

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

  /**
   * Creates a WebHook subscription as RingCentral does: the address is first sent a validation request carrying a
   * `Validation-Token` header, which must come back on a 200 within 3 seconds, or the subscription is refused.
   */
  private async createSubscription(req: RecordedRequest): Promise<FakeReply> {
    const b = (req.json ?? {}) as { eventFilters?: unknown; deliveryMode?: Row; expiresIn?: unknown };
    const mode = b.deliveryMode ?? {};
    if (!Array.isArray(b.eventFilters) || b.eventFilters.length === 0 || !b.eventFilters.every((f) => typeof f === 'string'))
      return this.error(400, 'CMN-101', 'Parameter [eventFilters] value is invalid');
    if (mode.transportType !== 'WebHook' || typeof mode.address !== 'string')
      return this.error(400, 'CMN-101', 'Parameter [deliveryMode.address] value is invalid');
    if (b.expiresIn !== undefined && (!Number.isInteger(b.expiresIn) || (b.expiresIn as number) < 1))
      return this.error(400, 'CMN-101', 'Parameter [expiresIn] value is invalid');
    const token = randomUUID();
    const ok = await fetch(mode.address, { method: 'POST', headers: { 'Validation-Token': token }, signal: AbortSignal.timeout(3_000) })
      .then((r) => r.status === 200 && r.headers.get('validation-token') === token)
      .catch(() => false);
    // The error code is RingCentral's for an invalid WebHook answer (SUB-525); its wording here is the fake's.
    if (!ok) return this.error(400, 'SUB-525', 'WebHook server response is invalid');
    const id = randomUUID();
    const expiresIn = Math.min((b.expiresIn as number | undefined) ?? 604_800, this.lifetimeCapSeconds);
    const sub = {
      uri: `${this.origin}/restapi/v1.0/subscription/${id}`,
      id,
      creationTime: new Date().toISOString(),
      status: 'Active',
      eventFilters: b.eventFilters,
      expiresIn,
      expiresAtMs: Date.now() + expiresIn * 1000,
      address: mode.address,
      ...(typeof mode.verificationToken === 'string' ? { verificationToken: mode.verificationToken } : {}),
    };
    this.subscriptions.set(id, sub);
    return { json: this.subscriptionInfo(sub) };
  }

  private subscriptionInfo(sub: Row & { expiresAtMs: number; address: string }): Row {
    const { expiresAtMs, address, verificationToken: _t, ...rest } = sub;
    return {
      ...rest,
      expirationTime: new Date(expiresAtMs).toISOString(),
      expiresIn: Math.max(0, Math.round((expiresAtMs - Date.now()) / 1000)),
      deliveryMode: { transportType: 'WebHook', address, encryption: false },
    };
  }

  /**
   * Sends an extension-list notification to every live subscription asking for it, with its `Verification-Token`,
   * as RingCentral does. Answers the receivers' statuses.
   */
  async push(extensionId: number, eventType: 'Create' | 'Update' | 'Delete'): Promise<number[]> {
    const statuses: number[] = [];
    for (const sub of this.subscriptions.values()) {
      if (sub.expiresAtMs <= Date.now() || !(sub.eventFilters as string[]).includes('/restapi/v1.0/account/~/extension')) continue;
      const res = await fetch(sub.address, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(sub.verificationToken ? { 'Verification-Token': sub.verificationToken } : {}) },
        body: JSON.stringify({
          uuid: randomUUID(),
          event: `/restapi/v1.0/account/${ACCOUNT}/extension`,
          timestamp: new Date().toISOString(),
          subscriptionId: sub.id,
          ownerId: ACCOUNT,
          body: { extensionId: String(extensionId), eventType, hints: ['AccountStatus'] },
        }),
      });
      statuses.push(res.status);
    }
    return statuses;
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

  protected handle(req: RecordedRequest): FakeReply | Promise<FakeReply> {
    const oauth = this.oauth.handle(req);
    if (oauth) return oauth;
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!this.oauth.acceptsAccessToken(token)) return this.error(401, 'TokenInvalid', 'Access token is expired');
    const queued = this.nextFailure();
    if (queued) return queued;
    const base = '/restapi/v1.0/account/~';
    if (req.method === 'POST' && req.path === '/restapi/v1.0/subscription') return this.createSubscription(req);
    const subPath = /^\/restapi\/v1\.0\/subscription\/([0-9a-f-]+)(\/renew)?$/.exec(req.path);
    if (subPath) {
      const sub = this.subscriptions.get(subPath[1]!);
      if (!sub) return this.error(404, 'CMN-102', 'Resource for parameter [subscriptionId] is not found');
      if (req.method === 'POST' && subPath[2]) {
        // Renewal (empty body) extends the subscription by its lifetime from now.
        sub.expiresAtMs = Date.now() + Number(sub.expiresIn) * 1000;
        return { json: this.subscriptionInfo(sub) };
      }
      if (req.method === 'GET' && !subPath[2]) return { json: this.subscriptionInfo(sub) };
      if (req.method === 'DELETE' && !subPath[2]) {
        this.subscriptions.delete(sub.id as string);
        return { status: 204 };
      }
    }
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

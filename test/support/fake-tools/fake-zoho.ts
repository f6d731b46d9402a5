import { randomBytes } from 'node:crypto';
import { FakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';
import { ZohoWatch } from './fake-zoho-watch.js';

export type ZohoRecord = Record<string, unknown>;
type Obj = Record<string, unknown>;

const MODULES = ['Contacts', 'Accounts', 'Deals', 'Leads', 'Notes'] as const;
type Module = (typeof MODULES)[number];
/** Mandatory fields on create (Zoho's default layouts). */
const MANDATORY: Record<Module, string[]> = {
  Contacts: ['Last_Name'],
  Accounts: ['Account_Name'],
  Deals: ['Deal_Name', 'Stage'],
  Leads: ['Last_Name'],
  Notes: ['Note_Content', 'Parent_Id'],
};
const OWNER = { name: 'Patricia Boyle', id: '4150868000000225013', email: 'p.boyle@zylker.com' };

/** Zoho writes times in the organization's zone: 2024-01-05T15:30:00+05:30. */
const zohoTime = (ms: number) => new Date(ms + 5.5 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+05:30');
const apiError = (status: number, code: string, message: string, details: Obj = {}): FakeReply => ({
  status,
  json: { code, details, message, status: 'error' },
});

/**
 * Zoho CRM v8 and its accounts server as zoho.com/crm/developer/docs/api/v8 documents them, on one 127.0.0.1 origin
 * (standing in for accounts.zoho.<dc> and www.zohoapis.<dc>): `/oauth/v2/auth` shows a consent page,
 * `/oauth/v2/token` exchanges codes and refreshes (answering `api_domain`), records under `/crm/v8/{module}` need
 * `fields`, page with `per_page` (≤ 200) and `page_token` (`info.more_records`), answer 204 when empty, honour
 * `If-Modified-Since` (304 when nothing changed), and are written as `{data: [record]}`. Auth:
 * `Authorization: Zoho-oauthtoken <token>`; errors are `{code, details, message, status: "error"}`.
 */
export class FakeZoho extends FakeTool {
  readonly records: Record<Module, Map<string, ZohoRecord>> = {
    Contacts: new Map(),
    Accounts: new Map(),
    Deals: new Map(),
    Leads: new Map(),
    Notes: new Map(),
  };
  readonly users: ZohoRecord[] = [
    {
      id: OWNER.id,
      full_name: OWNER.name,
      email: OWNER.email,
      status: 'active',
      created_time: '2023-01-02T10:00:00+05:30',
      Modified_Time: '2023-06-01T10:00:00+05:30',
    },
  ];
  readonly accessTokens = new Set<string>();
  readonly authorizeRequests: URL[] = [];
  private readonly codes = new Map<string, string>();
  private readonly refreshTokens = new Set<string>();
  private nextId = 4150868000000624001n;
  clock = Date.parse('2024-01-05T10:00:00Z');
  /** Deleted records per module ("Get Deleted Records"): what `/crm/v8/{module}/deleted` lists. */
  readonly deleted: Record<Module, ZohoRecord[]> = { Contacts: [], Accounts: [], Deals: [], Leads: [], Notes: [] };
  /** Notification channels (`/crm/v8/actions/watch`). */
  readonly watch = new ZohoWatch(() => this.origin);

  constructor(
    readonly client: { id: string; secret: string },
    readonly apiDomain = 'https://www.zohoapis.eu',
  ) {
    super();
  }

  add(module: Module, fields: ZohoRecord): ZohoRecord {
    const id = String(this.nextId++);
    this.clock += 60_000;
    const at = zohoTime(this.clock);
    const rec: ZohoRecord = { id, Owner: OWNER, Created_Time: at, Modified_Time: at, ...fields };
    this.records[module].set(id, rec);
    return rec;
  }

  /** Deletes a record as a user would in Zoho (to the recycle bin): listed by `/deleted` from then on. */
  remove(module: Module, id: string): void {
    const rec = this.records[module].get(id);
    if (!rec) throw new Error(`no ${module} ${id}`);
    this.records[module].delete(id);
    const by = { name: OWNER.name, id: OWNER.id };
    // deleted_time is the real time: the gateway asks with If-Modified-Since from its own clock.
    const name = [rec.First_Name, rec.Last_Name, rec.Account_Name, rec.Deal_Name].filter((v) => typeof v === 'string').join(' ');
    this.deleted[module].push({
      deleted_by: by,
      id,
      display_name: name,
      type: 'recycle',
      created_by: by,
      deleted_time: zohoTime(Date.now()),
    });
  }

  /** "Get Deleted Records": type (all|recycle|permanent), page / per_page, If-Modified-Since (deleted after it). */
  private listDeleted(module: Module, req: RecordedRequest): FakeReply {
    const type = req.query.type ?? 'all';
    if (!['all', 'recycle', 'permanent'].includes(type)) return apiError(400, 'INVALID_DATA', 'invalid type', { param_name: 'type' });
    let all = this.deleted[module].filter((d) => type === 'all' || d.type === type);
    const since = req.headers['if-modified-since'];
    if (typeof since === 'string') {
      const t = Date.parse(since);
      if (Number.isNaN(t)) return apiError(400, 'INVALID_DATA', 'If-Modified-Since is not a valid date');
      all = all.filter((d) => Date.parse(String(d.deleted_time)) > t);
      if (all.length === 0) return { status: 304 };
    }
    if (all.length === 0) return { status: 204 };
    const perPage = Number(req.query.per_page ?? 200);
    const page = Number(req.query.page ?? 1);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 200) return apiError(400, 'INVALID_DATA', 'per_page must be 1..200');
    const data = all.slice((page - 1) * perPage, page * perPage);
    return { json: { data, info: { per_page: perPage, count: data.length, page, more_records: page * perPage < all.length } } };
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (req.path === '/oauth/v2/auth' && req.method === 'GET') return this.consent(req);
    if (req.path === '/oauth/v2/token' && req.method === 'POST') return this.token(req);
    const token = /^Zoho-oauthtoken (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !this.accessTokens.has(token)) return apiError(401, 'INVALID_TOKEN', 'invalid oauth token');
    if (req.path === '/crm/v8/users' && req.method === 'GET') {
      const type = req.query.type ?? 'AllUsers';
      const users = type === 'CurrentUser' ? this.users.slice(0, 1) : this.users;
      return { json: { users, info: { per_page: 200, count: users.length, page: 1, more_records: false } } };
    }
    const user = /^\/crm\/v8\/users\/(\d+)$/.exec(req.path);
    if (user && req.method === 'GET') {
      const u = this.users.find((x) => x.id === user[1]);
      return u ? { json: { users: [u] } } : apiError(400, 'INVALID_DATA', 'the id given seems to be invalid');
    }
    if (req.path === '/crm/v8/coql' && req.method === 'POST') return this.coql(req);
    if (req.path === '/crm/v8/actions/watch') return this.watch.handle(req);
    const deleted = /^\/crm\/v8\/([A-Za-z_]+)\/deleted$/.exec(req.path);
    if (deleted && req.method === 'GET' && MODULES.includes(deleted[1] as Module)) return this.listDeleted(deleted[1] as Module, req);
    const m = /^\/crm\/v8\/([A-Za-z_]+)(?:\/(\d+))?$/.exec(req.path);
    if (!m || !MODULES.includes(m[1] as Module))
      return apiError(400, 'INVALID_URL_PATTERN', 'Please check if the URL trying to access is a correct one');
    const module = m[1] as Module;
    if (!m[2]) {
      if (req.method === 'GET') return this.list(module, req);
      if (req.method === 'POST') return this.write(module, undefined, req);
      return apiError(405, 'INVALID_REQUEST_METHOD', 'The http request method type is not a valid one');
    }
    const rec = this.records[module].get(m[2]);
    if (!rec) return apiError(400, 'INVALID_DATA', 'the id given seems to be invalid', { id: m[2] });
    if (req.method === 'GET') return { json: { data: [rec] } };
    if (req.method === 'PUT') return this.write(module, rec, req);
    if (req.method === 'DELETE') {
      this.remove(module, m[2]);
      return { json: { data: [{ code: 'SUCCESS', details: { id: m[2] }, message: 'record deleted', status: 'success' }] } };
    }
    return apiError(405, 'INVALID_REQUEST_METHOD', 'The http request method type is not a valid one');
  }

  private consent(req: RecordedRequest): FakeReply {
    const url = new URL(`${this.origin}${req.path}?${new URLSearchParams(req.query).toString()}`);
    this.authorizeRequests.push(url);
    const q = req.query;
    if (q.client_id !== this.client.id || q.response_type !== 'code' || !q.scope || !q.redirect_uri)
      return { status: 400, text: 'Invalid OAuth request' };
    const code = `1000.${randomBytes(16).toString('hex')}`;
    this.codes.set(code, q.redirect_uri);
    const back = (extra: string) => `${q.redirect_uri}?${extra}&state=${encodeURIComponent(q.state ?? '')}`;
    // Zoho adds location and accounts-server to the redirect.
    const allow = back(`code=${code}&location=eu&accounts-server=${encodeURIComponent('https://accounts.zoho.eu')}`);
    const deny = back('error=access_denied');
    return {
      headers: { 'content-type': 'text/html' },
      text: `<!doctype html><title>Zoho consent</title><a id="allow" href="${allow.replace(/"/g, '&quot;')}">Accept</a> <a id="deny" href="${deny.replace(/"/g, '&quot;')}">Reject</a>`,
    };
  }

  /** Zoho answers token errors with 200 and `{error}`. */
  private token(req: RecordedRequest): FakeReply {
    const form = Object.fromEntries(new URLSearchParams(req.body));
    if (form.client_id !== this.client.id || form.client_secret !== this.client.secret) return { json: { error: 'invalid_client' } };
    const access = `1000.${randomBytes(16).toString('hex')}`;
    this.accessTokens.add(access);
    const common = {
      access_token: access,
      scope: 'ZohoCRM.modules.ALL,ZohoCRM.users.READ,ZohoCRM.coql.READ,ZohoCRM.notifications.ALL',
      api_domain: this.apiDomain,
      token_type: 'Bearer',
      expires_in: 3600,
    };
    if (form.grant_type === 'refresh_token')
      return this.refreshTokens.has(form.refresh_token ?? '') ? { json: common } : { json: { error: 'invalid_code' } };
    if (form.grant_type !== 'authorization_code' || this.codes.get(form.code ?? '') !== form.redirect_uri)
      return { json: { error: 'invalid_code' } };
    this.codes.delete(form.code!);
    const refresh = `1000.${randomBytes(16).toString('hex')}`;
    this.refreshTokens.add(refresh);
    return { json: { ...common, refresh_token: refresh } };
  }

  private list(module: Module, req: RecordedRequest): FakeReply {
    const q = req.query;
    const unknown = Object.keys(q).filter(
      (k) => !['fields', 'per_page', 'page', 'page_token', 'sort_by', 'sort_order', 'cvid', 'converted'].includes(k),
    );
    if (unknown.length) return apiError(400, 'INVALID_DATA', `invalid parameter ${unknown[0]}`, { param_name: unknown[0] });
    if (!q.fields) return apiError(400, 'REQUIRED_PARAM_MISSING', 'One of the expected parameter is missing', { param: 'fields' });
    const fields = q.fields.split(',');
    if (fields.length > 50) return apiError(400, 'LIMIT_EXCEEDED', 'fields: at most 50');
    const perPage = Number(q.per_page ?? 200);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 200) return apiError(400, 'INVALID_DATA', 'per_page must be 1..200');
    let all = [...this.records[module].values()];
    const since = req.headers['if-modified-since'];
    if (typeof since === 'string') {
      const t = Date.parse(since);
      if (Number.isNaN(t)) return apiError(400, 'INVALID_DATA', 'If-Modified-Since is not a valid date');
      all = all.filter((r) => Date.parse(String(r.Modified_Time)) > t);
      if (all.length === 0) return { status: 304 };
    }
    if (q.sort_by === 'Modified_Time') all.sort((a, b) => Date.parse(String(a.Modified_Time)) - Date.parse(String(b.Modified_Time)));
    if (all.length === 0) return { status: 204 };
    const start = q.page_token ? Number(Buffer.from(q.page_token, 'base64url').toString()) : (Number(q.page ?? 1) - 1) * perPage;
    const page = all
      .slice(start, start + perPage)
      .map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k === 'id' || fields.includes(k))));
    const more = start + perPage < all.length;
    return {
      json: {
        data: page,
        info: {
          per_page: perPage,
          count: page.length,
          page: Math.floor(start / perPage) + 1,
          sort_by: q.sort_by ?? 'id',
          sort_order: q.sort_order ?? 'desc',
          more_records: more,
          next_page_token: more ? Buffer.from(String(start + perPage)).toString('base64url') : null,
          previous_page_token: null,
          page_token_expiry: more ? zohoTime(this.clock + 86_400_000) : null,
        },
      },
    };
  }

  private write(module: Module, current: ZohoRecord | undefined, req: RecordedRequest): FakeReply {
    const data = (req.json as Obj | undefined)?.data;
    if (!Array.isArray(data) || data.length !== 1 || typeof data[0] !== 'object')
      return apiError(400, 'INVALID_DATA', 'body must be {"data": [record]}');
    const rec = data[0] as Obj;
    const readOnly = Object.keys(rec).filter((k) => ['id', 'Created_Time', 'Modified_Time', 'Created_By', 'Modified_By'].includes(k));
    if (readOnly.length)
      return {
        status: 400,
        json: { data: [{ code: 'INVALID_DATA', details: { api_name: readOnly[0] }, message: 'read only field', status: 'error' }] },
      };
    for (const lookup of ['Account_Name', 'Owner'] as const) {
      const v = rec[lookup];
      if (v !== undefined && module !== 'Accounts' && (typeof v !== 'object' || v === null || typeof (v as Obj).id !== 'string'))
        return {
          status: 400,
          json: {
            data: [
              {
                code: 'INVALID_DATA',
                details: { api_name: lookup, expected_data_type: 'lookup' },
                message: 'invalid data',
                status: 'error',
              },
            ],
          },
        };
    }
    if (!current) {
      const missing = MANDATORY[module].find((f) => rec[f] === undefined || rec[f] === null || rec[f] === '');
      if (missing)
        return {
          status: 400,
          json: {
            data: [{ code: 'MANDATORY_NOT_FOUND', details: { api_name: missing }, message: 'required field not found', status: 'error' }],
          },
        };
      const created = this.add(module, rec);
      return {
        status: 201,
        json: { data: [{ code: 'SUCCESS', details: this.details(created), message: 'record added', status: 'success' }] },
      };
    }
    this.clock += 60_000;
    Object.assign(current, rec, { Modified_Time: zohoTime(this.clock) });
    return { json: { data: [{ code: 'SUCCESS', details: this.details(current), message: 'record updated', status: 'success' }] } };
  }

  private details(r: ZohoRecord): Obj {
    const by = { name: OWNER.name, id: OWNER.id };
    return { Modified_Time: r.Modified_Time, Modified_By: by, Created_Time: r.Created_Time, id: r.id, Created_By: by };
  }

  private coql(req: RecordedRequest): FakeReply {
    const q = String((req.json as Obj | undefined)?.select_query ?? '');
    const m = /^select\s+(.+?)\s+from\s+(\w+)(?:\s+where\s+(\w+)\s*=\s*'([^']*)')?/i.exec(q);
    if (!m || !MODULES.includes(m[2] as Module)) return apiError(400, 'SYNTAX_ERROR', 'error at or near the query');
    const fields = m[1]!.split(',').map((s) => s.trim());
    let rows = [...this.records[m[2] as Module].values()];
    if (m[3]) rows = rows.filter((r) => String(r[m[3]!]) === m[4]);
    if (rows.length === 0) return { status: 204 };
    const data = rows.map((r) => Object.fromEntries([['id', r.id], ...fields.map((f) => [f, r[f] ?? null])]));
    return { json: { data, info: { count: data.length, more_records: false } } };
  }
}

import { randomUUID } from 'node:crypto';
import { FakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export type SugarRecord = Record<string, unknown> & { id: string; deleted: boolean; date_modified: string };

const MODULES = ['Contacts', 'Accounts', 'Opportunities', 'Leads', 'Notes', 'Users'] as const;
type Module = (typeof MODULES)[number];

/** Query parameters of "/<module> GET" (and the body keys of "/<module>/filter POST"), as the Sugar help lists them. */
const LIST_PARAMS = ['filter', 'filter_id', 'max_num', 'offset', 'fields', 'view', 'order_by', 'q', 'deleted', 'nulls_last'];
/** $sugar_config['max_record_fetch_size'] default: a larger max_num is capped, not refused. */
const MAX_FETCH = 1000;
/** Sugar's error body: `{error, error_message}` (SugarApiException's errorLabel and message). */
const error = (status: number, label: string, message: string): FakeReply => ({ status, json: { error: label, error_message: message } });
/** Sugar answers times in ISO 8601 with an offset, `2013-02-26T19:12:00+00:00`. */
const sugarTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');

/**
 * SugarCRM's REST API v11 as the Sugar Developer Guide documents it, on 127.0.0.1 (standing in for a customer's
 * instance, https://<instance>/rest/v11): `/oauth2/token` with the password and refresh_token grants (JSON body,
 * client_id `sugar`, empty client_secret, a platform; refreshing rotates the refresh token and invalidates the old
 * one), the `OAuth-Token` header (an expired or unknown token: 401 invalid_grant), `/me`, `/<module>` lists with
 * max_num/offset and `{next_offset, records}` (-1 at the end), `/<module>/filter` POST (date_modified `$gt`,
 * `order_by`, `deleted`), records by id, POST/PUT/DELETE, `/<module>/enum/<field>`, and `{error, error_message}`
 * errors. Deleting marks a record deleted (it stays readable with `deleted: true` through the filter).
 */
export class FakeSugarCRM extends FakeTool {
  readonly records: Record<Module, Map<string, SugarRecord>> = {
    Contacts: new Map(),
    Accounts: new Map(),
    Opportunities: new Map(),
    Leads: new Map(),
    Notes: new Map(),
    Users: new Map(),
  };
  readonly tokenRequests: Record<string, unknown>[] = [];
  private readonly accessTokens = new Map<string, number>();
  private refreshTokens = new Set<string>();
  /** Access tokens live this long (Sugar: 3600 s); tests shorten it to see a refresh. */
  expiresIn = 3600;
  /** Requests to paths starting with this answer 429 (Retry-After 1) while `remaining429` lasts. */
  private throttled: { prefix: string; remaining: number } | undefined;
  private clock = Date.parse('2024-03-01T09:00:00Z');
  readonly adminId: string;

  constructor(
    readonly username: string,
    private readonly password: string,
    readonly platform = 'plugboard',
  ) {
    super();
    this.adminId = this.add('Users', { user_name: username, full_name: 'Sally Bronsen', email1: 'sally@example.com', status: 'Active' }).id;
  }

  /** The next `times` requests to paths starting with `prefix` answer 429 with Retry-After: 1. */
  throttle(prefix: string, times = 1): void {
    this.throttled = { prefix, remaining: times };
  }

  /** Each write moves the clock one minute, so date_modified orders writes. */
  tick(): string {
    return sugarTime((this.clock += 60_000));
  }

  add(module: Module, fields: Record<string, unknown>): SugarRecord {
    const at = this.tick();
    const rec: SugarRecord = {
      id: randomUUID(),
      date_entered: at,
      date_modified: at,
      deleted: false,
      _module: module,
      _acl: { fields: {} },
      ...fields,
    };
    this.records[module].set(rec.id, rec);
    return rec;
  }

  /** Every access token issued so far stops working (as after its hour): the next call gets 401 invalid_grant. */
  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  /** Forgets every refresh token (an administrator logged the user out): the next refresh gets invalid_grant. */
  revokeRefreshTokens(): void {
    this.refreshTokens = new Set();
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (!req.path.startsWith('/rest/v11/')) return error(404, 'not_found', 'Could not find a route');
    const path = req.path.slice('/rest/v11'.length);
    if (req.method === 'POST' && path === '/oauth2/token') return this.token(req);
    const token = req.headers['oauth-token'];
    const expires = typeof token === 'string' ? this.accessTokens.get(token) : undefined;
    if (expires === undefined || expires < Date.now()) return error(401, 'invalid_grant', 'The access token provided is invalid.');
    if (this.throttled && this.throttled.remaining > 0 && req.path.startsWith(this.throttled.prefix)) {
      this.throttled.remaining--;
      return { ...error(429, 'too_many_requests', 'Too many requests'), headers: { 'retry-after': '1' } };
    }
    if (req.method === 'GET' && path === '/me') return { json: { current_user: this.records.Users.get(this.adminId) } };
    const m = /^\/([A-Za-z]+)(?:\/([^/]+))?(?:\/([^/]+))?$/.exec(path);
    const module = m?.[1] as Module | undefined;
    if (!m || !module || !MODULES.includes(module)) return error(404, 'not_found', 'Could not find a route');
    if (m[2] === 'filter' && m[3] === undefined && req.method === 'POST') return this.filter(module, req);
    if (m[2] === 'enum' && m[3] !== undefined && req.method === 'GET') return this.enumValues(module, m[3]);
    if (m[3] !== undefined) return error(404, 'not_found', 'Could not find a route');
    if (m[2] === undefined) {
      if (req.method === 'GET') return this.list(module, req.query, false);
      if (req.method === 'POST' && module !== 'Users') return this.write(module, undefined, req);
      return error(404, 'not_found', 'Could not find a route');
    }
    const rec = this.records[module].get(decodeURIComponent(m[2]));
    if (!rec || rec.deleted) return error(404, 'not_found', `Could not find record: ${m[2]} in module: ${module}`);
    if (req.method === 'GET') return { json: rec };
    if (req.method === 'PUT' && module !== 'Users') return this.write(module, rec, req);
    if (req.method === 'DELETE' && module !== 'Users') {
      Object.assign(rec, { deleted: true, date_modified: this.tick() });
      return { json: { id: rec.id } };
    }
    return error(404, 'not_found', 'Could not find a route');
  }

  /** "/oauth2/token POST": the password and refresh_token grants with client `sugar` and a platform. */
  private token(req: RecordedRequest): FakeReply {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return error(400, 'invalid_request', 'JSON expected');
    const body = (req.json ?? {}) as Record<string, unknown>;
    this.tokenRequests.push(body);
    if (body.client_id !== 'sugar' || body.client_secret !== '') return error(400, 'invalid_client', 'The client credentials are invalid');
    if (body.platform !== this.platform) return error(400, 'invalid_grant', 'Invalid platform');
    if (body.grant_type === 'password') {
      if (body.username !== this.username || body.password !== this.password)
        return error(401, 'need_login', 'You must specify a valid username and password.');
    } else if (body.grant_type === 'refresh_token') {
      if (typeof body.refresh_token !== 'string' || !this.refreshTokens.delete(body.refresh_token))
        return error(401, 'invalid_grant', 'Invalid refresh token');
    } else return error(400, 'unsupported_grant_type', 'Unsupported grant type');
    const access = randomUUID();
    const refresh = randomUUID();
    this.accessTokens.set(access, Date.now() + this.expiresIn * 1000);
    this.refreshTokens.add(refresh);
    return {
      json: {
        access_token: access,
        expires_in: this.expiresIn,
        token_type: 'bearer',
        scope: null,
        refresh_token: refresh,
        refresh_expires_in: 1209600,
        download_token: randomUUID(),
      },
    };
  }

  private list(module: Module, args: Record<string, unknown>, fromFilter: boolean): FakeReply {
    const unknown = Object.keys(args).filter((k) => !LIST_PARAMS.includes(k) && !(!fromFilter && k.startsWith('filter[')));
    if (unknown.length) return error(422, 'invalid_parameter', `Unknown parameter: ${unknown.join(', ')}`);
    const maxNum = args.max_num === undefined ? 20 : Number(args.max_num);
    const offset = args.offset === undefined ? 0 : Number(args.offset);
    if (!Number.isInteger(maxNum) || maxNum < 1 || !Number.isInteger(offset) || offset < 0)
      return error(422, 'invalid_parameter', 'max_num and offset must be non-negative integers');
    const withDeleted = args.deleted === true || args.deleted === 'true' || args.deleted === '1';
    let rows = [...this.records[module].values()].filter((r) => withDeleted || !r.deleted);
    const filter = args.filter;
    if (filter !== undefined) {
      const conditions: unknown[] = Array.isArray(filter) ? filter : [];
      const since = (conditions[0] as { date_modified?: { $gt?: unknown } } | undefined)?.date_modified?.$gt;
      if (typeof since !== 'string' || Number.isNaN(Date.parse(since)) || conditions.length !== 1)
        return error(422, 'invalid_parameter', 'Unsupported filter');
      rows = rows.filter((r) => Date.parse(r.date_modified) > Date.parse(since));
    }
    const order = typeof args.order_by === 'string' ? args.order_by : 'date_modified:DESC';
    const [field, dir] = order.split(':') as [string, string | undefined];
    if (field !== 'date_modified' && field !== 'date_entered') return error(422, 'invalid_parameter', `Cannot order by ${field}`);
    rows.sort((a, b) => String(a[field]).localeCompare(String(b[field])) * (dir?.toUpperCase() === 'DESC' ? -1 : 1));
    const size = Math.min(maxNum, MAX_FETCH);
    const page = rows.slice(offset, offset + size);
    return { json: { next_offset: offset + size < rows.length ? offset + size : -1, records: page } };
  }

  private filter(module: Module, req: RecordedRequest): FakeReply {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return error(400, 'invalid_request', 'JSON expected');
    const body = req.json;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return error(422, 'invalid_parameter', 'A JSON object is expected');
    return this.list(module, body as Record<string, unknown>, true);
  }

  private enumValues(module: Module, field: string): FakeReply {
    if (module !== 'Opportunities' || field !== 'sales_stage') return error(404, 'not_found', `Field ${field} is not an enum`);
    const stages = ['Prospecting', 'Qualification', 'Needs Analysis', 'Closed Won', 'Closed Lost'];
    return { json: Object.fromEntries([['', ''], ...stages.map((s) => [s, s])]) };
  }

  private write(module: Module, current: SugarRecord | undefined, req: RecordedRequest): FakeReply {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return error(400, 'invalid_request', 'JSON expected');
    const sent = req.json;
    if (!sent || typeof sent !== 'object' || Array.isArray(sent)) return error(422, 'invalid_parameter', 'A JSON object is expected');
    // Sugar sets these itself, whatever the body says.
    const {
      id: _id,
      date_entered: _entered,
      date_modified: _modified,
      deleted: _deleted,
      ...body
    } = structuredClone(sent) as Record<string, unknown>;
    if (current) {
      Object.assign(current, body, { date_modified: this.tick() });
      return { json: current };
    }
    return { json: this.add(module, { assigned_user_id: this.adminId, ...body }) };
  }
}

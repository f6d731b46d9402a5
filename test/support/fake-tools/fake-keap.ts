import { FakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';
import { FakeVendorOAuth } from './fake-vendor-oauth.js';

export type KeapRecord = Record<string, unknown> & { id: number };

type KeapObject = 'contacts' | 'companies' | 'opportunities' | 'notes' | 'users';

/** Query parameters each list takes besides limit and offset (the v1 "List ..." operations). */
const OPTIONAL_CONTACT_PROPERTIES = ['job_title', 'custom_fields', 'lead_source_id'];
const LIST_PARAMS: Record<KeapObject, string[]> = {
  contacts: ['email', 'given_name', 'family_name', 'optional_properties', 'order', 'order_direction', 'since', 'until'],
  companies: ['company_name', 'optional_properties', 'order', 'order_direction'],
  opportunities: ['order', 'search_term', 'stage_id', 'user_id'],
  notes: ['contact_id', 'user_id'],
  users: ['include_inactive', 'include_partners'],
};
const DELETABLE = new Set<KeapObject>(['contacts', 'notes']);
const MAX_LIMIT = 1000;
/** Keap's times: "2024-01-05T10:00:00.000+0000". */
const keapTime = (ms: number) => new Date(ms).toISOString().replace('Z', '+0000');
const error = (status: number, message: string): FakeReply => ({ status, json: { message } });

/**
 * Keap's REST API v1 as developer.keap.com describes it, on 127.0.0.1 (standing in for api.infusionsoft.com):
 * `/crm/rest/v1/<objects>` answered as `{<objects>: [...], count, next, previous}` with `limit`/`offset` (at most 1000),
 * `since` on contacts (last update), PATCH as a partial update, email addresses and phone numbers named by their slot
 * (`field: EMAIL1`, refused without one). Auth: `X-Keap-API-Key` (personal access token or service account key) or an
 * OAuth bearer token (authorize on /app/oauth/authorize, token on /token, client in the form).
 */
export class FakeKeap extends FakeTool {
  readonly objects: Record<KeapObject, Map<number, KeapRecord>> = {
    contacts: new Map(),
    companies: new Map(),
    opportunities: new Map(),
    notes: new Map(),
    users: new Map(),
  };
  readonly oauth = new FakeVendorOAuth({
    authorizePath: /^\/app\/oauth\/authorize$/,
    tokenPath: /^\/token$/,
    clientId: 'keap-client-id',
    clientSecret: 'keap-client-secret',
    clientAuth: 'body',
    checkScope: (scope) => (scope === 'full' ? undefined : `unexpected scope ${scope}`),
    expiresIn: 86400,
  });
  private nextId = 10;
  private clock = Date.parse('2024-03-01T09:00:00Z');

  constructor(readonly apiKey: string) {
    super();
    this.add('users', {
      given_name: 'Kim',
      family_name: 'Keap',
      email_address: 'kim@keap.example',
      status: 'Active',
      created_date: keapTime(this.clock),
    });
  }

  private tick(): string {
    return keapTime((this.clock += 60_000));
  }

  add(object: KeapObject, fields: Record<string, unknown>): KeapRecord {
    const at = this.tick();
    const dated = object === 'companies' || object === 'users' ? {} : { date_created: at, last_updated: at };
    const rec: KeapRecord = { id: this.nextId++, ...dated, ...fields };
    this.objects[object].set(rec.id, rec);
    return rec;
  }

  private authorized(req: RecordedRequest): boolean {
    if (req.headers['x-keap-api-key'] === this.apiKey) return true;
    return this.oauth.acceptsAccessToken((req.headers.authorization ?? '').replace(/^Bearer /, ''));
  }

  protected handle(req: RecordedRequest): FakeReply {
    const oauth = this.oauth.handle(req);
    if (oauth) return oauth;
    if (!this.authorized(req))
      return {
        status: 401,
        json: { fault: { faultstring: 'Invalid Access Token', detail: { errorcode: 'keymanagement.service.invalid_access_token' } } },
      };
    if (req.method === 'GET' && req.path === '/crm/rest/v1/oauth/connect/userinfo')
      return { json: { sub: '10', email: 'kim@keap.example', given_name: 'Kim', family_name: 'Keap', global_user_id: 10 } };
    if (req.method === 'GET' && req.path === '/crm/rest/v1/opportunity/stage_pipeline')
      return { json: [{ id: 1, name: 'New Opportunity', stage_order: 1, probability: 10, details: { target_num_days: 7 } }] };
    const m = /^\/crm\/rest\/v1\/(contacts|companies|opportunities|notes|users)(?:\/(\d+))?$/.exec(req.path);
    if (!m) return error(404, 'Not Found');
    const object = m[1] as KeapObject;
    const id = m[2] ? Number(m[2]) : undefined;
    if (id === undefined) {
      if (req.method === 'GET') return this.list(object, req);
      if (req.method === 'POST' && object !== 'users') return this.write(object, undefined, req);
      return error(405, 'Method Not Allowed');
    }
    const rec = this.objects[object].get(id);
    if (!rec || object === 'users') return error(404, `${object} ${id} not found`);
    if (req.method === 'GET') return { json: this.shown(object, rec, req) };
    if (req.method === 'PATCH') return this.write(object, rec, req);
    if (req.method === 'DELETE' && DELETABLE.has(object)) {
      this.objects[object].delete(id);
      return { status: 204, text: '' };
    }
    return error(405, 'Method Not Allowed');
  }

  /**
   * A contact as Keap answers it: `job_title`, `custom_fields` and `lead_source_id` only when `optional_properties`
   * names them ("Some fields such as lead_source_id, custom_fields, and job_title aren't included, by default", the v1
   * description of List Contacts and Retrieve a Contact).
   */
  private shown(object: KeapObject, rec: KeapRecord, req: RecordedRequest): KeapRecord {
    if (object !== 'contacts') return rec;
    const asked = new Set((req.query.optional_properties ?? '').split(','));
    const hidden = OPTIONAL_CONTACT_PROPERTIES.filter((k) => !asked.has(k));
    return { ...Object.fromEntries(Object.entries(rec).filter(([k]) => !hidden.includes(k))), id: rec.id };
  }

  private list(object: KeapObject, req: RecordedRequest): FakeReply {
    const q = req.query;
    const unknown = Object.keys(q).filter((k) => !['limit', 'offset', ...LIST_PARAMS[object]].includes(k));
    if (unknown.length) return error(400, `Invalid parameter(s): ${unknown.join(', ')}`);
    const limit = Number(q.limit ?? MAX_LIMIT);
    const offset = Number(q.offset ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT || !Number.isInteger(offset) || offset < 0)
      return error(400, `limit must be between 1 and ${MAX_LIMIT}`);
    let rows = [...this.objects[object].values()];
    if (q.since !== undefined) {
      const since = Date.parse(q.since);
      if (Number.isNaN(since)) return error(400, 'since is not a valid date');
      rows = rows.filter((r) => Date.parse(String(r.last_updated).replace('+0000', 'Z')) > since);
    }
    const url = (o: number) => `https://api.infusionsoft.com/crm/rest/v1/${object}?limit=${limit}&offset=${o}`;
    return {
      json: {
        [object]: rows.slice(offset, offset + limit).map((r) => this.shown(object, r, req)),
        count: rows.length,
        next: url(offset + limit),
        previous: url(Math.max(0, offset - limit)),
      },
    };
  }

  private write(object: Exclude<KeapObject, 'users'>, current: KeapRecord | undefined, req: RecordedRequest): FakeReply {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return error(415, 'Unsupported Media Type');
    const sent = req.json;
    if (!sent || typeof sent !== 'object' || Array.isArray(sent)) return error(400, 'Input could not be converted to a valid request.');
    const body = structuredClone(sent) as Record<string, unknown>;
    for (const [list, slot] of [
      ['email_addresses', 'EMAIL'],
      ['phone_numbers', 'PHONE'],
    ] as const) {
      const entries = body[list];
      if (
        entries !== undefined &&
        (!Array.isArray(entries) || !entries.every((e: { field?: unknown }) => typeof e.field === 'string' && e.field.startsWith(slot)))
      )
        return error(400, `${list}: each entry needs field ${slot}1, ${slot}2 or ${slot}3`);
    }
    if (object === 'notes' && !current && typeof body.contact_id !== 'number') return error(400, 'contact_id is required');
    if (object === 'companies' && !current && typeof body.company_name !== 'string') return error(400, 'company_name is required');
    if (current) {
      Object.assign(current, body, object === 'companies' ? {} : { last_updated: this.tick() });
      return { json: current };
    }
    const defaults = object === 'contacts' ? { email_addresses: [], phone_numbers: [], company: null, owner_id: null } : {};
    return { status: 201, json: this.add(object, { ...defaults, ...body }) };
  }
}

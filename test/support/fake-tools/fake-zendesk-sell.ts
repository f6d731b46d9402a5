import { FakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';
import { FakeVendorOAuth } from './fake-vendor-oauth.js';

export type SellRecord = Record<string, unknown> & { id: number };

type SellObject = 'contacts' | 'leads' | 'deals' | 'notes' | 'users' | 'stages';

/** Attributes each create/update takes (developer.zendesk.com/api-reference/sales-crm/resources/<object>). */
const WRITABLE: Record<Exclude<SellObject, 'users' | 'stages'>, string[]> = {
  contacts: [
    'is_organization',
    'owner_id',
    'contact_id',
    'parent_organization_id',
    'name',
    'first_name',
    'last_name',
    'customer_status',
    'prospect_status',
    'title',
    'description',
    'industry',
    'website',
    'email',
    'phone',
    'mobile',
    'fax',
    'twitter',
    'facebook',
    'linkedin',
    'skype',
    'address',
    'billing_address',
    'shipping_address',
    'tags',
    'custom_fields',
  ],
  leads: [
    'owner_id',
    'first_name',
    'last_name',
    'organization_name',
    'status',
    'source_id',
    'title',
    'description',
    'industry',
    'website',
    'email',
    'phone',
    'mobile',
    'fax',
    'address',
    'tags',
    'custom_fields',
  ],
  deals: [
    'owner_id',
    'name',
    'value',
    'currency',
    'hot',
    'stage_id',
    'source_id',
    'contact_id',
    'organization_id',
    'estimated_close_date',
    'customized_win_likelihood',
    'loss_reason_id',
    'tags',
    'custom_fields',
  ],
  notes: ['resource_type', 'resource_id', 'content', 'is_important', 'tags', 'type'],
};

/** Query parameters each list takes besides page and per_page (the "Retrieve all ..." pages). */
const LIST_PARAMS: Record<SellObject, string[]> = {
  contacts: [
    'ids',
    'creator_id',
    'owner_id',
    'is_organization',
    'contact_id',
    'name',
    'first_name',
    'last_name',
    'email',
    'phone',
    'mobile',
    'customer_status',
    'prospect_status',
    'sort_by',
  ],
  leads: ['ids', 'creator_id', 'owner_id', 'source_id', 'first_name', 'last_name', 'organization_name', 'status', 'email', 'sort_by'],
  deals: [
    'ids',
    'creator_id',
    'owner_id',
    'contact_id',
    'organization_id',
    'hot',
    'source_id',
    'stage_id',
    'name',
    'value',
    'includes',
    'sort_by',
  ],
  notes: ['ids', 'creator_id', 'q', 'resource_type', 'resource_id', 'includes', 'sort_by'],
  users: ['ids', 'name', 'email', 'role', 'status', 'confirmed', 'sort_by'],
  stages: ['ids', 'name', 'active', 'pipeline_id', 'sort_by'],
};

const TYPE: Record<SellObject, string> = {
  contacts: 'contact',
  leads: 'lead',
  deals: 'deal',
  notes: 'note',
  users: 'user',
  stages: 'stage',
};
const MAX_PER_PAGE = 100;
const sellTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Sell's error body: `{errors: [{error: {code, message, details}, meta: {type: error}}], meta: {type: errors, http_status, logref}}`. */
const error = (status: number, code: string, message: string, details = message): FakeReply => ({
  status,
  json: {
    errors: [{ error: { code, message, details }, meta: { type: 'error' } }],
    meta: { type: 'errors', http_status: `${status}`, logref: `logref-${status}` },
  },
});

/**
 * Zendesk Sell's Core API v2 as developer.zendesk.com documents it, on 127.0.0.1 (standing in for api.getbase.com):
 * every object in a `{data, meta}` envelope (collections as `{items: [{data, meta}], meta: {type, count, links}}`),
 * writes sent as `{data: {...}}`, `page`/`per_page` paging (at most 100, else 422), PUT as a partial update,
 * `is_organization` settable on create only. Auth: `Authorization: Bearer` with a personal access token or an OAuth
 * access token (authorize and token endpoints on /oauth2/*, client authenticated with HTTP Basic). `throttle` answers 429
 * with Retry-After for a while.
 */
export class FakeZendeskSell extends FakeTool {
  readonly objects: Record<SellObject, Map<number, SellRecord>> = {
    contacts: new Map(),
    leads: new Map(),
    deals: new Map(),
    notes: new Map(),
    users: new Map(),
    stages: new Map(),
  };
  readonly oauth = new FakeVendorOAuth({
    authorizePath: /^\/oauth2\/authorize$/,
    tokenPath: /^\/oauth2\/token$/,
    clientId: 'sell-client-id',
    clientSecret: 'sell-client-secret',
    clientAuth: 'basic',
    checkScope: (scope) => (scope === 'read write profile' ? undefined : `unexpected scope ${scope}`),
    expiresIn: 7200,
  });
  /** Requests to paths starting with this answer 429 until `throttle` ends (36,000 an hour per token). */
  private throttled: { prefix: string; until: number } | undefined;
  private nextId = 1;
  private clock = Date.parse('2024-03-01T09:00:00Z');

  constructor(readonly accessToken: string) {
    super();
    this.add('users', { name: 'Sam Seller', email: 'sam@seller.example', role: 'admin', status: 'active', confirmed: true });
  }

  /** Requests to paths starting with `prefix` answer 429 (Retry-After: 1) for `ms`. */
  throttle(prefix: string, ms: number): void {
    this.throttled = { prefix, until: Date.now() + ms };
  }

  add(object: SellObject, fields: Record<string, unknown>): SellRecord {
    const at = sellTime((this.clock += 60_000));
    const rec: SellRecord = { id: this.nextId++, creator_id: 1, created_at: at, updated_at: at, ...fields };
    this.objects[object].set(rec.id, rec);
    return rec;
  }

  private authorized(req: RecordedRequest): boolean {
    const auth = req.headers.authorization ?? '';
    return auth === `Bearer ${this.accessToken}` || this.oauth.acceptsAccessToken(auth.replace(/^Bearer /, ''));
  }

  protected handle(req: RecordedRequest): FakeReply {
    const oauth = this.oauth.handle(req);
    if (oauth) return oauth;
    if (!this.authorized(req)) return error(401, 'unauthorized', 'The access token provided is invalid.');
    if (this.throttled && req.path.startsWith(this.throttled.prefix) && Date.now() < this.throttled.until) {
      const headers = { 'x-ratelimit-limit': '36000', 'x-ratelimit-remaining': '0', 'retry-after': '1' };
      return { ...error(429, 'rate_limit_exceeded', 'Rate limit exceeded.'), headers };
    }
    if (req.path === '/v2/users/self' && req.method === 'GET') return this.one('users', this.objects.users.get(1)!);
    const m = /^\/v2\/(contacts|leads|deals|notes|users|stages)(?:\/(\d+))?$/.exec(req.path);
    if (!m) return error(404, 'not_found', 'The requested resource could not be found.');
    const object = m[1] as SellObject;
    const id = m[2] ? Number(m[2]) : undefined;
    const readOnly = object === 'users' || object === 'stages';
    if (id === undefined) {
      if (req.method === 'GET') return this.list(object, req);
      if (req.method === 'POST' && !readOnly) return this.write(object, undefined, req);
      return error(405, 'method_not_allowed', 'Method not allowed.');
    }
    const rec = this.objects[object].get(id);
    if (!rec) return error(404, 'not_found', `${TYPE[object]} not found`);
    if (req.method === 'GET') return this.one(object, rec);
    if (req.method === 'PUT' && !readOnly) return this.write(object, rec, req);
    if (req.method === 'DELETE' && !readOnly) {
      this.objects[object].delete(id);
      return { status: 204, text: '' };
    }
    return error(405, 'method_not_allowed', 'Method not allowed.');
  }

  private one(object: SellObject, rec: SellRecord): FakeReply {
    return { json: { data: rec, meta: { type: TYPE[object] } } };
  }

  private list(object: SellObject, req: RecordedRequest): FakeReply {
    const q = req.query;
    const unknown = Object.keys(q).filter((k) => !['page', 'per_page', ...LIST_PARAMS[object]].includes(k));
    if (unknown.length) return error(400, 'invalid_param', `Unknown query parameters: ${unknown.join(', ')}`);
    const page = Number(q.page ?? 1);
    const perPage = Number(q.per_page ?? 25);
    if (!Number.isInteger(page) || page < 1) return error(422, 'invalid', 'page must be a positive integer');
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
      return error(422, 'invalid', `per_page must be between 1 and ${MAX_PER_PAGE}`);
    let all = [...this.objects[object].values()];
    if (q.is_organization !== undefined) {
      if (q.is_organization !== 'true' && q.is_organization !== 'false')
        return error(422, 'invalid', 'is_organization must be true or false');
      all = all.filter((r) => r.is_organization === (q.is_organization === 'true'));
    }
    const items = all.slice((page - 1) * perPage, page * perPage);
    const link = (p: number) => {
      const u = new URL(`https://api.getbase.com/v2/${object}`);
      for (const [k, v] of Object.entries(q)) u.searchParams.set(k, v);
      u.searchParams.set('page', String(p));
      return u.href;
    };
    const links: Record<string, string> = { self: link(page) };
    if (page > 1) links.prev_page = link(page - 1);
    if (page * perPage < all.length) links.next_page = link(page + 1);
    return {
      json: {
        items: items.map((data) => ({ data, meta: { version: 0, type: TYPE[object] } })),
        meta: { type: 'collection', count: items.length, links },
      },
    };
  }

  private write(object: Exclude<SellObject, 'users' | 'stages'>, current: SellRecord | undefined, req: RecordedRequest): FakeReply {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
      return error(415, 'unsupported_media_type', 'Use Content-Type: application/json');
    const envelope = req.json as { data?: unknown } | undefined;
    const body = envelope?.data as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return error(400, 'invalid_request', 'The body must be {"data": {...}}');
    const refused = Object.keys(body).filter((k) => !WRITABLE[object].includes(k));
    if (refused.length) return error(422, 'invalid', `${refused.join(', ')}: unknown attribute`);
    if (object === 'contacts') {
      if (current && 'is_organization' in body && body.is_organization !== current.is_organization)
        return error(422, 'invalid', 'is_organization can be set only during creation');
      const isOrg = current ? current.is_organization === true : body.is_organization === true;
      if (!current && isOrg && typeof body.name !== 'string') return error(422, 'blank', 'name: can not be blank');
      if (!current && !isOrg && typeof body.last_name !== 'string') return error(422, 'blank', 'last_name: can not be blank');
    }
    if (object === 'deals' && !current && (typeof body.name !== 'string' || typeof body.contact_id !== 'number'))
      return error(422, 'blank', 'name and contact_id: can not be blank');
    if (
      object === 'notes' &&
      !current &&
      (!['lead', 'contact', 'deal'].includes(String(body.resource_type)) ||
        typeof body.resource_id !== 'number' ||
        typeof body.content !== 'string')
    )
      return error(422, 'blank', 'resource_type, resource_id and content: can not be blank');
    if (current) {
      Object.assign(current, body, { updated_at: sellTime((this.clock += 60_000)) });
      return this.one(object, current);
    }
    const defaults: Record<string, unknown> =
      object === 'contacts'
        ? {
            is_organization: false,
            owner_id: 1,
            contact_id: null,
            name: null,
            first_name: null,
            last_name: null,
            title: null,
            industry: null,
            website: null,
            email: null,
            phone: null,
            tags: [],
            custom_fields: {},
          }
        : object === 'deals'
          ? {
              owner_id: 1,
              value: '0.00',
              currency: 'USD',
              hot: false,
              stage_id: 1,
              estimated_close_date: null,
              tags: [],
              custom_fields: {},
            }
          : object === 'leads'
            ? {
                owner_id: 1,
                first_name: null,
                organization_name: null,
                status: 'New',
                email: null,
                phone: null,
                tags: [],
                custom_fields: {},
              }
            : { is_important: false, tags: [], type: 'regular' };
    const rec = this.add(object, { ...defaults, ...body });
    // Sell answers decimals as strings.
    if (object === 'deals' && typeof rec.value === 'number') rec.value = rec.value.toFixed(2);
    return this.one(object, rec);
  }
}

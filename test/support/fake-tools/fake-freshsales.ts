import { FakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export type FreshsalesRecord = Record<string, unknown> & { id: number };

type Entity = 'contacts' | 'sales_accounts' | 'deals';
type Collection = Entity | 'notes' | 'tasks';

const SINGULAR: Record<Collection, string> = {
  contacts: 'contact',
  sales_accounts: 'sales_account',
  deals: 'deal',
  notes: 'note',
  tasks: 'task',
};
/** The built-in "All ..." view of each entity, beside a "My ..." one (the names the product shows). */
const ALL_VIEW: Record<Entity, string> = { contacts: 'All Contacts', sales_accounts: 'All Accounts', deals: 'All Deals' };
const MODEL_CLASS: Record<Entity, string> = { contacts: 'Contact', sales_accounts: 'SalesAccount', deals: 'Deal' };
/** Query parameters a view takes (developers.freshworks.com/crm/api: page, per_page, sort, sort_type, include). */
const VIEW_PARAMS = ['page', 'per_page', 'sort', 'sort_type', 'include'];
const MAX_PER_PAGE = 100;

/** Freshsales' error body: `{"errors": {"code": <status>, "message": ["..."]}}`. */
const error = (status: number, ...message: string[]): FakeReply => ({ status, json: { errors: { code: status, message } } });
/** Times as Freshsales writes them: with the account's offset (+05:30 here). */
const fsTime = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+05:30');

/**
 * Freshsales (Freshworks CRM) as developers.freshworks.com/crm/api documents it, on 127.0.0.1 (standing in for
 * <alias>.myfreshworks.com): `Authorization: Token token=<key>`; contacts, sales accounts and deals listed only through
 * a saved view (`/crm/sales/api/<entity>/view/<id>`, ids of this account, from `/crm/sales/api/<entity>/filters`) with
 * `page`/`per_page` (at most 100) and `meta.total_pages`, sorted by `sort`/`sort_type`; `{"contact": {...}}` envelopes;
 * notes (create, update, delete only), tasks, the owners and deal stages selectors; errors as `{"errors": {...}}`;
 * 429 past the account's hourly budget (`throttle`).
 */
export class FakeFreshsales extends FakeTool {
  readonly objects: Record<Collection, Map<number, FreshsalesRecord>> = {
    contacts: new Map(),
    sales_accounts: new Map(),
    deals: new Map(),
    notes: new Map(),
    tasks: new Map(),
  };
  /** The view ids of this account: `renumberViews` makes the views again with new ids (a lookup goes stale). */
  viewIds: Record<Entity, number> = { contacts: 16000340518, sales_accounts: 16000340531, deals: 16000340544 };
  readonly owners = [
    { id: 16000009713, display_name: 'Rebecca Moris', email: 'rebecca@widgetz.example', is_active: true },
    { id: 16000009714, display_name: 'Neo Anderson', email: 'neo@widgetz.example', is_active: true },
  ];
  private throttled: { prefix: string; n: number } | undefined;
  private nextId = 16001000000;
  private clock = Date.parse('2024-03-01T09:00:00Z');

  constructor(readonly apiKey: string) {
    super();
  }

  /** The next `n` requests to paths starting with `prefix` answer 429 (the hourly budget is spent), Retry-After: 1. */
  throttle(prefix: string, n: number): void {
    this.throttled = { prefix, n };
  }

  renumberViews(): void {
    for (const e of Object.keys(this.viewIds) as Entity[]) this.viewIds[e] += 1000;
  }

  /** Each write moves the clock one minute, so updated_at orders writes. */
  tick(): number {
    return (this.clock += 60_000);
  }

  add(collection: Collection, fields: Record<string, unknown>): FreshsalesRecord {
    const at = fsTime(this.tick());
    const rec: FreshsalesRecord = { id: this.nextId++, created_at: at, updated_at: at, ...fields };
    this.objects[collection].set(rec.id, rec);
    return rec;
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (req.headers.authorization !== `Token token=${this.apiKey}`)
      return { status: 401, json: { login: 'failed', message: 'Incorrect or expired API key' } };
    if (this.throttled && this.throttled.n > 0 && req.path.startsWith(this.throttled.prefix)) {
      this.throttled.n--;
      return { ...error(429, 'Too many requests'), headers: { 'retry-after': '1' } };
    }
    const path = req.path.replace(/^\/crm\/sales\/api/, '');
    if (path === req.path) return error(404, 'not found');
    if (req.method === 'GET' && path === '/selector/owners') return { json: { users: this.owners } };
    if (req.method === 'GET' && path === '/selector/deal_stages')
      return {
        json: {
          deal_stages: [
            { id: 16000191470, name: 'New', position: 1, forecast_type: 'Open', deal_pipeline_id: 16000012345 },
            { id: 16000191475, name: 'Won', position: 6, forecast_type: 'Won', deal_pipeline_id: 16000012345 },
          ],
        },
      };
    let m = /^\/(contacts|sales_accounts|deals)\/filters$/.exec(path);
    if (m && req.method === 'GET') return this.filters(m[1] as Entity);
    m = /^\/(contacts|sales_accounts|deals)\/view\/(\d+)$/.exec(path);
    if (m && req.method === 'GET') return this.view(m[1] as Entity, Number(m[2]), req);
    m = /^\/(contacts|sales_accounts|deals|notes|tasks)(?:\/(\d+))?$/.exec(path);
    if (!m) return error(404, 'Requested URL not found');
    const collection = m[1] as Collection;
    const id = m[2] ? Number(m[2]) : undefined;
    if (id === undefined) return req.method === 'POST' ? this.write(collection, undefined, req) : error(404, 'Requested URL not found');
    const rec = this.objects[collection].get(id);
    if (!rec) return error(404, 'Requested record not found');
    // Notes have no single read.
    if (req.method === 'GET' && collection !== 'notes') return { json: { [SINGULAR[collection]]: rec } };
    if (req.method === 'PUT') return this.write(collection, rec, req);
    if (req.method === 'DELETE') {
      this.objects[collection].delete(id);
      return { json: true };
    }
    return error(404, 'Requested URL not found');
  }

  private filters(entity: Entity): FakeReply {
    const view = (id: number, name: string, isDefault: boolean) => ({
      id,
      name,
      model_class_name: MODEL_CLASS[entity],
      user_id: -9,
      is_default: isDefault,
      is_public: true,
      updated_at: fsTime(this.clock),
    });
    const mine = `My ${ALL_VIEW[entity].slice(4)}`;
    return { json: { filters: [view(this.viewIds[entity] - 2, mine, false), view(this.viewIds[entity], ALL_VIEW[entity], true)] } };
  }

  private view(entity: Entity, viewId: number, req: RecordedRequest): FakeReply {
    if (viewId !== this.viewIds[entity]) return error(404, 'Requested view not found');
    const q = req.query;
    const unknown = Object.keys(q).filter((k) => !VIEW_PARAMS.includes(k));
    if (unknown.length) return error(400, `Unknown parameter ${unknown.join(', ')}`);
    const page = Number(q.page ?? 1);
    const perPage = Math.min(Number(q.per_page ?? 25), MAX_PER_PAGE);
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1) return error(400, 'Invalid page or per_page');
    let rows = [...this.objects[entity].values()];
    if (q.sort !== undefined) {
      if (!['updated_at', 'created_at', 'name', 'first_name'].includes(q.sort)) return error(400, `Cannot sort by ${q.sort}`);
      const key = q.sort;
      const dir = q.sort_type === 'desc' ? -1 : 1;
      rows = rows.sort((a, b) => (String(a[key]) < String(b[key]) ? -dir : String(a[key]) > String(b[key]) ? dir : 0));
    }
    const totalPages = Math.max(1, Math.ceil(rows.length / perPage));
    return { json: { [entity]: rows.slice((page - 1) * perPage, page * perPage), meta: { total_pages: totalPages, total: rows.length } } };
  }

  private write(collection: Collection, current: FreshsalesRecord | undefined, req: RecordedRequest): FakeReply {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return error(415, 'Unsupported media type');
    const key = SINGULAR[collection];
    const sent = (req.json as Record<string, unknown> | undefined)?.[key];
    if (!sent || typeof sent !== 'object' || Array.isArray(sent)) return error(400, `Param ${key} is missing`);
    const body = structuredClone(sent) as Record<string, unknown>;
    if (current) {
      Object.assign(current, body, { updated_at: fsTime(this.tick()) });
      return { json: { [key]: current } };
    }
    if (collection === 'contacts' && !body.first_name && !body.last_name && !body.email)
      return error(400, 'Last name or email is required');
    if ((collection === 'sales_accounts' || collection === 'deals') && typeof body.name !== 'string')
      return error(400, "Name can't be blank");
    if (collection === 'notes' && (typeof body.description !== 'string' || !body.targetable_type || !body.targetable_id))
      return error(400, 'Description, targetable type and targetable id are required');
    const defaults = collection === 'notes' ? { creater_id: this.owners[0]!.id } : { owner_id: this.owners[0]!.id };
    return { status: 201, json: { [key]: this.add(collection, { ...defaults, ...body }) } };
  }
}

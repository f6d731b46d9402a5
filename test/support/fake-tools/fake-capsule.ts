import { FakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';
import { FakeVendorOAuth } from './fake-vendor-oauth.js';

export type CapsuleRecord = Record<string, unknown> & { id: number };

type Collection = 'parties' | 'opportunities' | 'entries' | 'users' | 'milestones';

/** The body key of one object of each collection (`{party: {...}}`, `{opportunity: {...}}`...). */
const SINGULAR: Record<Collection, string> = {
  parties: 'party',
  opportunities: 'opportunity',
  entries: 'entry',
  users: 'user',
  milestones: 'milestone',
};

/** Query parameters each list takes (developer.capsulecrm.com/v2/operations/<Entity>). */
const LIST_PARAMS: Record<Collection, string[]> = {
  parties: ['since', 'page', 'perPage', 'embed'],
  opportunities: ['since', 'page', 'perPage', 'embed'],
  entries: ['page', 'perPage', 'embed'],
  users: ['embed'],
  milestones: ['page', 'perPage'],
};

const MAX_PER_PAGE = 100;
const capsuleTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** Capsule's error body: `{message, errors?: [{message, resource, field}]}`. */
const error = (status: number, message: string, errors?: { message: string; field?: string }[]): FakeReply => ({
  status,
  json: { message, ...(errors ? { errors } : {}) },
});

/**
 * Capsule's REST API v2 as developer.capsulecrm.com documents it, on 127.0.0.1 (standing in for api.capsulecrm.com):
 * `/api/v2/<collection>` answered as `{<collection>: [...]}` with `page`/`perPage` (1 to 100, else 400) and an RFC
 * 5988 `Link` header naming the next page, one object as `{party: {...}}`, writes sent in the same envelope,
 * `since` on parties and opportunities ("changed after this date": `GET /parties?since=` lists people and
 * organisations mixed, in the order they were added, as every list here: Capsule documents no order), the parties
 * filters endpoint (conditions on `type`), and
 * `/oauth/authorise` + `/oauth/token` (client credentials in the form). Auth: `Authorization: Bearer` (a personal
 * access token or an OAuth access token).
 */
export class FakeCapsule extends FakeTool {
  readonly objects: Record<Collection, Map<number, CapsuleRecord>> = {
    parties: new Map(),
    opportunities: new Map(),
    entries: new Map(),
    users: new Map(),
    milestones: new Map(),
  };
  readonly oauth = new FakeVendorOAuth({
    authorizePath: /^\/oauth\/authorise$/,
    tokenPath: /^\/oauth\/token$/,
    clientId: 'capsule-client-id',
    clientSecret: 'capsule-client-secret',
    clientAuth: 'body',
    checkScope: (scope) => (scope === 'read write' ? undefined : `unexpected scope ${scope}`),
    expiresIn: 604800,
  });
  /** Requests to paths starting with this answer 429 until `throttle` ends (Capsule allows 4,000 an hour). */
  private throttled: { prefix: string; ms: number; until?: number } | undefined;
  private nextId = 100;
  private clock = Date.parse('2024-03-01T09:00:00Z');

  constructor(readonly accessToken: string) {
    super();
    this.add('users', { username: 'ted', name: 'Ted Danson', currency: 'GBP', timezone: 'Europe/London', role: 'admin', party: { id: 1 } });
  }

  /**
   * Requests to paths starting with `prefix` answer 429 (X-RateLimit-Reset: when it ends) for `ms`, counted from the
   * first such request (not from this call: on a loaded machine the request may come later than `ms`).
   */
  throttle(prefix: string, ms: number): void {
    this.throttled = { prefix, ms };
  }

  /** Each write moves the clock one minute, so updatedAt orders writes. */
  tick(): string {
    return capsuleTime((this.clock += 60_000));
  }

  add(collection: Collection, fields: Record<string, unknown>): CapsuleRecord {
    const at = this.tick();
    const rec: CapsuleRecord = { id: this.nextId++, createdAt: at, updatedAt: at, ...fields };
    this.objects[collection].set(rec.id, rec);
    return rec;
  }

  private authorized(req: RecordedRequest): boolean {
    const auth = req.headers.authorization ?? '';
    return auth === `Bearer ${this.accessToken}` || this.oauth.acceptsAccessToken(auth.replace(/^Bearer /, ''));
  }

  protected handle(req: RecordedRequest): FakeReply {
    const oauth = this.oauth.handle(req);
    if (oauth) return oauth;
    if (!this.authorized(req)) return error(401, 'authentication failed');
    if (
      this.throttled &&
      req.path.startsWith(this.throttled.prefix) &&
      Date.now() < (this.throttled.until ??= Date.now() + this.throttled.ms)
    ) {
      const reset = String(Math.ceil(this.throttled.until / 1000));
      return {
        ...error(429, 'API rate limit exceeded'),
        headers: { 'x-ratelimit-limit': '4000', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
      };
    }
    if (req.method === 'GET' && req.path === '/api/v2/users/current') return { json: { user: this.objects.users.values().next().value } };
    if (req.method === 'POST' && req.path === '/api/v2/parties/filters/results') return this.filter(req);
    const m = /^\/api\/v2\/(parties|opportunities|entries|users|milestones)(?:\/(\d+))?$/.exec(req.path);
    if (!m) return error(404, 'could not find resource');
    const collection = m[1] as Collection;
    const id = m[2] ? Number(m[2]) : undefined;
    const writable = collection === 'parties' || collection === 'opportunities' || collection === 'entries';
    if (id === undefined) {
      if (req.method === 'GET') return this.list(collection, req, [...this.objects[collection].values()]);
      if (req.method === 'POST' && writable) return this.write(collection, undefined, req);
      return error(405, 'method not allowed');
    }
    const rec = this.objects[collection].get(id);
    if (!rec) return error(404, 'could not find resource');
    if (req.method === 'GET') return { json: { [SINGULAR[collection]]: rec } };
    if (req.method === 'PUT' && writable) return this.write(collection, rec, req);
    if (req.method === 'DELETE' && writable) {
      this.objects[collection].delete(id);
      return { status: 204, text: '' };
    }
    return error(405, 'method not allowed');
  }

  private list(collection: Collection, req: RecordedRequest, all: CapsuleRecord[], params = LIST_PARAMS[collection]): FakeReply {
    const q = req.query;
    const unknown = Object.keys(q).filter((k) => !params.includes(k));
    if (unknown.length) return error(400, `unknown parameter: ${unknown.join(', ')}`);
    const paged = params.includes('page');
    const page = Number(q.page ?? 1);
    const perPage = Number(q.perPage ?? 50);
    if (paged && (!Number.isInteger(page) || page < 1)) return error(400, 'page must be a positive integer');
    if (paged && (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE))
      return error(400, 'perPage must be between 1 and 100');
    let rows = all;
    if (q.since !== undefined) {
      const since = Date.parse(q.since);
      if (Number.isNaN(since)) return error(400, 'since must be in ISO8601 format');
      rows = rows.filter((r) => Date.parse(String(r.updatedAt)) > since);
    }
    if (!paged) return { json: { [collection]: rows } };
    const slice = rows.slice((page - 1) * perPage, page * perPage);
    const headers: Record<string, string> = {};
    if (page * perPage < rows.length) {
      const next = new URL(`https://api.capsulecrm.com${req.path}`);
      for (const [k, v] of Object.entries(q)) next.searchParams.set(k, v);
      next.searchParams.set('page', String(page + 1));
      headers.link = `<${next.href}>; rel="next"`;
    }
    return { headers, json: { [collection]: slice } };
  }

  /** "Run query": conditions combined with and; `type is person|organisation` and `updatedOn is after <date>`. */
  private filter(req: RecordedRequest): FakeReply {
    const body = req.json as { filter?: { conditions?: unknown } } | undefined;
    const conditions = body?.filter?.conditions;
    if (!Array.isArray(conditions)) return error(400, 'filter.conditions is required');
    let rows = [...this.objects.parties.values()];
    for (const c of conditions as { field?: unknown; operator?: unknown; value?: unknown }[]) {
      if (c.field === 'type' && c.operator === 'is' && (c.value === 'person' || c.value === 'organisation'))
        rows = rows.filter((r) => r.type === c.value);
      else return error(400, 'invalid filter condition', [{ message: `unsupported condition ${JSON.stringify(c)}`, field: 'conditions' }]);
    }
    return this.list('parties', req, rows, ['page', 'perPage', 'embed']);
  }

  private write(collection: 'parties' | 'opportunities' | 'entries', current: CapsuleRecord | undefined, req: RecordedRequest): FakeReply {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return error(415, 'unsupported media type');
    const key = SINGULAR[collection];
    const sent = (req.json as Record<string, unknown> | undefined)?.[key];
    if (!sent || typeof sent !== 'object' || Array.isArray(sent)) return error(400, `the body must be {"${key}": {...}}`);
    // A copy: the recorded request keeps what was sent.
    const body = structuredClone(sent) as Record<string, unknown>;
    if (collection === 'parties') {
      if (current && 'type' in body && body.type !== current.type)
        return error(422, 'validation failed', [{ message: 'type cannot be changed', field: 'type' }]);
      const type = current ? current.type : body.type;
      if (type !== 'person' && type !== 'organisation')
        return error(422, 'validation failed', [{ message: 'type is required', field: 'type' }]);
      if (!current && type === 'person' && !body.firstName && !body.lastName)
        return error(422, 'validation failed', [{ message: 'firstName or lastName is required', field: 'lastName' }]);
      if (!current && type === 'organisation' && typeof body.name !== 'string')
        return error(422, 'validation failed', [{ message: 'name is required', field: 'name' }]);
    }
    if (collection === 'opportunities' && !current) {
      const missing = ['name', 'party', 'milestone'].filter((k) => body[k] === undefined);
      if (missing.length)
        return error(
          422,
          'validation failed',
          missing.map((field) => ({ message: `${field} is required`, field })),
        );
    }
    if (collection === 'entries' && !current && (body.type !== 'note' || typeof body.content !== 'string'))
      return error(422, 'validation failed', [{ message: 'only notes can be created, with content', field: 'type' }]);
    // A party sent as {id} is answered with its type and name, as Capsule answers it.
    const ref = body.party as { id?: unknown } | undefined;
    if (collection !== 'parties' && ref && typeof ref.id === 'number') {
      const party = this.objects.parties.get(ref.id);
      if (!party) return error(422, 'validation failed', [{ message: 'party not found', field: 'party' }]);
      body.party = {
        id: party.id,
        type: party.type,
        name: party.type === 'person' ? `${String(party.firstName)} ${String(party.lastName)}` : party.name,
      };
    }
    if (current) {
      // Email addresses and phone numbers sent without an id are added beside the existing ones.
      for (const list of ['emailAddresses', 'phoneNumbers', 'websites'])
        if (Array.isArray(body[list])) body[list] = [...((current[list] as unknown[] | undefined) ?? []), ...(body[list] as unknown[])];
      Object.assign(current, body, { updatedAt: this.tick() });
      return { json: { [key]: current } };
    }
    const defaults: Record<string, unknown> =
      collection === 'parties'
        ? {
            emailAddresses: [],
            phoneNumbers: [],
            websites: [],
            addresses: [],
            organisation: null,
            owner: { id: 1, username: 'ted', name: 'Ted Danson' },
          }
        : collection === 'opportunities'
          ? { owner: { id: 1, username: 'ted', name: 'Ted Danson' }, value: null, expectedCloseOn: null, closedOn: null, lostReason: null }
          : { creator: { id: 1, username: 'ted', name: 'Ted Danson' }, party: null, opportunity: null, kase: null };
    return { status: 201, json: { [key]: this.add(collection, { ...defaults, ...body }) } };
  }
}

import { randomBytes } from 'node:crypto';
import { FakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export type ApolloRecord = Record<string, unknown>;

/** Body keys "Create a Contact" / "Update a Contact" take (docs.apollo.io). */
const CONTACT_WRITABLE = [
  'first_name',
  'last_name',
  'organization_name',
  'title',
  'account_id',
  'email',
  'website_url',
  'label_names',
  'contact_stage_id',
  'present_raw_address',
  'direct_phone',
  'corporate_phone',
  'mobile_phone',
  'home_phone',
  'other_phone',
  'typed_custom_fields',
  'run_dedupe',
];
/** Body keys "Create an Account" / "Update an Account" take. */
const ACCOUNT_WRITABLE = ['name', 'domain', 'owner_id', 'account_stage_id', 'phone', 'raw_address', 'typed_custom_fields'];
/** Body keys of the search endpoints (the fake ignores the filters it does not model). */
const SEARCH_KEYS: Record<string, string[]> = {
  contacts: ['q_keywords', 'contact_stage_ids', 'contact_label_ids', 'sort_by_field', 'sort_ascending', 'page', 'per_page'],
  accounts: ['q_organization_name', 'account_stage_ids', 'account_label_ids', 'sort_by_field', 'sort_ascending', 'page', 'per_page'],
  emailer_campaigns: ['q_name', 'page', 'per_page'],
};
const SORTS: Record<string, Record<string, string>> = {
  contacts: { contact_created_at: 'created_at', contact_updated_at: 'updated_at' },
  accounts: { account_created_at: 'created_at', account_updated_at: 'updated_at' },
};
const MAX_PER_PAGE = 100;

const apolloId = () => randomBytes(12).toString('hex');
const error = (status: number, message: string): FakeReply => ({ status, json: { error: message } });

/**
 * Apollo as docs.apollo.io documents it, on 127.0.0.1 (standing in for api.apollo.io and app.apollo.io): paths
 * under /api/v1; `x-api-key` (a master key for users and sequences) or `Authorization: Bearer` (OAuth); JSON bodies
 * (else 415); the search endpoints take page/per_page (at most 100) in the body and answer
 * {<records>, pagination: {page, per_page, total_entries, total_pages}}; GET /users/search takes them in the query;
 * create/view/update answer {contact} or {account}; 422 for unknown body keys; rate-limit headers
 * (x-minute-requests-left) and 429 on demand. OAuth: /api/v1/oauth/token exchanges a code or a refresh token.
 */
export class FakeApollo extends FakeTool {
  readonly contacts = new Map<string, ApolloRecord>();
  readonly accounts = new Map<string, ApolloRecord>();
  readonly sequences = new Map<string, ApolloRecord>();
  readonly users = new Map<string, ApolloRecord>();
  /** contact ids added to each sequence */
  readonly sequenceMembers = new Map<string, string[]>();
  minuteLeft = 200;
  private clock = Date.parse('2024-09-01T10:00:00Z');

  constructor(
    readonly apiKey: string,
    readonly options: { masterKey: boolean; oauth: { clientId: string; clientSecret: string; refreshToken: string; token: string } } = {
      masterKey: true,
      oauth: { clientId: 'apollo-client-id', clientSecret: 'apollo-client-secret', refreshToken: 'apollo-refresh', token: 'apollo-token' },
    },
  ) {
    super();
  }

  private tick(): string {
    this.clock += 60_000;
    return new Date(this.clock).toISOString();
  }

  add(kind: 'contacts' | 'accounts' | 'sequences' | 'users', fields: ApolloRecord): ApolloRecord {
    const at = this.tick();
    const rec: ApolloRecord = {
      id: apolloId(),
      created_at: at,
      ...(kind === 'contacts' || kind === 'accounts' ? { updated_at: at } : {}),
      ...fields,
    };
    this[kind].set(String(rec.id), rec);
    return rec;
  }

  private auth(req: RecordedRequest): 'master' | 'key' | 'oauth' | undefined {
    if (req.headers.authorization === `Bearer ${this.options.oauth.token}`) return 'oauth';
    if (req.headers['x-api-key'] === this.apiKey) return this.options.masterKey ? 'master' : 'key';
    return undefined;
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (req.path === '/api/v1/oauth/token' && req.method === 'POST') return this.token(req);
    const reply = this.route(req);
    return { ...reply, headers: { ...reply.headers, 'x-minute-requests-left': String(Math.max(this.minuteLeft, 0)) } };
  }

  private route(req: RecordedRequest): FakeReply {
    if (this.minuteLeft-- <= 0)
      return {
        status: 429,
        headers: { 'retry-after': '1' },
        json: { message: 'The maximum number of api calls allowed for api/v1/contacts/search is 200 times per minute.' },
      };
    const who = this.auth(req);
    if (!who) return error(401, 'Invalid access credentials.');
    const p = req.path;
    // Search for Sequences and Add Contacts to a Sequence take every parameter in the query: a body is refused.
    const queryOnly = p === '/api/v1/emailer_campaigns/search' || p.endsWith('/add_contact_ids');
    if (queryOnly && req.body !== '') return error(422, `${p} takes its parameters in the query, not in a body`);
    if (req.method !== 'GET' && !queryOnly && !(req.headers['content-type'] ?? '').startsWith('application/json'))
      return error(415, 'Content-Type must be application/json');
    const body = (req.json ?? {}) as ApolloRecord;
    if (p === '/api/v1/users/search' && req.method === 'GET') {
      if (who === 'key') return error(403, 'api/v1/users/search is not accessible with this api_key');
      return this.page('users', [...this.users.values()], Number(req.query.page ?? 1), Number(req.query.per_page ?? 25));
    }
    if (p === '/api/v1/contacts/search' && req.method === 'POST') return this.search('contacts', this.contacts, body);
    if (p === '/api/v1/accounts/search' && req.method === 'POST') return this.search('accounts', this.accounts, body);
    if (p === '/api/v1/emailer_campaigns/search' && req.method === 'POST') {
      if (who === 'key') return error(403, 'api/v1/emailer_campaigns/search is not accessible with this api_key');
      return this.search('emailer_campaigns', this.sequences, { ...req.query });
    }
    if (p === '/api/v1/contacts' && req.method === 'POST') return this.write('contact', this.contacts, CONTACT_WRITABLE, undefined, body);
    if (p === '/api/v1/accounts' && req.method === 'POST') return this.write('account', this.accounts, ACCOUNT_WRITABLE, undefined, body);
    let m = /^\/api\/v1\/(contacts|accounts)\/([0-9a-f]{24})$/.exec(p);
    if (m) {
      const store = m[1] === 'contacts' ? this.contacts : this.accounts;
      const rec = store.get(m[2]!);
      if (!rec) return error(404, 'Record not found');
      if (req.method === 'GET' && m[1] === 'contacts') return { json: { contact: rec } };
      // "Update a Contact" / "Update an Account" are PATCH; PUT is not routed.
      if (req.method === 'PATCH')
        return m[1] === 'contacts'
          ? this.write('contact', store, CONTACT_WRITABLE, rec, body)
          : this.write('account', store, ACCOUNT_WRITABLE, rec, body);
      return error(405, 'Method not allowed');
    }
    m = /^\/api\/v1\/emailer_campaigns\/([0-9a-f]{24})\/add_contact_ids$/.exec(p);
    if (m && req.method === 'POST') return this.addToSequence(m[1]!, req);
    return error(404, 'Not found');
  }

  private token(req: RecordedRequest): FakeReply {
    const form = req.json ? new URLSearchParams(req.json as Record<string, string>) : new URLSearchParams(req.body);
    const o = this.options.oauth;
    if (form.get('client_id') !== o.clientId || form.get('client_secret') !== o.clientSecret)
      return { status: 401, json: { error: 'invalid_client' } };
    if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== o.refreshToken)
      return { status: 400, json: { error: 'invalid_grant' } };
    return {
      json: {
        access_token: o.token,
        refresh_token: o.refreshToken,
        token_type: 'Bearer',
        expires_in: 2592000,
        scope: 'read_user_profile app_scopes',
        created_at: Math.floor(this.clock / 1000),
      },
    };
  }

  private page(key: string, all: ApolloRecord[], page: number, perPage: number): FakeReply {
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
      return error(422, `per_page must be between 1 and ${MAX_PER_PAGE}`);
    return {
      json: {
        breadcrumbs: [],
        [key]: all.slice((page - 1) * perPage, page * perPage),
        pagination: { page, per_page: perPage, total_entries: all.length, total_pages: Math.ceil(all.length / perPage) },
      },
    };
  }

  private search(key: string, store: Map<string, ApolloRecord>, body: ApolloRecord): FakeReply {
    const unknown = Object.keys(body).filter((k) => !SEARCH_KEYS[key]!.includes(k));
    if (unknown.length) return error(422, `Unknown parameters: ${unknown.join(', ')}`);
    let all = [...store.values()];
    if (typeof body.q_keywords === 'string') {
      const q = body.q_keywords.toLowerCase();
      all = all.filter((r) =>
        [r.first_name, r.last_name, r.email, r.title].some((v) => typeof v === 'string' && v.toLowerCase().includes(q)),
      );
    }
    const sortKey = typeof body.sort_by_field === 'string' ? SORTS[key]?.[body.sort_by_field] : undefined;
    if (body.sort_by_field !== undefined && !sortKey) return error(422, `sort_by_field ${String(body.sort_by_field)} is not valid`);
    if (sortKey) {
      all.sort((a, b) => Date.parse(String(a[sortKey])) - Date.parse(String(b[sortKey])));
      if (body.sort_ascending !== true) all.reverse();
    }
    return this.page(key, all, Number(body.page ?? 1), Number(body.per_page ?? 25));
  }

  private write(
    one: 'contact' | 'account',
    store: Map<string, ApolloRecord>,
    writable: string[],
    current: ApolloRecord | undefined,
    body: ApolloRecord,
  ): FakeReply {
    const refused = Object.keys(body).filter((k) => !writable.includes(k));
    if (refused.length) return error(422, `Unknown parameters: ${refused.join(', ')}`);
    if (current) {
      Object.assign(current, body, { updated_at: this.tick() });
      return { json: { [one]: current } };
    }
    const defaults: ApolloRecord =
      one === 'contact'
        ? { first_name: null, last_name: null, title: null, email: null, owner_id: null, account_id: null, phone_numbers: [] }
        : { domain: null, owner_id: null };
    const rec = this.add(one === 'contact' ? 'contacts' : 'accounts', { ...defaults, ...body });
    if (one === 'contact') rec.name = [rec.first_name, rec.last_name].filter(Boolean).join(' ');
    return { json: { [one]: rec } };
  }

  private addToSequence(sequenceId: string, req: RecordedRequest): FakeReply {
    const seq = this.sequences.get(sequenceId);
    if (!seq) return error(404, 'Sequence not found');
    const q = req.query;
    if (q.emailer_campaign_id !== sequenceId) return error(422, 'emailer_campaign_id must match the sequence in the path');
    // contact_ids[] once per contact (a comma-joined value would be one unknown id).
    const ids = req.queryAll.filter(([k]) => k === 'contact_ids[]').map(([, v]) => v);
    if (!ids.length) return error(422, 'contact_ids[] or label_names[] is required');
    if (typeof q.send_email_from_email_account_id !== 'string') return error(422, 'send_email_from_email_account_id is required');
    const missing = ids.filter((id) => !this.contacts.has(id));
    if (missing.length) return error(422, `Unknown contacts: ${missing.join(', ')}`);
    this.sequenceMembers.set(sequenceId, [...(this.sequenceMembers.get(sequenceId) ?? []), ...ids]);
    return { json: { contacts: ids.map((id) => this.contacts.get(id)), emailer_campaign: seq } };
  }
}

import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export interface HubspotObject {
  id: string;
  properties: Record<string, string | null>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  archivedAt?: string;
}

const OBJECT_TYPES = ['contacts', 'companies', 'deals', 'leads', 'notes'] as const;
const DEFAULT_PROPS = ['hs_object_id', 'createdate', 'lastmodifieddate'];
/** HubSpot's default searchable properties for `query` (Search API docs), the ones these fakes hold. */
const SEARCHABLE: Record<string, string[]> = {
  contacts: ['firstname', 'lastname', 'email', 'phone', 'mobilephone', 'company', 'hs_additional_emails'],
  companies: ['name', 'domain', 'website', 'phone'],
  deals: ['dealname', 'pipeline', 'dealstage', 'description', 'dealtype'],
};
interface SearchBody {
  query?: string;
  filterGroups?: { filters: { propertyName: string; operator: 'EQ' | 'GTE'; value: string }[] }[];
  properties?: string[];
  limit?: number;
  after?: string;
}

/**
 * HubSpot CRM v3 as docs/vendors/hubspot.md documents it, on 127.0.0.1: objects under `/crm/v3/objects/<type>`
 * (`results[]` with `properties` as strings, `limit`/`after` cursor paging in `paging.next.after`, only the
 * requested `properties` plus the defaults), owners, lists (`/crm/v3/lists/search` with offset/hasMore, one
 * list under `list`, memberships with cursor paging). Bearer token required. `failNext` answers one status.
 */
export class FakeHubspot extends FailableFakeTool {
  readonly objects: Record<string, Map<string, HubspotObject>> = Object.fromEntries(OBJECT_TYPES.map((t) => [t, new Map()]));
  readonly owners: Record<string, unknown>[] = [];
  readonly lists: Record<string, unknown>[] = [];
  readonly memberships = new Map<string, string[]>();
  private nextId = 1000;
  /**
   * The OAuth token endpoint (`POST /oauth/v1/token`, form body, HubSpot's refresh): a refresh with `refreshToken`
   * issues a new access token (which the API then accepts); once `revoked`, it answers `400 invalid_grant` as HubSpot
   * does for an uninstalled app.
   */
  /** Property definitions per object type (Properties API `GET /crm/v3/properties/{objectType}`), custom ones added by tests. */
  readonly properties: Record<
    string,
    { name: string; label: string; type: string; fieldType: string; groupName: string; hubspotDefined?: boolean }[]
  > = {
    contacts: [
      { name: 'firstname', label: 'First Name', type: 'string', fieldType: 'text', groupName: 'contactinformation', hubspotDefined: true },
      { name: 'lastname', label: 'Last Name', type: 'string', fieldType: 'text', groupName: 'contactinformation', hubspotDefined: true },
      { name: 'email', label: 'Email', type: 'string', fieldType: 'text', groupName: 'contactinformation', hubspotDefined: true },
      { name: 'jobtitle', label: 'Job Title', type: 'string', fieldType: 'text', groupName: 'contactinformation', hubspotDefined: true },
    ],
  };
  readonly oauth = { refreshToken: 'hubspot-refresh-1', revoked: false, refreshes: 0 };

  /** `token`: the access token the API accepts (change it to revoke the current one). */
  constructor(public token: string) {
    super();
  }

  private refresh(form: URLSearchParams): FakeReply {
    if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== this.oauth.refreshToken || this.oauth.revoked)
      return { status: 400, json: { status: 'BAD_REFRESH_TOKEN', message: 'missing or invalid refresh token', error: 'invalid_grant' } };
    this.oauth.refreshes++;
    this.token = `hubspot-access-${this.oauth.refreshes + 1}`;
    return { json: { token_type: 'bearer', access_token: this.token, refresh_token: this.oauth.refreshToken, expires_in: 1800 } };
  }

  add(type: (typeof OBJECT_TYPES)[number], properties: Record<string, string | null>, at = '2025-01-20T16:42:10.000Z'): HubspotObject {
    const id = String(this.nextId++);
    const rec = {
      id,
      properties: { ...properties, hs_object_id: id, createdate: at, lastmodifieddate: at },
      createdAt: at,
      updatedAt: at,
      archived: false,
    };
    this.objects[type]!.set(id, rec);
    return rec;
  }

  /** Archives (deletes) a record as a user would in HubSpot: listed with archived=true from then on. */
  archive(rec: { archived: boolean; archivedAt?: string }): void {
    rec.archived = true;
    rec.archivedAt = new Date().toISOString();
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (req.method === 'POST' && req.path === '/oauth/v1/token') return this.refresh(new URLSearchParams(req.body));
    if (req.headers.authorization !== `Bearer ${this.token}`) {
      return {
        status: 401,
        json: { status: 'error', message: 'Authentication credentials not found.', category: 'INVALID_AUTHENTICATION' },
      };
    }
    const failure = this.nextFailure();
    if (failure) return failure;
    const p = req.path;
    let m = /^\/crm\/v3\/objects\/([a-z]+)$/.exec(p);
    if (m && this.objects[m[1]!]) {
      const store = this.objects[m[1]!]!;
      if (req.method === 'GET')
        return this.page(
          // archived=true lists only archived (deleted) records, with archivedAt; otherwise only live ones.
          [...store.values()].filter((o) => o.archived === (req.query.archived === 'true')).map((o) => this.view(o, req.query.properties)),
          req.query,
          'results',
        );
      if (req.method === 'POST') {
        const body = req.json as { properties?: Record<string, string> };
        const rec = this.add(m[1] as (typeof OBJECT_TYPES)[number], body.properties ?? {}, new Date().toISOString());
        return { status: 201, json: this.view(rec) };
      }
    }
    m = /^\/crm\/v3\/objects\/([a-z]+)\/search$/.exec(p);
    if (m && this.objects[m[1]!] && req.method === 'POST') return this.search(m[1]!, req.json ?? {});
    m = /^\/crm\/v3\/objects\/([a-z]+)\/([^/]+)$/.exec(p);
    if (m && this.objects[m[1]!]) {
      const rec = this.objects[m[1]!]!.get(m[2]!);
      if (!rec || rec.archived)
        return { status: 404, json: { status: 'error', message: 'Object not found', category: 'OBJECT_NOT_FOUND' } };
      if (req.method === 'GET') return { json: this.view(rec, req.query.properties) };
      if (req.method === 'PATCH') {
        const body = req.json as { properties?: Record<string, string> };
        rec.properties = { ...rec.properties, ...(body.properties ?? {}) };
        rec.updatedAt = new Date().toISOString();
        rec.properties.lastmodifieddate = rec.updatedAt;
        return { json: this.view(rec) };
      }
      if (req.method === 'DELETE') {
        this.archive(rec);
        return { status: 204 };
      }
    }
    m = /^\/crm\/v3\/properties\/([a-z]+)$/.exec(p);
    if (m && this.objects[m[1]!] && req.method === 'GET') return { json: { results: this.properties[m[1]!] ?? [] } };
    if (p === '/crm/v3/owners' && req.method === 'GET') return this.page(this.owners, req.query, 'results');
    m = /^\/crm\/v3\/owners\/([^/]+)$/.exec(p);
    if (m) {
      const o = this.owners.find((x) => x.id === m![1]);
      return o ? { json: o } : { status: 404, json: { status: 'error', message: 'Owner not found' } };
    }
    if (p === '/crm/v3/lists/search' && req.method === 'POST') {
      const body = (req.json ?? {}) as { offset?: number; count?: number };
      const offset = body.offset ?? 0;
      const count = body.count ?? 20;
      const slice = this.lists.slice(offset, offset + count);
      return {
        json: { lists: slice, hasMore: offset + count < this.lists.length, offset: offset + slice.length, total: this.lists.length },
      };
    }
    m = /^\/crm\/v3\/lists\/([^/]+)\/memberships$/.exec(p);
    if (m && req.method === 'GET') {
      const ids = this.memberships.get(m[1]!) ?? [];
      return this.page(
        ids.map((recordId) => ({ recordId, membershipTimestamp: '2025-02-10T08:30:00.000Z' })),
        req.query,
        'results',
        (r) => r.recordId,
      );
    }
    m = /^\/crm\/v3\/lists\/([^/]+)$/.exec(p);
    if (m && req.method === 'GET') {
      const l = this.lists.find((x) => x.listId === m[1]);
      return l ? { json: { list: l } } : { status: 404, json: { status: 'error', message: 'List not found' } };
    }
    return { status: 404, json: { status: 'error', message: `No route ${req.method} ${p}` } };
  }

  /**
   * POST /crm/v3/objects/<type>/search: `query` matches (case-insensitive, substring) the default searchable
   * properties; `filterGroups` with EQ/GTE; `limit` (<= 200) and `after` in the body; `total` and `paging.next.after`.
   */
  private search(type: string, body: SearchBody): FakeReply {
    const q = body.query?.toLowerCase();
    const searchable = SEARCHABLE[type] ?? [];
    const matches = [...this.objects[type]!.values()].filter((o) => {
      if (o.archived) return false;
      if (q && !searchable.some((k) => (o.properties[k] ?? '').toLowerCase().includes(q))) return false;
      const groups = body.filterGroups ?? [];
      return (
        groups.length === 0 ||
        groups.some((g) =>
          g.filters.every((f) =>
            f.operator === 'EQ' ? o.properties[f.propertyName] === f.value : (o.properties[f.propertyName] ?? '') >= f.value,
          ),
        )
      );
    });
    const limit = Math.min(body.limit ?? 10, 200);
    const start = Number(body.after ?? 0);
    const results = matches.slice(start, start + limit).map((o) => this.view(o, body.properties?.join(',')));
    const more = start + limit < matches.length;
    return { json: { total: matches.length, results, ...(more ? { paging: { next: { after: String(start + limit) } } } : {}) } };
  }

  /** Cursor paging: `after` is the position to continue from (opaque to clients), `limit` at most 100. */
  private page<T>(all: T[], query: Record<string, string>, key: string, _id?: (r: any) => string): FakeReply {
    const limit = Math.min(Number(query.limit ?? 10), 100);
    const start = Number(query.after ?? 0);
    const results = all.slice(start, start + limit);
    const more = start + limit < all.length;
    return {
      json: {
        [key]: results,
        ...(more ? { paging: { next: { after: String(start + limit), link: `${this.origin}/?after=${start + limit}` } } } : {}),
      },
    };
  }

  private view(o: HubspotObject, properties?: string): Record<string, unknown> {
    const wanted = properties ? new Set([...properties.split(','), ...DEFAULT_PROPS]) : undefined;
    const props = Object.fromEntries(Object.entries(o.properties).filter(([k]) => !wanted || wanted.has(k)));
    return {
      id: o.id,
      properties: props,
      createdAt: o.createdAt,
      updatedAt: o.updatedAt,
      archived: o.archived,
      ...(o.archivedAt ? { archivedAt: o.archivedAt } : {}),
    };
  }
}

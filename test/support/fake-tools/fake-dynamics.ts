import { randomUUID } from 'node:crypto';
import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';
import { FakeVendorOAuth } from './fake-vendor-oauth.js';

const API = '/api/data/v9.2';

/** The tables the fake serves: entity set name -> primary key column and the columns a row may carry. */
const TABLES: Record<string, { key: string; logical: string; columns: string[] }> = {
  contacts: {
    key: 'contactid',
    logical: 'contact',
    columns: [
      'firstname',
      'lastname',
      'emailaddress1',
      'telephone1',
      'jobtitle',
      '_parentcustomerid_value',
      '_ownerid_value',
      'department',
    ],
  },
  accounts: { key: 'accountid', logical: 'account', columns: ['name', 'websiteurl', 'telephone1', '_ownerid_value', 'industrycode'] },
  opportunities: {
    key: 'opportunityid',
    logical: 'opportunity',
    columns: ['name', 'estimatedvalue', 'stepname', 'estimatedclosedate', '_parentaccountid_value', '_ownerid_value', 'statecode'],
  },
  leads: {
    key: 'leadid',
    logical: 'lead',
    columns: ['firstname', 'lastname', 'emailaddress1', 'telephone1', 'companyname', 'statuscode', '_ownerid_value'],
  },
  annotations: {
    key: 'annotationid',
    logical: 'annotation',
    columns: ['notetext', 'subject', '_objectid_value', 'objecttypecode', '_ownerid_value'],
  },
  systemusers: { key: 'systemuserid', logical: 'systemuser', columns: ['fullname', 'internalemailaddress', 'isdisabled'] },
};

type Row = Record<string, unknown>;

/**
 * Microsoft Dataverse Web API v9.2 (Dynamics 365 Sales) as docs/vendors/dynamics365.md describes it, on 127.0.0.1:
 * Microsoft identity platform v2.0 OAuth on `/{tenant}/oauth2/v2.0/{authorize,token}` (scope
 * `<environment URL>/user_impersonation offline_access`); the entity sets with `$select`, `$filter=modifiedon gt
 * <iso>`, `$orderby=modifiedon asc`, `Prefer: odata.maxpagesize=N` paging with an absolute `@odata.nextLink`
 * (`$skiptoken`), `{set}({id})` reads, POST/PATCH/DELETE (`Prefer: return=representation`, `If-Match: *`), WhoAmI
 * and the WinOpportunity action. Errors carry `{"error":{"code":"0x…","message"}}`. Raw replies can be queued.
 */
export class FakeDynamics extends FailableFakeTool {
  readonly oauth: FakeVendorOAuth;
  readonly rows: Record<string, Row[]> = Object.fromEntries(Object.keys(TABLES).map((t) => [t, []]));
  readonly userId = '2e1b5f3a-0b1c-ed11-b83e-000d3a572421';
  private clock = Date.parse('2024-05-01T08:00:00Z');

  constructor(
    readonly orgUrl: string,
    client: { clientId: string; clientSecret: string },
  ) {
    super();
    this.oauth = new FakeVendorOAuth({
      authorizePath: /^\/[A-Za-z0-9.-]+\/oauth2\/v2\.0\/authorize$/,
      tokenPath: /^\/[A-Za-z0-9.-]+\/oauth2\/v2\.0\/token$/,
      ...client,
      clientAuth: 'body',
      checkScope: (scope) =>
        scope?.split(' ').includes(`${orgUrl}/user_impersonation`) ? undefined : `AADSTS70011: The provided scope '${scope}' is not valid`,
      expiresIn: 3599,
      rotateRefreshTokens: true,
    });
  }

  /** Adds a row; createdon/modifiedon advance one minute per write so `modifiedon gt` is meaningful. */
  add(set: string, values: Row): Row {
    const t = TABLES[set]!;
    const now = this.tick();
    const row: Row = { [t.key]: randomUUID(), _ownerid_value: this.userId, createdon: now, modifiedon: now, ...values };
    this.rows[set]!.push(row);
    return row;
  }

  /** Changes a row as a user in Dynamics would (modifiedon moves). */
  touch(set: string, id: string, values: Row): void {
    const row = this.find(set, id)!;
    Object.assign(row, values, { modifiedon: this.tick() });
  }

  find(set: string, id: string): Row | undefined {
    return this.rows[set]?.find((r) => r[TABLES[set]!.key] === id);
  }

  private tick(): string {
    this.clock += 60_000;
    return new Date(this.clock).toISOString().replace('.000Z', 'Z');
  }

  private error(status: number, code: string, message: string, headers?: Record<string, string>): FakeReply {
    return { status, json: { error: { code, message } }, ...(headers ? { headers } : {}) };
  }

  protected handle(req: RecordedRequest): FakeReply {
    const oauth = this.oauth.handle(req);
    if (oauth) return oauth;
    if (!req.path.startsWith(`${API}/`)) return this.error(404, '0x8006088a', `Resource not found for the segment '${req.path}'.`);
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!this.oauth.acceptsAccessToken(token)) {
      return {
        status: 401,
        headers: {
          'www-authenticate': `Bearer error=invalid_token, authorization_uri=https://login.microsoftonline.com/common/oauth2/authorize`,
        },
        text: '',
      };
    }
    const queued = this.nextFailure();
    if (queued) return queued;
    const rest = req.path.slice(API.length + 1);
    if (req.method === 'GET' && rest === 'WhoAmI') {
      return {
        json: {
          '@odata.context': `${this.orgUrl}${API}/$metadata#Microsoft.Dynamics.CRM.WhoAmIResponse`,
          BusinessUnitId: 'b1a2c3d4-0000-ed11-b83e-000d3a572421',
          UserId: this.userId,
          OrganizationId: 'f0e1d2c3-0000-ed11-b83e-000d3a572421',
        },
      };
    }
    if (req.method === 'POST' && rest === 'WinOpportunity') return this.win(req);
    const m = /^([a-z]+)(?:\(([0-9a-fA-F-]{36})\))?$/.exec(rest);
    const set = m?.[1];
    if (!m || !set || !TABLES[set]) return this.error(404, '0x8006088a', `Resource not found for the segment '${rest}'.`);
    const id = m[2];
    if (req.method === 'GET' && !id) return this.list(req, set);
    if (req.method === 'POST' && !id) return this.create(req, set);
    if (!id) return this.error(405, '0x80060888', `The HTTP method '${req.method}' is not allowed on an entity set.`);
    const row = this.find(set, id);
    const notFound = () => this.error(404, '0x80040217', `${TABLES[set]!.logical} With Id = ${id} Does Not Exist`);
    if (req.method === 'GET') return row ? { json: this.project(set, row, req.query.$select) } : notFound();
    if (req.method === 'DELETE') {
      if (!row) return notFound();
      this.rows[set] = this.rows[set]!.filter((r) => r !== row);
      return { status: 204 };
    }
    if (req.method === 'PATCH') {
      // Without If-Match, PATCH is an upsert; If-Match: * refuses to create.
      if (!row && req.headers['if-match'] === '*') return notFound();
      const bad = this.unknownColumn(set, req.json);
      if (bad) return bad;
      const target = row ?? this.add(set, { [TABLES[set].key]: id });
      Object.assign(target, req.json as Row, { modifiedon: this.tick() });
      return this.written(req, set, target, 204);
    }
    return this.error(405, '0x80060888', `The HTTP method '${req.method}' is not allowed.`);
  }

  private unknownColumn(set: string, body: unknown): FakeReply | undefined {
    if (!body || typeof body !== 'object')
      return this.error(400, '0x80048d19', 'Error identified in Payload provided by the user for Entity');
    for (const k of Object.keys(body)) {
      if (k.includes('@odata.bind')) continue;
      if (!TABLES[set]!.columns.includes(k) || k.startsWith('_')) {
        return this.error(
          400,
          '0x80060888',
          `Invalid property '${k}' was found in entity 'Microsoft.Dynamics.CRM.${TABLES[set]!.logical}'.`,
        );
      }
    }
    return undefined;
  }

  private create(req: RecordedRequest, set: string): FakeReply {
    const bad = this.unknownColumn(set, req.json);
    if (bad) return bad;
    const row = this.add(set, req.json as Row);
    return this.written(req, set, row, 204);
  }

  /** 201/200 with the row under `Prefer: return=representation`, else 204 with OData-EntityId. */
  private written(req: RecordedRequest, set: string, row: Row, plain: number): FakeReply {
    const entityId = `${this.orgUrl}${API}/${set}(${String(row[TABLES[set]!.key])})`;
    if (String(req.headers.prefer ?? '').includes('return=representation')) {
      return {
        status: req.method === 'POST' ? 201 : 200,
        headers: { 'OData-EntityId': entityId, 'Preference-Applied': 'return=representation' },
        json: { '@odata.context': `${this.orgUrl}${API}/$metadata#${set}/$entity`, ...this.project(set, row, undefined) },
      };
    }
    return { status: plain, headers: { 'OData-EntityId': entityId } };
  }

  private project(set: string, row: Row, select: string | undefined): Row {
    const etag = `W/"${Date.parse(String(row.modifiedon)) / 1000}"`;
    if (!select) return { '@odata.etag': etag, ...row };
    const out: Row = { '@odata.etag': etag };
    for (const c of select.split(',')) out[c] = row[c] ?? null;
    out[TABLES[set]!.key] = row[TABLES[set]!.key];
    return out;
  }

  private list(req: RecordedRequest, set: string): FakeReply {
    let rows = [...this.rows[set]!];
    const filter = req.query.$filter;
    if (filter !== undefined) {
      const f = /^modifiedon gt (\d{4}-\d\d-\d\dT[\d:.]+Z)$/.exec(filter);
      if (!f)
        return this.error(
          400,
          '0x80060888',
          `Could not find a property named '${filter.split(' ')[0]}' on type 'Microsoft.Dynamics.CRM.${TABLES[set]!.logical}'.`,
        );
      rows = rows.filter((r) => Date.parse(String(r.modifiedon)) > Date.parse(f[1]!));
    }
    if (req.query.$orderby === 'modifiedon asc') rows.sort((a, b) => Date.parse(String(a.modifiedon)) - Date.parse(String(b.modifiedon)));
    const pref = /odata\.maxpagesize=(\d+)/.exec(String(req.headers.prefer ?? ''));
    const pageSize = Math.min(pref ? Number(pref[1]) : 5000, 5000);
    const page = Number(/pagenumber="(\d+)"/.exec(req.query.$skiptoken ?? '')?.[1] ?? 1);
    const slice = rows.slice((page - 1) * pageSize, page * pageSize);
    const body: Row = {
      '@odata.context': `${this.orgUrl}${API}/$metadata#${set}`,
      value: slice.map((r) => this.project(set, r, req.query.$select)),
    };
    if (page * pageSize < rows.length) {
      const next = new URLSearchParams({ ...req.query, $skiptoken: `<cookie pagenumber="${page + 1}" istracking="False" />` });
      body['@odata.nextLink'] = `${this.origin}${API}/${set}?${next.toString()}`;
    }
    return { json: body, headers: { 'OData-Version': '4.0', ...(pref ? { 'Preference-Applied': `odata.maxpagesize=${pageSize}` } : {}) } };
  }

  private win(req: RecordedRequest): FakeReply {
    const body = req.json as { Status?: number; OpportunityClose?: Row } | undefined;
    const bind = String(body?.OpportunityClose?.['opportunityid@odata.bind'] ?? '');
    const id = /^\/opportunities\(([0-9a-fA-F-]{36})\)$/.exec(bind)?.[1];
    if (typeof body?.Status !== 'number' || !id)
      return this.error(400, '0x80040203', 'Status and OpportunityClose with opportunityid@odata.bind are required');
    const opp = this.find('opportunities', id);
    if (!opp) return this.error(404, '0x80040217', `opportunity With Id = ${id} Does Not Exist`);
    this.touch('opportunities', id, { statecode: 1 });
    return { status: 204 };
  }
}

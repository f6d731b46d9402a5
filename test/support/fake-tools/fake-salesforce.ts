import { randomBytes } from 'node:crypto';
import { FailableFakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export type SfRecord = Record<string, unknown>;

const API = '/services/data/v62.0';
/** Fields each sObject has (docs/vendors/salesforce.md §6), the key prefix of its ids, and what create requires. */
const SOBJECTS: Record<string, { prefix: string; fields: string[]; required: string[] }> = {
  Contact: {
    prefix: '003',
    fields: ['FirstName', 'LastName', 'Email', 'Phone', 'Title', 'AccountId', 'OwnerId', 'Department'],
    required: ['LastName'],
  },
  Account: {
    prefix: '001',
    fields: ['Name', 'Website', 'Phone', 'Industry', 'NumberOfEmployees', 'BillingCity', 'BillingCountry', 'OwnerId'],
    required: ['Name'],
  },
  Opportunity: {
    prefix: '006',
    fields: ['Name', 'StageName', 'CloseDate', 'Amount', 'AccountId', 'OwnerId', 'Probability', 'IsClosed', 'IsWon'],
    required: ['Name', 'StageName', 'CloseDate'],
  },
  Lead: {
    prefix: '00Q',
    fields: ['FirstName', 'LastName', 'Company', 'Email', 'Phone', 'Title', 'Status', 'OwnerId', 'IsConverted'],
    required: ['LastName', 'Company'],
  },
  Note: { prefix: '002', fields: ['ParentId', 'Title', 'Body', 'IsPrivate', 'OwnerId'], required: ['ParentId', 'Title'] },
  User: { prefix: '005', fields: ['Username', 'FirstName', 'LastName', 'Name', 'Email', 'IsActive'], required: [] },
  ListView: { prefix: '00B', fields: ['Name', 'DeveloperName', 'NamespacePrefix', 'SobjectType', 'IsSoqlCompatible'], required: [] },
};
const SYSTEM = ['Id', 'IsDeleted', 'CreatedDate', 'LastModifiedDate', 'SystemModstamp'];
const READ_ONLY_OBJECTS = new Set(['User', 'ListView']);

/** Salesforce's datetime format in responses: `2024-01-05T10:00:00.000+0000`. */
const sfDate = (d: Date | string) => new Date(d).toISOString().replace('Z', '+0000');

const err = (status: number, errorCode: string, message: string, fields?: string[]): FakeReply => ({
  status,
  json: [{ message, errorCode, ...(fields ? { fields } : {}) }],
});

/**
 * Salesforce REST (v62.0) as docs/vendors/salesforce.md documents it, on 127.0.0.1: SOQL `GET /query?q=` with
 * `nextRecordsUrl` / `done` batches (batch size from `Sforce-Query-Options: batchSize=`, at least 200, and at
 * most `maxBatch`, which stands in for the server returning fewer rows than asked), sObject get/create (201
 * `{id, success, errors}`)/update (204)/delete (204), errors as JSON arrays of `{message, errorCode, fields?}`.
 * Every record carries `attributes`; datetimes read `…000+0000`. SOQL fields are checked (400 INVALID_FIELD).
 */
export class FakeSalesforce extends FailableFakeTool {
  readonly objects: Record<string, Map<string, SfRecord>> = Object.fromEntries(Object.keys(SOBJECTS).map((t) => [t, new Map()]));
  /** The most rows one query batch returns, whatever the batch size asked for. */
  maxBatch = 2000;
  private cursors = new Map<string, { type: string; fields: string[]; ids: string[]; size: number }>();
  private counter = 1;

  constructor(readonly token: string) {
    super();
  }

  newId(type: string): string {
    const n = String(this.counter++).padStart(10, '0');
    return `${SOBJECTS[type]!.prefix}xx${n}AAS`;
  }

  add(type: string, fields: SfRecord, at = '2024-01-05T10:00:00.000Z'): SfRecord {
    const id = this.newId(type);
    const rec: SfRecord = {
      Id: id,
      IsDeleted: false,
      ...fields,
      CreatedDate: sfDate(at),
      LastModifiedDate: sfDate(at),
      SystemModstamp: sfDate(at),
    };
    this.objects[type]!.set(id, rec);
    return rec;
  }

  private view(type: string, rec: SfRecord, fields?: string[]): SfRecord {
    const out: SfRecord = { attributes: { type, url: `${API}/sobjects/${type}/${rec.Id as string}` } };
    for (const f of fields ?? [...SYSTEM, ...SOBJECTS[type]!.fields]) out[f] = rec[f] ?? null;
    return out;
  }

  /** Field descriptions per sObject (`GET .../sobjects/{Object}/describe`), custom fields added by tests. */
  readonly describeFields: Record<string, { name: string; label: string; type: string; custom: boolean }[]> = {
    Contact: [
      { name: 'Id', label: 'Contact ID', type: 'id', custom: false },
      { name: 'FirstName', label: 'First Name', type: 'string', custom: false },
      { name: 'Title', label: 'Title', type: 'string', custom: false },
    ],
  };

  protected handle(req: RecordedRequest): FakeReply {
    if (req.headers.authorization !== `Bearer ${this.token}`) return err(401, 'INVALID_SESSION_ID', 'Session expired or invalid');
    const failure = this.nextFailure();
    if (failure) return failure;
    const p = req.path;
    if (p === `${API}/query` && req.method === 'GET') return this.query(req);
    let m = new RegExp(`^${API}/query/(01g[A-Za-z0-9]+)-(\\d+)$`).exec(p);
    if (m && req.method === 'GET') return this.batch(m[1]!, Number(m[2]));
    m = new RegExp(`^${API}/sobjects/([A-Za-z]+)$`).exec(p);
    if (m && SOBJECTS[m[1]!] && req.method === 'POST') return this.create(m[1]!, req.json);
    // sObject Describe: every field of the object, custom ones (`__c`) included.
    m = new RegExp(`^${API}/sobjects/([A-Za-z]+)/describe$`).exec(p);
    if (m && SOBJECTS[m[1]!] && req.method === 'GET')
      return { json: { name: m[1], custom: false, fields: this.describeFields[m[1]!] ?? [] } };
    // getDeleted: `GET /sobjects/{type}/deleted/?start=&end=` (ISO date-times, start within the last 30 days).
    m = new RegExp(`^${API}/sobjects/([A-Za-z]+)/deleted/?$`).exec(p);
    if (m && SOBJECTS[m[1]!] && req.method === 'GET') return this.getDeleted(m[1]!, req);
    m = new RegExp(`^${API}/sobjects/([A-Za-z]+)/([^/]+)$`).exec(p);
    if (m && SOBJECTS[m[1]!]) {
      const type = m[1]!;
      const rec = this.objects[type]!.get(m[2]!);
      if (!rec || rec.IsDeleted === true) return err(404, 'NOT_FOUND', 'The requested resource does not exist');
      if (req.method === 'GET') return { json: this.view(type, rec, req.query.fields?.split(',')) };
      if (req.method === 'PATCH') return this.update(type, rec, req.json);
      if (req.method === 'DELETE') {
        this.remove(type, rec.Id as string);
        return { status: 204 };
      }
    }
    return err(404, 'NOT_FOUND', 'The requested resource does not exist');
  }

  /** Deletes a record as a user would (to the recycle bin): IsDeleted, and listed by getDeleted from then on. */
  remove(type: string, id: string): void {
    const rec = this.objects[type]!.get(id);
    if (!rec) throw new Error(`no ${type} ${id}`);
    rec.IsDeleted = true;
    rec.DeletedAt = new Date().toISOString();
    rec.SystemModstamp = sfDate(new Date());
  }

  /** "Get Deleted Records": ids deleted in [start, end]; start within 30 days (INVALID_REPLICATION_DATE), end after start. */
  private getDeleted(type: string, req: RecordedRequest): FakeReply {
    const start = Date.parse(req.query.start ?? '');
    const end = Date.parse(req.query.end ?? '');
    if (Number.isNaN(start) || Number.isNaN(end)) return err(400, 'MALFORMED_QUERY', 'start and end are required ISO 8601 date-times');
    if (start < Date.now() - 30 * 86_400_000) return err(400, 'INVALID_REPLICATION_DATE', 'startDate cannot be more than 30 days ago');
    if (end <= start) return err(400, 'INVALID_REPLICATION_DATE', 'EndDate must chronologically follow the StartDate');
    const deletedRecords = [...this.objects[type]!.values()]
      .filter((r) => r.IsDeleted === true && typeof r.DeletedAt === 'string')
      .filter((r) => Date.parse(r.DeletedAt as string) >= start && Date.parse(r.DeletedAt as string) <= end)
      .map((r) => ({ id: r.Id, deletedDate: sfDate(r.DeletedAt as string) }));
    return {
      json: {
        deletedRecords,
        earliestDateAvailable: sfDate(new Date(Date.now() - 15 * 86_400_000)),
        latestDateCovered: sfDate(new Date(end)),
      },
    };
  }

  private query(req: RecordedRequest): FakeReply {
    const q = req.query.q ?? '';
    // The incremental read: WHERE SystemModstamp >= <datetime> ORDER BY SystemModstamp ASC, Id ASC.
    const inc = /^SELECT (.+?) FROM (\w+) WHERE SystemModstamp >= (\S+) ORDER BY SystemModstamp ASC, Id ASC$/.exec(q);
    if (inc && Number.isNaN(Date.parse(inc[3]!))) return err(400, 'MALFORMED_QUERY', `invalid datetime: ${inc[3]!}`);
    const m = inc
      ? ([inc[0], inc[1], inc[2], undefined, undefined] as (string | undefined)[])
      : /^SELECT (.+?) FROM (\w+)(?: WHERE (\w+) = '([^']*)')? ORDER BY Id$/.exec(q);
    if (!m) return err(400, 'MALFORMED_QUERY', `unexpected token in: ${q}`);
    const type = m[2]!;
    if (!SOBJECTS[type]) return err(400, 'INVALID_TYPE', `sObject type '${type}' is not supported.`);
    const fields = m[1]!.split(',').map((f) => f.trim());
    // Custom fields (`__c`) added to the describe exist on the object like the standard ones.
    const custom = (this.describeFields[type] ?? []).filter((f) => f.custom).map((f) => f.name);
    const known = new Set([...SYSTEM, ...SOBJECTS[type].fields, ...custom]);
    const bad = fields.find((f) => !known.has(f));
    if (bad) return err(400, 'INVALID_FIELD', `\n${q}\n^\nERROR at Row:1:Column:8\nNo such column '${bad}' on entity '${type}'.`);
    const sinceMs = inc ? Date.parse(inc[3]!) : undefined;
    const rows = [...this.objects[type]!.values()]
      .filter((r) => r.IsDeleted !== true && (!m[3] || String(r[m[3]]) === m[4]))
      .filter((r) => sinceMs === undefined || Date.parse(String(r.SystemModstamp).replace('+0000', 'Z')) >= sinceMs)
      .sort((a, b) => String(a.Id).localeCompare(String(b.Id)));
    const opt = /batchSize=(\d+)/i.exec(String(req.headers['sforce-query-options'] ?? ''));
    const asked = opt ? Math.min(Math.max(Number(opt[1]), 200), 2000) : 2000;
    const locator = `01g${randomBytes(6).toString('hex')}`;
    this.cursors.set(locator, { type, fields, ids: rows.map((r) => String(r.Id)), size: Math.min(asked, this.maxBatch) });
    return this.batch(locator, 0);
  }

  private batch(locator: string, offset: number): FakeReply {
    const c = this.cursors.get(locator);
    if (!c) return err(400, 'INVALID_QUERY_LOCATOR', 'invalid query locator');
    const total = c.ids.length;
    const size = c.size;
    const ids = c.ids.slice(offset, offset + size);
    const records = ids.map((id) => this.view(c.type, this.objects[c.type]!.get(id)!, c.fields));
    const done = offset + size >= total;
    return { json: { totalSize: total, done, ...(done ? {} : { nextRecordsUrl: `${API}/query/${locator}-${offset + size}` }), records } };
  }

  /** Body checks shared by create and update: known, writable fields; dates as yyyy-MM-dd. */
  private checkBody(type: string, body: unknown): FakeReply | undefined {
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return err(400, 'JSON_PARSER_ERROR', 'The request body is not a JSON object');
    for (const [k, v] of Object.entries(body)) {
      if (SYSTEM.includes(k))
        return err(
          400,
          'INVALID_FIELD_FOR_INSERT_UPDATE',
          `Unable to create/update fields: ${k}. Please check the security settings of this field and verify that it is read/write for your profile or permission set.`,
          [k],
        );
      if (!SOBJECTS[type]!.fields.includes(k)) return err(400, 'INVALID_FIELD', `No such column '${k}' on sobject of type ${type}`);
      if (k === 'CloseDate' && v !== null && !/^\d{4}-\d{2}-\d{2}$/.test(String(v)))
        return err(
          400,
          'JSON_PARSER_ERROR',
          `Cannot deserialize instance of date from VALUE_STRING value ${String(v)} or request may be missing a required field at [line:1, column:2]`,
        );
    }
    return undefined;
  }

  private create(type: string, body: unknown): FakeReply {
    if (READ_ONLY_OBJECTS.has(type)) return err(405, 'METHOD_NOT_ALLOWED', `HTTP Method 'POST' not allowed. Allowed are GET,HEAD`);
    const bad = this.checkBody(type, body);
    if (bad) return bad;
    const b = body as SfRecord;
    const missing = SOBJECTS[type]!.required.filter((f) => b[f] === undefined || b[f] === null || b[f] === '');
    if (missing.length) return err(400, 'REQUIRED_FIELD_MISSING', `Required fields are missing: [${missing.join(', ')}]`, missing);
    const rec = this.add(type, b, new Date().toISOString());
    return { status: 201, json: { id: rec.Id, success: true, errors: [] } };
  }

  private update(type: string, rec: SfRecord, body: unknown): FakeReply {
    if (READ_ONLY_OBJECTS.has(type)) return err(405, 'METHOD_NOT_ALLOWED', `HTTP Method 'PATCH' not allowed. Allowed are GET,HEAD`);
    const bad = this.checkBody(type, body);
    if (bad) return bad;
    Object.assign(rec, body);
    rec.LastModifiedDate = rec.SystemModstamp = sfDate(new Date());
    return { status: 204 };
  }
}

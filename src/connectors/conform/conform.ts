import { loadManifestSource } from '../schema/load-manifest-source.js';
import { withImpliedFacts } from '../schema/repeated-facts.js';
import { VendorSpec, type VendorOperation } from './vendor-spec.js';
import { parsePath } from '../mapping/paths.js';

/** One difference between what a manifest sends or reads and what the vendor's API description allows. */
export interface Mismatch {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
  vendor?: string;
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const TEMPLATE = /\{\{[^}]*\}\}/g;
const pathOf = (p: unknown) => (typeof p === 'string' ? [...parsePath(p)] : []);
const describe = (op: VendorOperation) => `${op.method} ${op.path}${op.operationId ? ` ${op.operationId}` : ''}`;

/** What every check of one manifest reads and reports into. */
interface Conformance {
  vendor: VendorSpec;
  /** Adds a mismatch at the manifest's position of `pointer`, naming the vendor operation when there is one. */
  report: (pointer: string, message: string, op?: VendorOperation) => void;
  /** `http.headers`, lower-cased: sent with every request. */
  defaultHeaders: Record<string, string>;
  models: [string, Obj][];
}

/** One request the manifest can make, where it is written, and what it serves. */
interface ManifestRequest {
  at: string;
  spec: Obj;
  resource?: string;
  opName?: string;
  /** Whether the model fields' paths are checked against this request's record (one read per resource). */
  readsFields: boolean;
}

/**
 * Checks, without any network, every request a manifest can make (method and path, query parameter names,
 * required parameters, body fields, media types) and every response path its mappings read, against a vendor's
 * OpenAPI description. Each mismatch names the manifest's file:line:column and the vendor operation.
 */
export function conformManifest(file: string, manifestText: string, vendorDoc: Obj): Mismatch[] {
  const source = loadManifestSource(file, manifestText);
  const out: Mismatch[] = source.errors.map((e) => ({ file, line: e.line, column: e.column, pointer: e.pointer, message: e.message }));
  // Read as the compiler reads it: a field the common model makes read-only writes nothing, written or not.
  const m = withImpliedFacts(source.value);
  if (!isObject(m)) return out;
  const http = isObject(m.http) ? m.http : {};
  const c: Conformance = {
    vendor: new VendorSpec(vendorDoc),
    report: (pointer, message, op) => {
      const pos = source.locate(pointer, true);
      out.push({ file, line: pos.line, column: pos.column, pointer, message, ...(op ? { vendor: describe(op) } : {}) });
    },
    defaultHeaders: lowerKeys(isObject(http.headers) ? http.headers : {}),
    models: Object.entries(isObject(m.models) ? m.models : {}).filter((e): e is [string, Obj] => isObject(e[1])),
  };
  for (const request of requestsOf(m)) checkRequest(c, request);
  return dedupe(out);
}

/** Every request of the manifest: the connection check, each resource operation, each action, each lookup, each subscription's. */
function requestsOf(m: Obj): ManifestRequest[] {
  const requests: ManifestRequest[] = [];
  const conn = isObject(m.connection) ? m.connection : {};
  if (isObject(conn.verify)) requests.push({ at: '/connection/verify', spec: conn.verify, readsFields: false });
  for (const [rname, ops] of Object.entries(isObject(m.resources) ? m.resources : {})) {
    if (!isObject(ops)) continue;
    // Field paths are checked on one read: get when there is one (same record), else list.
    const readWith = 'get' in ops ? 'get' : 'list';
    for (const [oname, spec] of Object.entries(ops))
      if (isObject(spec))
        requests.push({ at: `/resources/${rname}/${oname}`, spec, resource: rname, opName: oname, readsFields: oname === readWith });
  }
  for (const [aname, action] of Object.entries(isObject(m.actions) ? m.actions : {}))
    if (isObject(action) && isObject(action.request))
      requests.push({ at: `/actions/${aname}/request`, spec: action.request, readsFields: false });
  for (const [lname, lookup] of Object.entries(isObject(m.lookups) ? m.lookups : {}))
    if (isObject(lookup) && isObject(lookup.request))
      requests.push({ at: `/lookups/${lname}/request`, spec: lookup.request, readsFields: false });
  requests.push(...subscriptionRequestsOf(m));
  return requests;
}

/** The requests that subscribe each connection to the tool's webhooks: create, its later steps, renew, delete. */
function subscriptionRequestsOf(m: Obj): ManifestRequest[] {
  const requests: ManifestRequest[] = [];
  const subs: unknown[] = isObject(m.webhooks) && Array.isArray(m.webhooks.subscriptions) ? m.webhooks.subscriptions : [];
  subs.forEach((sub, i) => {
    if (!isObject(sub)) return;
    const at = `/webhooks/subscriptions/${i}`;
    const add = (where: string, spec: unknown) => {
      if (isObject(spec)) requests.push({ at: `${at}/${where}`, spec, readsFields: false });
    };
    add('create', sub.create);
    if (Array.isArray(sub.then)) sub.then.forEach((step, j) => add(`then/${j}`, step));
    if (isObject(sub.renew)) add('renew/request', sub.renew.request);
    add('delete', sub.delete);
  });
  return requests;
}

/** One request against its vendor operation: path, query, required parameters, media types, body, response. */
function checkRequest(c: Conformance, r: ManifestRequest): void {
  const { at, spec, resource, opName } = r;
  const method = String(spec.method ?? 'GET');
  const rawPath = typeof spec.path === 'string' ? spec.path : '';
  if (!rawPath.startsWith('/')) return; // a URL template (next-page link) is the tool's own
  const op = c.vendor.find(method, rawPath.replace(TEMPLATE, 'x1'));
  if (!op) {
    const near = c.vendor.operations.filter((o) => o.method === method).map((o) => o.path);
    c.report(
      `${at}/path`,
      `no ${method} ${rawPath} in the vendor's API description${near.length ? ` (it has: ${near.slice(0, 5).join(', ')})` : ''}`,
    );
    return;
  }
  const sentQuery = checkQuery(c, r, op);
  // Authorization is set by the auth method (some descriptions, e.g. Close's, list it as a required header parameter).
  const headers: Record<string, string> = { ...c.defaultHeaders, ...headersOf(spec), authorization: 'auth method' };
  for (const p of op.parameters)
    if (p.required && (p.in === 'query' ? !sentQuery.has(p.name) : p.in === 'header' && !(p.name.toLowerCase() in headers)))
      c.report(at, `required ${p.in} parameter '${p.name}' is never sent`, op);
  const sendsBody = method !== 'GET' && method !== 'DELETE' && (spec.body !== undefined || opName === 'create' || opName === 'update');
  // `body_format: form` sends application/x-www-form-urlencoded (Twilio's writes), a JSON body otherwise.
  const bodyType = spec.body_format === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  checkMediaTypes(c, at, headers, sendsBody ? bodyType : undefined, op);
  if (sendsBody && op.requestSchema) checkBody(c, r, op);
  if (resource && (opName === 'get' || opName === 'list') && op.responseSchema) checkResponse(c, r, op);
  if (isObject(spec.records_filter) && op.responseSchema) checkRecordsFilter(c, r, spec.records_filter, op);
}

/**
 * `records_filter` reads a path of the listed records: the vendor's record has it, and a kept value is one the
 * vendor's enum there allows (a filter on a value the tool never answers keeps nothing).
 */
function checkRecordsFilter(c: Conformance, { at, spec }: ManifestRequest, filter: Obj, op: VendorOperation): void {
  let records: unknown = op.responseSchema;
  for (const k of pathOf(spec.records)) records = records === 'open' ? 'open' : c.vendor.property(records, k);
  const record = records === 'open' || records === undefined ? records : c.vendor.items(records);
  if (record === undefined || record === 'open' || typeof filter.path !== 'string') return;
  const gone = c.vendor.missingKey(record, pathOf(filter.path));
  if (gone !== undefined) {
    c.report(`${at}/records_filter/path`, `records_filter reads '${filter.path}'; the vendor's record has no '${gone}'`, op);
    return;
  }
  let value: unknown = record;
  for (const k of pathOf(filter.path)) value = c.vendor.property(value, k);
  const allowed = c.vendor.variants(value).flatMap((v) => (Array.isArray(v.enum) ? (v.enum as unknown[]) : []));
  const kept = Array.isArray(filter.in) ? (filter.in as unknown[]) : [filter.equals];
  for (const v of kept)
    if (allowed.length > 0 && !allowed.includes(v))
      c.report(
        `${at}/records_filter`,
        `records_filter keeps ${JSON.stringify(v)} at '${filter.path}'; the vendor's values there are ${allowed.map((a) => JSON.stringify(a)).join(', ')}`,
        op,
      );
}

/**
 * The query parameters sent (the request's own and the pagination's) are parameters of the operation, lists go
 * the vendor's way; pagination sent in the body is in its body. Returns the names sent with their pointers.
 */
function checkQuery(c: Conformance, { at, spec }: ManifestRequest, op: VendorOperation): Map<string, string> {
  const sentQuery = new Map<string, string>();
  for (const k of Object.keys(isObject(spec.query) ? spec.query : {})) sentQuery.set(k, `${at}/query/${k}`);
  const paginate = isObject(spec.paginate) ? spec.paginate : {};
  for (const [key, place] of [
    ['page_size', isObject(paginate.page_size) ? paginate.page_size.param : undefined],
    ['send', paginate.send],
    ['offset', paginate.offset],
    ['page', paginate.page],
  ] as const) {
    if (isObject(place) && place.in === 'query') sentQuery.set(String(place.name), `${at}/paginate/${key}`);
    if (isObject(place) && place.in === 'body' && op.requestSchema && c.vendor.missingKey(op.requestSchema, [String(place.name)]))
      c.report(`${at}/paginate/${key}`, `body field '${String(place.name)}' is not in the vendor's request body`, op);
  }
  const known = op.parameters.filter((p) => p.in === 'query');
  for (const [name, pointer] of sentQuery)
    if (!known.some((p) => p.name === name))
      c.report(
        pointer,
        `query parameter '${name}' is not a parameter of the operation${known.length ? ` (it takes: ${known.map((p) => p.name).join(', ')})` : ''}`,
        op,
      );
  checkListStyle(c, at, spec, known, op);
  return sentQuery;
}

/**
 * A list sent to an array parameter: once per item (`query_explode`, or a `name[]`) where the vendor's parameter
 * explodes, one comma-separated value where it does not. A value that cannot be a list (a literal scalar, a
 * template with a filter) is one item either way.
 */
function checkListStyle(c: Conformance, at: string, spec: Obj, known: VendorOperation['parameters'], op: VendorOperation): void {
  const explode = new Set(Array.isArray(spec.query_explode) ? spec.query_explode.map(String) : []);
  for (const [name, value] of Object.entries(isObject(spec.query) ? spec.query : {})) {
    const p = known.find((x) => x.name === name);
    if (p?.explode === undefined || name.endsWith('[]')) continue;
    const mayBeList = Array.isArray(value) || (typeof value === 'string' && /^\{\{[^}|]*\}\}$/.test(value.trim()));
    if (p.explode && !explode.has(name) && mayBeList)
      c.report(
        `${at}/query/${name}`,
        `a list in '${name}' goes comma-separated; the vendor takes it repeated (list it in query_explode)`,
        op,
      );
    if (!p.explode && explode.has(name))
      c.report(`${at}/query_explode`, `'${name}' goes once per item; the vendor takes one comma-separated value (explode: false)`, op);
  }
}

/** Content-Type of a body the vendor takes, Accept of an answer the vendor gives. */
function checkMediaTypes(
  c: Conformance,
  at: string,
  headers: Record<string, string>,
  bodyType: string | undefined,
  op: VendorOperation,
): void {
  if (bodyType && op.requestMediaTypes.length) {
    const ct = (headers['content-type'] ?? bodyType).split(';')[0]!.trim();
    if (!op.requestMediaTypes.includes(ct))
      c.report(
        headers['content-type'] ? '/http/headers' : at,
        `sends Content-Type ${ct}; the vendor takes ${op.requestMediaTypes.join(', ')}`,
        op,
      );
  }
  const accept = headers.accept ?? 'application/json';
  if (op.responseMediaTypes.length && !accept.split(',').some((a) => ['*/*', ...op.responseMediaTypes].includes(a.split(';')[0]!.trim())))
    c.report(headers.accept ? '/http/headers' : at, `sends Accept ${accept}; the vendor answers ${op.responseMediaTypes.join(', ')}`, op);
}

/** Where a body mounts the record (`{{record}}` or `{{record.x}}`): the record's fields land below it. */
interface RecordMount {
  bodyPath: string[];
  recordPrefix: string[];
}

/** The body's own fields are in the vendor's request body; so are the model fields the record writes into it. */
function checkBody(c: Conformance, { at, spec, resource, opName }: ManifestRequest, op: VendorOperation): void {
  const mounts: RecordMount[] = [];
  const walk = (v: unknown, bodyPath: string[], pointer: string) => {
    if (typeof v === 'string') {
      const rec = /^\{\{\s*record(?:\.([\w.]+))?\s*(\|[^}]*)?\}\}$/.exec(v.trim());
      // Only `default` keeps the record's shape; another filter (`join`, `string`...) makes one value of it.
      const keepsShape = (rec?.[2] ?? '').split('|').every((f) => f.trim() === '' || /^default\b/.test(f.trim()));
      if (rec && keepsShape) mounts.push({ bodyPath, recordPrefix: pathOf(rec[1]) });
      return;
    }
    if (!isObject(v)) return;
    for (const [k, x] of Object.entries(v)) {
      const missing = c.vendor.missingKey(op.requestSchema, [...bodyPath, k]);
      if (missing !== undefined)
        c.report(`${pointer}/${k}`, `body field '${[...bodyPath, k].join('.')}' is not in the vendor's request body`, op);
      else walk(x, [...bodyPath, k], `${pointer}/${k}`);
    }
  };
  if (spec.body === undefined) mounts.push({ bodyPath: [], recordPrefix: [] });
  else walk(spec.body, [], `${at}/body`);
  if (resource && mounts.length) checkWrittenFields(c, mounts, resource, opName, op);
  // A body written out key by key must hold the keys the vendor requires (a record mounted whole is the caller's).
  if (isObject(spec.body))
    for (const name of c.vendor.required(op.requestSchema))
      if (!(name in spec.body)) c.report(`${at}/body`, `required body field '${name}' is never sent`, op);
}

/** Each writable model field of the resource, placed where the body mounts the record, is in the request body. */
function checkWrittenFields(
  c: Conformance,
  mounts: RecordMount[],
  resource: string,
  opName: string | undefined,
  op: VendorOperation,
): void {
  for (const [mid, model] of c.models) {
    if (model.resource !== resource) continue;
    for (const [fname, f] of Object.entries(isObject(model.fields) ? model.fields : {})) {
      // A field read by an expression (`read`) is written at its `path`: that path is checked here, not in the answer.
      if (!isObject(f) || f.write === false || typeof f.path !== 'string') continue;
      const fp = pathOf(f.path);
      for (const mount of mounts) {
        if (!mount.recordPrefix.every((k, i) => fp[i] === k)) continue;
        const full = [...mount.bodyPath, ...fp.slice(mount.recordPrefix.length)];
        const missing = c.vendor.missingKey(op.requestSchema, full);
        if (missing !== undefined)
          c.report(
            `/models/${mid}/fields/${fname}/path`,
            `${mid}.${fname} writes '${full.join('.')}', not in the vendor's ${opName} body`,
            op,
          );
      }
    }
  }
}

/** The record (or records) path is in the vendor's response; on the resource's read, so is every field's path. */
function checkResponse(c: Conformance, { at, spec, resource, opName, readsFields }: ManifestRequest, op: VendorOperation): void {
  const key = opName === 'list' ? 'records' : 'record';
  const p = pathOf(spec[key]);
  const missing = c.vendor.missingKey(op.responseSchema, p);
  if (missing !== undefined) {
    c.report(`${at}/${key}`, `reads '${p.join('.')}' from the response; the vendor's response has no '${missing}'`, op);
    return;
  }
  let recordSchema: unknown = op.responseSchema;
  for (const k of p) recordSchema = c.vendor.property(recordSchema, k);
  if (opName === 'list') recordSchema = recordSchema === 'open' ? 'open' : c.vendor.items(recordSchema);
  if (!readsFields || recordSchema === undefined || recordSchema === 'open') return;
  for (const [mid, model] of c.models) {
    if (model.resource !== resource) continue;
    for (const [fname, f] of Object.entries(isObject(model.fields) ? model.fields : {})) {
      if (!isObject(f) || typeof f.path !== 'string' || f.read !== undefined) continue;
      const gone = c.vendor.missingKey(recordSchema, pathOf(f.path));
      if (gone !== undefined)
        c.report(
          `/models/${mid}/fields/${fname}/path`,
          `${mid}.${fname} reads '${f.path}'; the vendor's ${opName} record has no '${gone}'`,
          op,
        );
    }
  }
}

const headersOf = (spec: Obj) => lowerKeys(isObject(spec.headers) ? spec.headers : {});
function lowerKeys(h: Obj): Record<string, string> {
  return Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), String(v)]));
}
function dedupe(list: Mismatch[]): Mismatch[] {
  const seen = new Set<string>();
  return list.filter((x) => {
    const k = `${x.line}:${x.column}:${x.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export const formatMismatch = (x: Mismatch) => `${x.file}:${x.line}:${x.column} ${x.message}${x.vendor ? `\n    vendor: ${x.vendor}` : ''}`;

import type { CompiledConnector, CompiledOperation } from '../compile/compiled-connector.js';
import type { CompiledTemplate, CompiledValue } from '../mapping/template.js';
import { getPath, parsePath, setPath, type Path } from '../mapping/paths.js';
import type { TextAnswer } from '../transport/lean-got.js';
import type { SandboxToolState } from '../connection/ports.js';
import { askedPage, markPage } from './sandbox-paging.js';
import { SandboxRecordMaker } from './sandbox-records.js';

/** A request to the simulated tool (what the executor would have sent on the network). */
export interface ToolRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  json: unknown;
}

/** Records a resource starts with, and the most it holds (the oldest go first past it: the state stays bounded). */
export const SEEDED_RECORDS = 25;
export const MAX_RECORDS = 200;

/** The operation of the manifest a request is for, and the record id its path names. */
interface Resolved {
  resource: string;
  op: CompiledOperation;
  id: string | undefined;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isId = (p: readonly string[]) => p[0] === 'params' && p[1] === 'id';

/** A path template as a regex capturing `{{ params.id }}` (other interpolations: one segment). */
const pathRegexes = new WeakMap<{ path: CompiledTemplate }, RegExp | null>();
function pathRegex(op: { path: CompiledTemplate }): RegExp | null {
  let re = pathRegexes.get(op);
  if (re === undefined) {
    const t = op.path;
    if (t.kind === 'literal') re = new RegExp(`^${esc(t.value.replace(/\/$/, ''))}/?$`);
    else if (t.kind === 'single') re = null;
    else re = new RegExp(`^${t.parts.map((p) => (typeof p === 'string' ? esc(p) : isId(p.path) ? '([^/]+)' : '[^/]+')).join('')}/?$`);
    pathRegexes.set(op, re);
  }
  return re;
}

/** How specific a path template is: its literal characters. */
const literalLength = (t: CompiledTemplate) =>
  t.kind === 'literal' ? t.value.length : t.kind === 'single' ? 0 : t.parts.reduce((n, p) => n + (typeof p === 'string' ? p.length : 0), 0);

/** Whether a literal or partly literal template value agrees with what was sent (`undefined`: says nothing). */
function agrees(v: CompiledValue, actual: unknown): boolean | undefined {
  if (actual === undefined) return undefined;
  if (v.t === 'lit') return typeof v.v === 'object' ? undefined : text(v.v) === text(actual);
  if (v.t !== 'tpl' || v.tpl.kind === 'single') return undefined;
  if (v.tpl.kind === 'literal') return v.tpl.value === text(actual);
  const re = new RegExp(`^${v.tpl.parts.map((p) => (typeof p === 'string' ? esc(p) : '[\\s\\S]*')).join('')}$`);
  return re.test(text(actual));
}

/** A sent value as text (a query parameter already is; a JSON body's number or boolean is written out). */
const text = (x: unknown): string => (typeof x === 'string' ? x : JSON.stringify(x));

/** Operations sharing a method and path (Salesforce's SOQL query endpoint) are told apart by their literal parameters. */
function paramScore(op: CompiledOperation, req: ToolRequest): number {
  let score = 0;
  const count = (spec: CompiledValue | undefined, read: (k: string) => unknown) => {
    if (spec?.t !== 'obj') return;
    for (const [k, v] of spec.entries) {
      const sent = read(k);
      const a = agrees(v, sent);
      // A parameter the operation declares and the request carries counts too (HubSpot's search and incremental
      // read share a path; only the latter sends filterGroups).
      if (a === true || (a === undefined && sent !== undefined)) score += 1;
      else if (a === false) score -= 5;
    }
  };
  count(op.query, (k) => req.url.searchParams.get(k) ?? undefined);
  count(op.body, (k) => getPath(req.json, [k]));
  return score;
}

function withoutBase(connector: CompiledConnector, pathname: string): string {
  const base = connector.baseUrl.kind === 'literal' ? new URL(connector.baseUrl.value).pathname.replace(/\/$/, '') : '';
  return base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}

/** The resource operation a request is for: same method, a matching path, the most specific and agreeing. */
export function resolveOperation(connector: CompiledConnector, req: ToolRequest): Resolved | undefined {
  const method = req.method.toUpperCase();
  const paths = [req.url.pathname, withoutBase(connector, req.url.pathname)];
  let best: (Resolved & { score: number }) | undefined;
  for (const [resource, ops] of Object.entries(connector.resources))
    for (const op of Object.values(ops)) {
      if (op.method !== method) continue;
      const re = pathRegex(op);
      const m = re ? paths.map((p) => re.exec(p)).find((x) => x) : undefined;
      if (!m) continue;
      const score = literalLength(op.path) * 100 + paramScore(op, req);
      if (!best || score > best.score) best = { resource, op, id: m[1] ? decodeURIComponent(m[1]) : undefined, score };
    }
  return best;
}

/**
 * The records an endpoint listing several kinds answers (`records_filter`: Capsule's GET /parties, people and
 * organisations mixed): those of every resource whose operation of the same method and path filters its own kind
 * out of it, oldest first, as the tool would list them. Each model's filter then keeps its own.
 */
function sharedListing(connector: CompiledConnector, state: SandboxToolState, resource: string, op: CompiledOperation) {
  const same = (o: CompiledOperation) =>
    o.recordsFilter !== undefined && o.method === op.method && pathRegex(o)?.source === pathRegex(op)?.source;
  const resources = Object.entries(connector.resources)
    .filter(([name, ops]) => name === resource || Object.values(ops).some(same))
    .map(([name]) => name);
  if (resources.length === 1) return state.resources[resource]?.records ?? [];
  return resources.flatMap((r) => state.resources[r]?.records ?? []).sort((a, b) => a.modifiedAt - b.modifiedAt);
}

/** Where the gateway put the mapped record in a write's body (`{{ record }}`, `{{ record.attributes }}`). */
function recordOf(op: CompiledOperation, json: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const places = { found: 0 };
  const walk = (v: CompiledValue, at: Path) => {
    if (v.t === 'obj') for (const [k, x] of v.entries) walk(x, [...at, k]);
    else if (v.t === 'arr') v.items.forEach((x, i) => walk(x, [...at, String(i)]));
    else if (v.t === 'tpl' && v.tpl.kind === 'single' && v.tpl.expr.path[0] === 'record') {
      places.found++;
      const value = getPath(json, at);
      const rest = v.tpl.expr.path.slice(1);
      if (rest.length === 0 && value && typeof value === 'object') Object.assign(out, structuredClone(value));
      else if (rest.length) setPath(out, rest, structuredClone(value));
    }
  };
  if (op.body !== undefined) walk(op.body, []);
  if (places.found === 0 && json && typeof json === 'object' && !Array.isArray(json))
    return structuredClone(json as Record<string, unknown>);
  return out;
}

/**
 * The value the gateway rendered for a template variable (`params.since`, `params.filter.query`) in a request: read
 * where the operation's query or body template puts it, cut out of a partly literal value (a SOQL WHERE clause, an
 * OData $filter) by the literal text around it.
 */
function sentValue(op: CompiledOperation, req: ToolRequest, variable: string): string | undefined {
  const wanted = (path: readonly string[]) => path.join('.') === variable;
  let found: string | undefined;
  const read = (tpl: CompiledTemplate, actual: unknown) => {
    if (actual === undefined || actual === null || found !== undefined) return;
    const value = text(actual);
    if (tpl.kind === 'single' && wanted(tpl.expr.path)) found = value;
    else if (tpl.kind === 'mixed' && tpl.parts.some((p) => typeof p !== 'string' && wanted(p.path))) {
      const re = tpl.parts.map((p) => (typeof p === 'string' ? esc(p) : wanted(p.path) ? '(.*?)' : '[\\s\\S]*?')).join('');
      found = new RegExp(`^${re}$`).exec(value)?.[1];
    }
  };
  const walk = (v: CompiledValue, actual: unknown) => {
    if (v.t === 'tpl') read(v.tpl, actual);
    else if (v.t === 'obj') for (const [k, x] of v.entries) walk(x, getPath(actual, [k]));
    else if (v.t === 'arr') v.items.forEach((x, i) => walk(x, getPath(actual, [String(i)])));
  };
  if (op.query?.t === 'obj') for (const [k, x] of op.query.entries) walk(x, req.url.searchParams.get(k) ?? undefined);
  if (op.body !== undefined) walk(op.body, req.json);
  return found === '' ? undefined : found;
}

/** A time the gateway sent (ISO 8601, epoch seconds or milliseconds, quoted or not), as epoch ms. */
function sentTime(value: string): number | undefined {
  const v = value.replace(/^['"]|['"]$/g, '');
  if (/^\d+$/.test(v)) return Number(v) < 1e11 ? Number(v) * 1000 : Number(v);
  const t = Date.parse(v);
  return Number.isNaN(t) ? undefined : t;
}

/** `target` gets `patch` merged in, nested objects merged rather than replaced (a partial update). */
function merge(target: Record<string, unknown>, patch: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(patch)) {
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
    const cur = target[k];
    if (v && typeof v === 'object' && !Array.isArray(v) && cur && typeof cur === 'object' && !Array.isArray(cur))
      merge(cur as Record<string, unknown>, v as Record<string, unknown>);
    else target[k] = v;
  }
}

/** `value` placed at `path` of an answer (the root when the path is empty). */
function wrap(path: Path | undefined, value: unknown): unknown {
  if (!path || path.length === 0) return value;
  const out: Record<string, unknown> = {};
  setPath(out, path, value);
  return out;
}

/** The ids of the report jobs the sandbox makes (`report_job` lists). */
const REPORT_JOB_PREFIX = 'sbx-job-';

/** The `report_job` list whose download request this is (the request after the job is done), if any. */
export function reportDownloadOf(connector: CompiledConnector, req: ToolRequest): { resource: string; records: Path } | undefined {
  const method = req.method.toUpperCase();
  const paths = [req.url.pathname, withoutBase(connector, req.url.pathname)];
  for (const [resource, ops] of Object.entries(connector.resources))
    for (const op of Object.values(ops)) {
      const dl = op.reportJob?.download.request;
      if (dl?.method !== method || op.records === undefined) continue;
      const re = pathRegex(dl);
      if (re && paths.some((p) => re.test(p))) return { resource, records: op.records };
    }
  return undefined;
}

/**
 * A report job's download answered with the resource's simulated records at the list's records path, directly (no
 * redirect to a file host). Undefined for any other request.
 */
function reportDownload(connector: CompiledConnector, state: SandboxToolState, req: ToolRequest): unknown {
  const found = reportDownloadOf(connector, req);
  if (!found) return undefined;
  const records = (state.resources[found.resource]?.records ?? []).map((x) => x.native);
  return found.records.length ? wrap(found.records, records) : records;
}

/** A report job's create answer: the job's id, and a status that says it is done (no polling). */
function reportJobCreated(rj: NonNullable<CompiledOperation['reportJob']>, now: number): Record<string, unknown> {
  const created: Record<string, unknown> = {};
  setPath(created, rj.id[0] ?? ['id'], `${REPORT_JOB_PREFIX}${now}`);
  setPath(created, rj.poll.status[0] ?? ['status'], rj.poll.done[0] ?? 'done');
  return created;
}

/** Delta tokens the sandbox gives: the time of the read, so the next read lists what changed from then. */
const DELTA_PREFIX = 'sbx-delta-';
/** Where that time travels when the token is the next read's whole URL (Graph's @odata.deltaLink). */
const DELTA_QUERY = 'sbx_delta';

/** Whether the delta read sends its token as its whole URL (`url: "{{ params.delta_token }}"`), not as a value. */
const tokenIsUrl = (op: CompiledOperation) => op.url?.kind === 'single' && op.url.expr.path.join('.') === 'params.delta_token';

/**
 * The `sync.delta` of a model of this resource whose delta operation has this operation's method and path (a full
 * delta read sends no token, so it may resolve to the resource's `list` at the same address), and that operation.
 */
function deltaOf(connector: CompiledConnector, resource: string, op: CompiledOperation) {
  for (const m of Object.values(connector.models)) {
    const delta = m.resource === resource ? m.sync?.delta : undefined;
    const dop = delta ? connector.resources[resource]?.[delta.operation] : undefined;
    if (delta && dop?.method === op.method && JSON.stringify(dop.path) === JSON.stringify(op.path)) return { ...delta, op: dop };
  }
  return undefined;
}

/** Whether this operation is the incremental read of a model of this resource declared `newest_first`. */
const readsNewestFirst = (connector: CompiledConnector, resource: string, op: CompiledOperation) =>
  Object.values(connector.models).some((m) => {
    const inc = m.resource === resource ? m.sync?.incremental : undefined;
    return inc?.newest_first === true && connector.resources[resource]?.[inc.operation] === op;
  });

const json = (status: number, body: unknown, headers: Record<string, string> = {}): TextAnswer => ({
  statusCode: status,
  headers: { 'content-type': 'application/json', ...headers },
  body: body === undefined ? '' : JSON.stringify(body),
});

/**
 * The simulated tool: answers a manifest operation from the connection's records, in the tool's native shapes,
 * with the manifest's own paging: lists (and searches, incremental reads) page by the declared style, gets find
 * the id in the path, creates, updates and deletes change the records. `changed` tells the caller to persist.
 * Answers undefined for a request no resource operation covers (actions, the verify request: see the transport).
 */
export function answerOperation(
  connector: CompiledConnector,
  state: SandboxToolState,
  makers: (resource: string) => SandboxRecordMaker,
  req: ToolRequest,
  now: number,
  envelope: (resource: string, op: CompiledOperation) => Record<string, unknown> | undefined = () => undefined,
): { answer: TextAnswer; changed: boolean } | undefined {
  const report = reportDownload(connector, state, req);
  if (report) return { answer: json(200, report), changed: false };
  const r = resolveOperation(connector, req);
  if (!r) return undefined;
  const { op, resource } = r;
  // A report job's create (`report_job` lists): a job that is done at once; its download answers the records.
  if (op.reportJob && op.records !== undefined) return { answer: json(202, reportJobCreated(op.reportJob, now)), changed: false };
  // A tool that names the record in the body or the query rather than the path (JustCall's PUT /v2.1/contacts {id}).
  if (r.id === undefined && op.name !== 'create' && op.records === undefined) r.id = sentValue(op, req, 'params.id');
  const store = (state.resources[resource] ??= { seq: 0, records: [] });
  // An update that sends the whole record, the id among the fields it reads first (Insightly's PUT /Contacts {CONTACT_ID}).
  if (r.id === undefined && op.fillBeforeWrite) {
    const sent = op.fillBeforeWrite.map((p) => getPath(req.json, p)).filter((v) => v !== undefined && v !== null);
    r.id = sent.map(text).find((v) => store.records.some((x) => x.id === v));
  }
  const maker = makers(resource);
  const notFound = () => ({ answer: json(404, { error: 'not_found', message: `sandbox: no ${resource} record ${r.id}` }), changed: false });
  if (op.records !== undefined) {
    const page = askedPage(op.paginate, req);
    let listed = op.recordsFilter ? sharedListing(connector, state, resource, op) : store.records;
    // An incremental read: the records changed since the time sent, oldest change first.
    const since = sentValue(op, req, 'params.since');
    // A delta read (manifest `sync.delta`): the token the sandbox gave is the time of the read that ended with it.
    const delta = deltaOf(connector, resource, op);
    const urlToken = delta && tokenIsUrl(delta.op);
    const token = !delta ? undefined : urlToken ? req.url.searchParams.get(DELTA_QUERY) : sentValue(delta.op, req, 'params.delta_token');
    const sinceMs =
      urlToken && token
        ? Number(token)
        : token?.startsWith(DELTA_PREFIX)
          ? Number(token.slice(DELTA_PREFIX.length))
          : since === undefined
            ? undefined
            : sentTime(since);
    if (sinceMs !== undefined) listed = listed.filter((x) => x.modifiedAt >= sinceMs).sort((a, b) => a.modifiedAt - b.modifiedAt);
    // An incremental read of a tool that sorts instead of filtering (`incremental.newest_first`): latest change first.
    else if (readsNewestFirst(connector, resource, op)) listed = [...listed].sort((a, b) => b.modifiedAt - a.modifiedAt);
    // A search: the records holding the text sent, in any of their values.
    const query = sentValue(op, req, 'params.filter.query')?.toLowerCase();
    if (query) listed = listed.filter((x) => JSON.stringify(x.native).toLowerCase().includes(query));
    const records = listed.slice(page.offset, page.offset + page.size).map((x) => x.native);
    // A recorded page of the same operation, when there is one, gives the rest of the answer (counts, metadata).
    const recorded = op.records.length ? envelope(resource, op) : undefined;
    if (recorded) setPath(recorded, op.records, records);
    const body = (recorded ?? (op.records.length ? wrap(op.records, records) : records)) as Record<string, unknown>;
    const headers: Record<string, string> = {};
    if (op.paginate && !Array.isArray(body)) markPage(op.paginate, body, headers, req, { ...page, total: listed.length });
    if (delta && !Array.isArray(body) && page.offset + page.size >= listed.length)
      setPath(
        body,
        parsePath(delta.token_from.path),
        tokenIsUrl(delta.op) ? `${req.url.origin}${req.url.pathname}?${DELTA_QUERY}=${now}` : `${DELTA_PREFIX}${now}`,
      );
    else if (op.paginate?.type === 'link_header' || (op.paginate?.type === 'cursor' && op.paginate.cursor_from.in === 'header'))
      markPage(op.paginate, {}, headers, req, { ...page, total: listed.length });
    return { answer: json(200, body, headers), changed: false };
  }
  const index = r.id === undefined ? -1 : store.records.findIndex((x) => x.id === r.id);
  const found = index >= 0 ? store.records[index] : undefined;
  if (op.name === 'create' || (req.method.toUpperCase() === 'POST' && r.id === undefined)) {
    const native = recordOf(op, req.json);
    const id = maker.newId(++store.seq + SEEDED_RECORDS);
    maker.stamp(native, id, now, now);
    store.records.push({ id, native, modifiedAt: now });
    if (store.records.length > MAX_RECORDS) store.records.splice(0, store.records.length - MAX_RECORDS);
    return { answer: json(201, op.record ? wrap(op.record, native) : { id }), changed: true };
  }
  if (!found) return notFound();
  if (op.name === 'delete' || req.method.toUpperCase() === 'DELETE') {
    store.records.splice(index, 1);
    return { answer: { statusCode: 204, headers: {}, body: '' }, changed: true };
  }
  if (op.name === 'update' || ['PUT', 'PATCH'].includes(req.method.toUpperCase())) {
    merge(found.native, recordOf(op, req.json));
    maker.stamp(found.native, found.id, undefined, now);
    found.modifiedAt = now;
    return { answer: op.record ? json(200, wrap(op.record, found.native)) : { statusCode: 204, headers: {}, body: '' }, changed: true };
  }
  return { answer: json(200, wrap(op.record, found.native)), changed: false };
}

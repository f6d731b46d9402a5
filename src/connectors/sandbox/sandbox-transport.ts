import type { CompiledConnector, CompiledOperation } from '../compile/compiled-connector.js';
import { pathPattern } from '../compile/template-checker.js';
import { getPath, parsePath, setPath } from '../mapping/paths.js';
import type { TextAnswer } from '../transport/lean-got.js';
import type { Clock, SandboxSettings, SandboxStatePort, SandboxToolState } from '../connection/ports.js';
import { operationFor, type SandboxExchange, type SandboxFixtures } from './sandbox-fixtures.js';
import { DEFAULT_CHANGES_PER_MINUTE, runActivity, seedState } from './sandbox-activity.js';
import { SandboxRecordMaker } from './sandbox-records.js';
import { answerOperation, reportDownloadOf, resolveOperation } from './sandbox-tool.js';

/** What a transport answers: the executor reads the same shape from the network (lean-got.ts) and the sandbox. */
export type TransportResponse = TextAnswer;

/** The sandbox answered later than the connector's timeout (fault `latencyMs`): the executor treats it as a timeout. */
export class SandboxTimeoutError extends Error {}

/** Access tokens the sandbox refuses as expired (issued when the `expiredToken` fault was set). */
const EXPIRED_SANDBOX_TOKEN_PREFIX = 'sandbox-expired-';
const REPEATED_CURSOR = 'sandbox-repeated-cursor';

/** Requests answered since a connection's faults were last set (bursts count down from there). */
interface FaultCounters {
  setAt: string;
  requests: number;
}

/** Sandbox connections whose records this process keeps in memory (the store holds them all; these are a cache). */
const MAX_CACHED_STATES = 500;

/**
 * The sandbox in place of the network: a simulated tool per connection (sandbox-tool.ts) answers every resource
 * operation of the manifest from the connection's own records, generated from the manifest's mappings, persisted
 * through the SandboxStatePort and changed over time by the activity clock (sandbox-activity.ts); requests no
 * resource operation covers (actions, the verify request) are answered from the connector's recorded fixtures
 * (matched by method and path, else by the manifest operation the path belongs to; the recorded query that
 * matches best). It injects the faults chosen for the connection:
 * `latencyMs` slow answers (a timeout past the connector's), an expired access token (401 until the runtime
 * refreshes it), bursts of 5xx and of 429 with `Retry-After` in seconds or as an HTTP date, counted from when the
 * faults were set, and a repeated page cursor. Generic: nothing here knows a tool.
 */
export class SandboxTransport {
  private readonly counters = new Map<string, FaultCounters>();
  private readonly states = new Map<string, Promise<SandboxToolState>>();
  private readonly makers = new Map<string, SandboxRecordMaker>();
  /** Per listing operation, the answer its fixtures recorded (null: none), the envelope of simulated pages. */
  private readonly envelopes = new WeakMap<CompiledOperation, Record<string, unknown> | null>();

  constructor(
    private readonly fixtures: SandboxFixtures,
    private readonly clock: Clock,
    private readonly statePort?: SandboxStatePort,
  ) {}

  async send(
    connector: CompiledConnector,
    connectionId: string,
    settings: SandboxSettings,
    req: { method: string; url: URL; headers: Record<string, string>; json?: unknown },
  ): Promise<TransportResponse> {
    const faults = settings.faults ?? {};
    const n = this.count(connectionId, settings.faultsSetAt ?? '');
    if (faults.latencyMs) {
      if (faults.latencyMs >= connector.timeoutMs) {
        await this.clock.sleep(connector.timeoutMs);
        throw new SandboxTimeoutError(`sandbox answer slower than ${connector.timeoutMs} ms`);
      }
      await this.clock.sleep(faults.latencyMs);
    }
    if ((req.headers.authorization ?? '').includes(EXPIRED_SANDBOX_TOKEN_PREFIX))
      return json(401, { error: 'invalid_token', error_description: 'The access token expired (sandbox fault expiredToken)' });
    const bursts = [
      { fault: faults.serverErrors, answer: () => json(faults.serverErrors?.status ?? 503, { error: 'sandbox: injected server error' }) },
      { fault: faults.rateLimit, answer: () => this.rateLimited(faults.rateLimit!) },
    ];
    let before = 0;
    for (const b of bursts) {
      if (!b.fault) continue;
      if (n <= before + b.fault.count) return b.answer();
      before += b.fault.count;
    }
    const method = req.method.toUpperCase();
    const data = await this.fixtures.get(connector);
    // A lookup's request (an account's views) is answered as recorded, even where a record's path would match it
    // (GET /contacts/filters looks like GET /contacts/{id}).
    const simulated = isLookupRequest(connector, method, req.url.pathname)
      ? undefined
      : await this.simulate(connector, connectionId, settings, data.exchanges, { ...req, json: req.json });
    if (simulated) return simulated;
    const op = operationFor(connector, method, req.url.pathname);
    const chosen = choose(connector, data.exchanges, method, req.url, op);
    if (!chosen)
      return json(404, {
        error: `sandbox: no recorded answer for ${method} ${req.url.pathname} (add a fixture under connectors/${connector.id}/fixtures/)`,
      });
    const body = structuredClone(chosen.exchange.response.body);
    const headers = { ...chosen.exchange.response.headers };
    if (op?.paginate && faults.repeatCursor) repeatPosition(op, body, headers, req.url);
    else if (op?.paginate && chosen.laterPage) endListing(op, body, headers);
    return {
      statusCode: chosen.exchange.response.status,
      headers,
      body: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
    };
  }

  /** A resource operation answered by the connection's simulated tool; undefined for other requests. */
  private async simulate(
    connector: CompiledConnector,
    connectionId: string,
    settings: SandboxSettings,
    exchanges: SandboxExchange[],
    req: { method: string; url: URL; headers: Record<string, string>; json: unknown },
  ): Promise<TransportResponse | undefined> {
    const resolved = resolveOperation(connector, req);
    if (!resolved && !reportDownloadOf(connector, req)) return undefined;
    const makers = (resource: string) => this.maker(connector, resource, exchanges);
    const env = settings.environmentId ?? '';
    const key = `${env}\u0000${connectionId}`;
    let pending = this.states.get(key);
    if (!pending) {
      pending = (async () => (await this.statePort?.load(env, connectionId)) ?? seedState(connector, makers, this.clock.now()))();
      if (this.states.size >= MAX_CACHED_STATES) this.states.delete(this.states.keys().next().value!);
      this.states.set(key, pending);
      pending.catch(() => this.states.delete(key));
    }
    const state = await pending;
    const now = this.clock.now();
    const moved = runActivity(connector, state, makers, connectionId, settings.changesPerMinute ?? DEFAULT_CHANGES_PER_MINUTE, now);
    const envelope = (resource: string, op: CompiledOperation) => {
      let found = this.envelopes.get(op);
      if (found === undefined) this.envelopes.set(op, (found = envelopeOf(connector, resource, op, exchanges) ?? null));
      return found ? structuredClone(found) : undefined;
    };
    const out = answerOperation(connector, state, makers, req, now, envelope);
    if (!out) return undefined;
    if (moved || out.changed) await this.statePort?.save(env, connectionId, state);
    if (settings.faults?.repeatCursor && resolved?.op.paginate && out.answer.statusCode === 200) {
      const body: unknown = JSON.parse(out.answer.body);
      const headers = Object.fromEntries(Object.entries(out.answer.headers).map(([k, v]) => [k, String(v)]));
      repeatPosition(resolved.op, body, headers, req.url);
      return { ...out.answer, headers, body: JSON.stringify(body) };
    }
    return out.answer;
  }

  /** The record maker of a resource, its template the first record the connector's fixtures recorded for it. */
  private maker(connector: CompiledConnector, resource: string, exchanges: SandboxExchange[]): SandboxRecordMaker {
    const key = `${connector.id}/${resource}`;
    let m = this.makers.get(key);
    if (!m) {
      m = new SandboxRecordMaker(connector, resource, templateOf(connector, resource, exchanges));
      this.makers.set(key, m);
    }
    return m;
  }

  async inputs(connector: CompiledConnector): Promise<Record<string, string>> {
    return (await this.fixtures.get(connector)).inputs;
  }

  private count(connectionId: string, setAt: string): number {
    const known = this.counters.get(connectionId);
    const c = known?.setAt === setAt ? known : { setAt, requests: 0 };
    this.counters.set(connectionId, c);
    return ++c.requests;
  }

  private rateLimited(f: NonNullable<NonNullable<SandboxSettings['faults']>['rateLimit']>): TransportResponse {
    const seconds = f.retryAfterSeconds ?? 1;
    const retryAfter = f.retryAfterFormat === 'http-date' ? new Date(this.clock.now() + seconds * 1000).toUTCString() : String(seconds);
    return {
      ...json(429, { error: 'sandbox: injected rate limit' }),
      headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
    };
  }
}

/** Whether a request is one of the manifest's `lookups` requests (same method, a path its template makes). */
function isLookupRequest(connector: CompiledConnector, method: string, pathname: string): boolean {
  return Object.values(connector.lookups).some((l) => l.request.method === method && pathPattern(l.request.path).test(pathname));
}

/** A listing answer the fixtures recorded for the same operation (a copy: the simulated page goes in it), if any. */
function envelopeOf(
  connector: CompiledConnector,
  resource: string,
  op: CompiledOperation,
  exchanges: SandboxExchange[],
): Record<string, unknown> | undefined {
  for (const ex of exchanges) {
    const body = ex.response.body;
    if (!body || typeof body !== 'object' || Array.isArray(body) || !op.records) continue;
    const r = resolveOperation(connector, { method: ex.method, url: exchangeUrl(ex), headers: {}, json: undefined });
    if (r?.resource === resource && r.op === op && Array.isArray(getPath(body, op.records))) return body as Record<string, unknown>;
  }
  return undefined;
}

function exchangeUrl(ex: SandboxExchange): URL {
  const url = new URL(`https://sandbox.invalid${ex.path}`);
  for (const [k, v] of Object.entries(ex.query)) url.searchParams.set(k, v);
  return url;
}

/** A native record of the resource as the fixtures recorded it (a listing's first, or a single read), if any. */
function templateOf(connector: CompiledConnector, resource: string, exchanges: SandboxExchange[]): Record<string, unknown> | undefined {
  for (const ex of exchanges) {
    const r = resolveOperation(connector, { method: ex.method, url: exchangeUrl(ex), headers: {}, json: undefined });
    if (r?.resource !== resource) continue;
    const list = r.op.records !== undefined ? getPath(ex.response.body, r.op.records) : undefined;
    const found: unknown =
      r.op.records !== undefined
        ? Array.isArray(list)
          ? (list[0] as unknown)
          : undefined
        : r.op.name === 'get'
          ? getPath(ex.response.body, r.op.record ?? [])
          : undefined;
    if (found && typeof found === 'object' && !Array.isArray(found)) return found as Record<string, unknown>;
  }
  return undefined;
}

function json(status: number, body: unknown): TransportResponse {
  return { statusCode: status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/**
 * The recorded exchange answering this request: same method and path (else same operation), the recorded query
 * that agrees best with the request's. A request for a page position no fixture recorded (a cursor, an offset or a
 * page past the first) is a later page: it gets the recorded answer with the listing ended.
 */
function choose(
  connector: CompiledConnector,
  all: SandboxExchange[],
  method: string,
  url: URL,
  op: CompiledOperation | undefined,
): { exchange: SandboxExchange; laterPage: boolean } | undefined {
  let candidates = all.filter((e) => e.method === method && e.path === url.pathname);
  if (!candidates.length && op) candidates = all.filter((e) => e.method === method && op.pathPattern.test(e.path));
  // An action's request with other inputs in its path (another list id): the recorded answer to the same action.
  const action = candidates.length ? undefined : actionFor(connector, method, url.pathname);
  if (action) candidates = all.filter((e) => e.method === method && action.test(e.path));
  if (!candidates.length) return undefined;
  const query = Object.fromEntries(url.searchParams);
  const score = (e: SandboxExchange) => Object.entries(e.query).filter(([k, v]) => query[k] === v).length - Object.keys(e.query).length;
  const best = candidates.reduce((a, b) => (score(b) > score(a) ? b : a));
  const position = op?.paginate ? positionParam(op) : undefined;
  const asked = position ? query[position.name] : undefined;
  const laterPage =
    position !== undefined && asked !== undefined && asked !== position.first && !candidates.some((e) => e.query[position.name] === asked);
  return { exchange: best, laterPage };
}

/** The path pattern of the action a request path belongs to (by method and its path template), if any. */
function actionFor(connector: CompiledConnector, method: string, pathname: string): RegExp | undefined {
  for (const a of Object.values(connector.actions)) {
    if (a.request.method !== method) continue;
    const re = pathPattern(a.request.path);
    if (re.test(pathname)) return re;
  }
  return undefined;
}

/** The query parameter that says which page is asked for, and its value on the first page. */
function positionParam(op: CompiledOperation): { name: string; first?: string } | undefined {
  const p = op.paginate!;
  if (p.type === 'cursor' && p.send.in === 'query') return { name: p.send.name };
  if (p.type === 'offset' && p.offset.in === 'query') return { name: p.offset.name, first: String(p.start ?? 0) };
  if (p.type === 'page_number' && p.page.in === 'query') return { name: p.page.name, first: String(p.start ?? 1) };
  return undefined;
}

/** A recorded page turned into the last one: no records, and every marker of a next page removed. */
function endListing(op: CompiledOperation, body: unknown, headers: Record<string, string>): void {
  if (body && typeof body === 'object' && op.records) setPath(body as Record<string, unknown>, op.records, []);
  const p = op.paginate!;
  const clear = (path: string | undefined) => {
    if (path && typeof body === 'object' && body !== null && getPath(body, parsePath(path)) !== undefined)
      setPath(body as Record<string, unknown>, parsePath(path), null);
  };
  if (p.type === 'cursor') {
    clear(p.cursor_from.path);
    if (p.cursor_from.header) dropHeader(headers, p.cursor_from.header);
    if (p.stop_when) setPath(body as Record<string, unknown>, parsePath(p.stop_when.path), p.stop_when.equals);
  }
  if (p.type === 'offset' && p.has_more_path) setPath(body as Record<string, unknown>, parsePath(p.has_more_path), false);
  if (p.type === 'page_number') clear(p.next_page_path);
  if (p.type === 'next_url') clear(p.path);
  if (p.type === 'link_header') dropHeader(headers, 'link');
}

/** Fault `repeatCursor`: the answer points at the page just asked for again (the runtime's loop guard must stop it). */
function repeatPosition(op: CompiledOperation, body: unknown, headers: Record<string, string>, url: URL): void {
  const p = op.paginate!;
  const obj = body as Record<string, unknown>;
  if (p.type === 'cursor') {
    const cursor = p.send.in === 'query' ? (url.searchParams.get(p.send.name) ?? REPEATED_CURSOR) : REPEATED_CURSOR;
    if (p.cursor_from.in === 'header' && p.cursor_from.header) headers[p.cursor_from.header.toLowerCase()] = cursor;
    else if (p.cursor_from.path) setPath(obj, parsePath(p.cursor_from.path), cursor);
  } else if (p.type === 'next_url') setPath(obj, parsePath(p.path), url.toString());
  else if (p.type === 'link_header') headers.link = `<${url.toString()}>; rel="${p.rel ?? 'next'}"`;
  else if (p.type === 'page_number' && p.next_page_path)
    setPath(obj, parsePath(p.next_page_path), Number(url.searchParams.get(p.page.name) ?? p.start ?? 1));
}

/** Removes a header whatever the case of its recorded name. */
function dropHeader(headers: Record<string, string>, name: string): void {
  const keep = Object.entries(headers).filter(([k]) => k.toLowerCase() !== name.toLowerCase());
  for (const k of Object.keys(headers)) Reflect.deleteProperty(headers, k);
  Object.assign(headers, Object.fromEntries(keep));
}

import type { CompiledConnector, CompiledOperation } from '../../compile/compiled-connector.js';
import { getPath, parsePath, setPath } from '../../mapping/paths.js';
import type { TextAnswer } from '../lean-got.js';
import type { Clock, SandboxSettings } from '../ports.js';
import { operationFor, type SandboxExchange, type SandboxFixtures } from './sandbox-fixtures.js';

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

/**
 * The sandbox in place of the network: answers a connection's requests offline from the connector's recorded
 * fixtures, the same answer for the same request (matched by method and path, else by the manifest operation the
 * path belongs to; the recorded query that matches best), and injects the faults chosen for the connection:
 * `latencyMs` slow answers (a timeout past the connector's), an expired access token (401 until the runtime
 * refreshes it), bursts of 5xx and of 429 with `Retry-After` in seconds or as an HTTP date, counted from when the
 * faults were set, and a repeated page cursor. Generic: nothing here knows a tool.
 */
export class SandboxTransport {
  private readonly counters = new Map<string, FaultCounters>();

  constructor(
    private readonly fixtures: SandboxFixtures,
    private readonly clock: Clock,
  ) {}

  async send(
    connector: CompiledConnector,
    connectionId: string,
    settings: SandboxSettings,
    req: { method: string; url: URL; headers: Record<string, string> },
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
    const op = operationFor(connector, method, req.url.pathname);
    const data = await this.fixtures.get(connector);
    const chosen = choose(data.exchanges, method, req.url, op);
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

function json(status: number, body: unknown): TransportResponse {
  return { statusCode: status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/**
 * The recorded exchange answering this request: same method and path (else same operation), the recorded query
 * that agrees best with the request's. A request for a page position no fixture recorded (a cursor, an offset or a
 * page past the first) is a later page: it gets the recorded answer with the listing ended.
 */
function choose(
  all: SandboxExchange[],
  method: string,
  url: URL,
  op: CompiledOperation | undefined,
): { exchange: SandboxExchange; laterPage: boolean } | undefined {
  let candidates = all.filter((e) => e.method === method && e.path === url.pathname);
  if (!candidates.length && op) candidates = all.filter((e) => e.method === method && op.pathPattern.test(e.path));
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

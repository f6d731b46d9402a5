import { LRUCache } from 'lru-cache';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledConnector } from '../compile/compiled-connector.js';
import { ExpressionRun } from '../mapping/bounded-expression.js';
import { readRecord, type UnifiedRecord } from '../mapping/model-mapper.js';
import { getPath } from '../mapping/paths.js';
import { joinBase } from '../connection/connection-target.js';
import type { DownstreamRequest } from '../transport/downstream-exchange.js';
import type { Executor } from './execute.js';
import { assertSafePassthroughPath } from './passthrough-path.js';
import type { ConnectionContext } from '../connection/ports.js';

export interface PassthroughRequest {
  method: string;
  path: string;
  query?: Record<string, unknown>;
  json?: unknown;
}

/** The answer read with a model: the records of a mapped list path, or the record of a mapped get path. */
export interface PassthroughUnified {
  model: string;
  records?: UnifiedRecord[];
  record?: UnifiedRecord;
}

export interface PassthroughResult {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** set when the request was a successful GET of a path a model maps (the caller presents it in the API's shape) */
  unified?: PassthroughUnified;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
// Hop-by-hop headers are not the caller's business; credential-bearing ones (the tool's cookies, challenges,
// tokens) must never reach a customer's code: the connection's session with the tool is the gateway's.
const DROP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'set-cookie',
  'set-cookie2',
  'cookie',
  'authorization',
  'proxy-authorization',
  'www-authenticate',
  'proxy-authenticate',
  'authentication-info',
  'proxy-authentication-info',
]);
// Vendor headers that carry a token, key, secret or session by name (x-csrf-token, x-amz-security-token, x-api-key...).
const CREDENTIAL_HEADER = /(^|[-_])(token|secret|session|api-?key|auth|csrf|xsrf|signature|password)([-_]|$)/i;

/**
 * Forwards a raw request to the tool's API host with the connection's credentials. Caller headers are never
 * forwarded; the path is checked so it cannot leave the host. `unified` holds the records read with the model
 * when the path is a mapped resource's list or get path.
 */
export async function executePassthrough(
  executor: Executor,
  connector: CompiledConnector,
  conn: ConnectionContext,
  req: PassthroughRequest,
): Promise<PassthroughResult> {
  // The body passed the spec, but a missing method must still be a clear 4xx below, not a TypeError.
  const method = ((req.method as string | undefined) ?? '').toUpperCase();
  if (!METHODS.has(method))
    throw new PlugboardError('VALIDATION_FAILED', `method must be one of ${[...METHODS].join(', ')}`, { details: { field: 'method' } });
  const path = assertSafePassthroughPath(req.path);
  // No prototype: a key such as `__proto__` is data here (the HTTP layer already refuses it in bodies).
  const query: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of Object.entries(req.query ?? {})) {
    if (k === '__proto__' || k === 'constructor' || k === 'prototype')
      throw new PlugboardError('VALIDATION_FAILED', `query key ${k} is not allowed`, { details: { field: `query.${k}` } });
    const ok = (x: unknown) => typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean';
    if (!(ok(v) || (Array.isArray(v) && v.every(ok))))
      throw new PlugboardError('VALIDATION_FAILED', `query.${k} must be a string, number or boolean`, { details: { field: `query.${k}` } });
    query[k] = v;
  }
  const call = await executor.openCall(connector, conn);
  const url = joinBase(call.target, path);
  if (new URL(url).origin !== call.target.effectiveOrigin)
    throw new PlugboardError('PASSTHROUGH_PATH_REJECTED', 'Passthrough path rejected: it leaves the API host', { details: { path } });
  const outgoing: DownstreamRequest = { method, url, query };
  if (req.json !== undefined && method !== 'GET') outgoing.json = req.json;
  // The caller gets the tool's answer as it is, less the connection's secrets where the tool echoes them.
  const res = await executor.execute(call, outgoing, { acceptErrors: true, redactSecrets: true });
  const headers: Record<string, string> = {};
  for (const k in res.headers) {
    const v = res.headers[k];
    if (v !== undefined && passesHeader(k)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
  }
  const unified = res.status < 400 && method === 'GET' ? await unifiedData(connector, path, res.body) : undefined;
  const result: PassthroughResult = { status: res.status, headers, body: res.body };
  if (unified) result.unified = unified;
  return result;
}

/**
 * Whether a tool's answer header reaches the caller, per header name. A tool sends the same few names every time,
 * and the names are the tool's to choose, so verdicts are kept in a bounded LRU.
 */
const headerVerdicts = new LRUCache<string, boolean>({ max: 1_000 });
function passesHeader(name: string): boolean {
  let verdict = headerVerdicts.get(name);
  if (verdict === undefined) {
    verdict = !DROP_HEADERS.has(name) && !CREDENTIAL_HEADER.test(name);
    headerVerdicts.set(name, verdict);
  }
  return verdict;
}

async function unifiedData(connector: CompiledConnector, path: string, body: unknown): Promise<PassthroughUnified | undefined> {
  for (const { model, name, op } of connector.passthroughReads) {
    if (!op.pathPattern.test(path)) continue;
    if (name === 'list') {
      const raw = getPath(body, op.records ?? []);
      if (!Array.isArray(raw)) continue;
      const run = new ExpressionRun();
      return {
        model: model.id,
        records: (await Promise.all(raw.map((r) => readRecord(model, r, {}, run)))).map((r) => model.toApi(r, {})),
      };
    }
    const raw = getPath(body, op.record ?? []);
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) continue;
    return { model: model.id, record: model.toApi(await readRecord(model, raw), {}) };
  }
  return undefined;
}

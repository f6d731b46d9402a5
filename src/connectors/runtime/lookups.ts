import { LRUCache } from 'lru-cache';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledConnector, CompiledLookup, CompiledRequest } from '../compile/compiled-connector.js';
import type { CompiledTemplate, CompiledValue } from '../mapping/template.js';
import type { PageRequestParts } from '../pagination/paginator.js';
import type { CallContext } from './call-context.js';
import type { DownstreamRequest, DownstreamResponse } from '../transport/downstream-exchange.js';
import type { Clock } from '../connection/ports.js';
import { buildRequest } from '../transport/request-builder.js';

/** What lookups need of the executor (execute.ts, which holds the cache): it sends a built request. */
interface RequestSender {
  execute(call: CallContext, req: DownstreamRequest): Promise<DownstreamResponse>;
  readonly lookups: LookupCache;
}

type LookupValue = string | number;

/** Connections times lookups kept in one process; the oldest entry goes first past it. */
const MAX_ENTRIES = 10_000;
/** The longest value kept (a view id is a number; anything this long is not an id). */
const MAX_VALUE_CHARS = 300;

/**
 * The values of `lookups` per connection (Freshsales' view ids), in this process: resolved on first use by the
 * lookup's request, kept `ttl_seconds`, shared by concurrent calls (one request per connection and lookup at a time)
 * and dropped when a request using them answers 404. Keyed by connection and base URL too: a connection whose
 * account (subdomain) changes asks again.
 */
export class LookupCache {
  private readonly entries: LRUCache<string, Promise<LookupValue>>;

  constructor(clock: Clock) {
    // Staleness by the runtime's clock (tests drive it), not by performance.now.
    this.entries = new LRUCache({ max: MAX_ENTRIES, perf: { now: () => clock.now() } });
  }

  async resolve(executor: RequestSender, call: CallContext, names: readonly string[]): Promise<Record<string, LookupValue>> {
    const out: Record<string, LookupValue> = {};
    for (const name of names) out[name] = await this.one(executor, call, name);
    return out;
  }

  forget(call: CallContext, names: readonly string[]): void {
    for (const name of names) this.entries.delete(keyOf(call, name));
  }

  private one(executor: RequestSender, call: CallContext, name: string): Promise<LookupValue> {
    const lookup = call.connector.lookups[name];
    if (!lookup) throw new Error(`unknown lookup ${name}`); // the compiler refuses such templates
    // A dry run sends nothing: the lookup's request is planned, and its value named, never cached.
    if (call.conn.dryRun) return planned(executor, call, lookup);
    const key = keyOf(call, name);
    const hit = this.entries.get(key);
    if (hit) return hit;
    const value = fetchValue(executor, call, lookup);
    this.entries.set(key, value, { ttl: lookup.ttlMs });
    // A failed lookup is not kept: the next call asks again.
    value.catch(() => {
      if (this.entries.peek(key) === value) this.entries.delete(key);
    });
    return value;
  }
}

const keyOf = (call: CallContext, name: string) => `${call.conn.connectionId}\u0000${call.target.effectiveBase}\u0000${name}`;

async function fetchValue(executor: RequestSender, call: CallContext, lookup: CompiledLookup): Promise<LookupValue> {
  const { connector } = call;
  const res = await executor.execute(call, buildRequest(connector, call.target, lookup.request, {}));
  let value: unknown;
  try {
    value = await lookup.value.evaluate(res.body ?? {});
  } catch (e) {
    throw lookupFailed(connector, lookup, e);
  }
  if (
    (typeof value === 'string' && value !== '' && value.length <= MAX_VALUE_CHARS) ||
    (typeof value === 'number' && Number.isFinite(value))
  )
    return value;
  throw lookupFailed(connector, lookup);
}

async function planned(executor: RequestSender, call: CallContext, lookup: CompiledLookup): Promise<LookupValue> {
  await executor.execute(call, buildRequest(call.connector, call.target, lookup.request, {}));
  const what = lookup.description ? ` (${lookup.description})` : '';
  call.conn.dryRun?.note(
    `lookups.${lookup.name}${what} is read from the answer to the request before, once per connection and then cached; its value stands as {${lookup.name}} here.`,
  );
  return `{${lookup.name}}`;
}

function lookupFailed(connector: CompiledConnector, lookup: CompiledLookup, cause?: unknown): PlugboardError {
  const what = lookup.description ?? `lookups.${lookup.name}`;
  return new PlugboardError('DOWNSTREAM_INVALID_RESPONSE', `${connector.info.display.name}'s answer does not give ${what}`, {
    ...(cause ? { cause } : {}),
    details: { integrationId: connector.id, lookup: lookup.name },
  });
}

/** The lookups a request's templates use (`{{ lookups.<name> }}`), worked out once per compiled request. */
const usedBy = new WeakMap<CompiledRequest, string[]>();
function lookupsUsedBy(req: CompiledRequest): string[] {
  let names = usedBy.get(req);
  if (!names) {
    const found = new Set<string>();
    const tpl = (t: CompiledTemplate | undefined) => {
      if (!t || t.kind === 'literal') return;
      for (const p of t.kind === 'single' ? [t.expr] : t.parts)
        if (typeof p !== 'string' && p.path[0] === 'lookups' && p.path[1]) found.add(p.path[1]);
    };
    const value = (v: CompiledValue | undefined): void => {
      if (!v || v.t === 'lit') return;
      if (v.t === 'tpl') tpl(v.tpl);
      else if (v.t === 'obj') for (const [, x] of v.entries) value(x);
      else for (const x of v.items) value(x);
    };
    tpl(req.path);
    tpl(req.url);
    value(req.query);
    value(req.body);
    for (const t of Object.values(req.headers)) tpl(t);
    names = [...found];
    usedBy.set(req, names);
  }
  return names;
}

/**
 * Builds and sends a resource operation's or an action's request, with the values of the lookups it uses. A 404 to a
 * request that used lookups may mean a value went stale (a view deleted, an account moved): they are resolved again
 * and the request is sent once more when one of them changed; otherwise the 404 stands.
 */
export async function sendRequest(
  executor: RequestSender,
  call: CallContext,
  req: CompiledRequest,
  vars: Record<string, unknown>,
  paging?: PageRequestParts,
): Promise<DownstreamResponse> {
  const names = lookupsUsedBy(req);
  if (names.length === 0) return executor.execute(call, buildRequest(call.connector, call.target, req, vars, paging));
  const values = await executor.lookups.resolve(executor, call, names);
  try {
    return await executor.execute(call, buildRequest(call.connector, call.target, req, { ...vars, lookups: values }, paging));
  } catch (e) {
    if (!(e instanceof PlugboardError) || e.code !== 'DOWNSTREAM_NOT_FOUND' || call.conn.dryRun) throw e;
    executor.lookups.forget(call, names);
    const fresh = await executor.lookups.resolve(executor, call, names);
    if (names.every((n) => fresh[n] === values[n])) throw e;
    return executor.execute(call, buildRequest(call.connector, call.target, req, { ...vars, lookups: fresh }, paging));
  }
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { loadFixtureFiles, type FixtureExchange } from '../sandbox/fixture-files.js';
import { isPlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectorRegistry } from '../compile/registry.js';
import { loadConnectorRegistry } from '../compile/registry.js';
import type { CompiledConnector } from '../compile/compiled-connector.js';
import type { CompiledModel, ReadOptions } from '../mapping/model-mapper.js';
import { createConnectorRuntime } from '../runtime/connector-runtime.js';
import type { ConnectionContext, Credentials } from '../connection/ports.js';
import type { UnifiedOperation, UnifiedParams } from '../runtime/unified-operations.js';

/**
 * Fixture replay: a fixture is one call (unified, action, passthrough or verify) against recorded, scrubbed
 * request/response pairs. A loopback server plays the tool: it checks every request the runtime sends
 * (method, path, query, listed headers, JSON body) and answers the recorded response; the call's result must
 * equal the expected unified output. Used by `npm run connectors:check` and test/connectors/replay.test.ts.
 */
export interface Fixture {
  name: string;
  connection?: { inputs?: Record<string, string>; credentials: Credentials; oauthClient?: { clientId: string; clientSecret: string } };
  call:
    | { unified: { model: string; operation: UnifiedOperation; params?: UnifiedParams } }
    | { action: { path: string; input?: unknown } }
    | { passthrough: { method: string; path: string; query?: Record<string, unknown>; json?: unknown } }
    /** The manifest's `connection.verify` request with the fixture's credentials (expect nothing, or an error). */
    | { verify: Record<string, never> | null };
  exchanges?: FixtureExchange[];
  expect: { result?: unknown; error?: { code: string } };
}

export interface FixtureResult {
  connector: string;
  file: string;
  name: string;
  ok: boolean;
  problems: string[];
}

export async function loadFixtures(dir: string): Promise<{ file: string; fixture: Fixture }[]> {
  return loadFixtureFiles<Fixture>(dir);
}

/** Replays every fixture of every connector in `dir` (each connector's manifest `tests.fixtures_dir`). */
export async function replayAllFixtures(dir: string): Promise<FixtureResult[]> {
  const base = await loadConnectorRegistry({ dir });
  const results: FixtureResult[] = [];
  for (const info of base.list()) {
    const connector = base.require(info.integrationId);
    if (!connector.fixturesDir) continue;
    const fixtures = await loadFixtures(connector.fixturesDir);
    const min = connector.manifest.tests?.min_cases ?? 0;
    if (fixtures.length < min) {
      results.push({
        connector: info.integrationId,
        file: connector.fixturesDir,
        name: 'fixture count',
        ok: false,
        problems: [`${fixtures.length} fixture(s), manifest asks for at least ${min}`],
      });
    }
    for (const { file, fixture } of fixtures) results.push(await replayFixture(dir, info.integrationId, file, fixture));
  }
  return results;
}

// eslint-disable-next-line max-lines-per-function -- one fixture's replay: a loopback tool, the call, and each check of the answer in order
export async function replayFixture(dir: string, connectorId: string, file: string, fx: Fixture): Promise<FixtureResult> {
  const problems: string[] = [];
  const queue = [...(fx.exchanges ?? [])];
  let index = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const n = ++index;
      // Requests a tool gets together (a listing's per-item gets, `hydrate`) may arrive in any order: the first
      // recorded exchange with the same method and path (query included) answers; else the next one, compared.
      const same = queue.findIndex((q) => q.request.method === req.method && sameTarget(q.request, req.url ?? ''));
      const ex = same > 0 ? queue.splice(same, 1)[0] : queue.shift();
      const body = Buffer.concat(chunks).toString('utf8');
      if (!ex) {
        problems.push(`request #${n} ${req.method} ${req.url} was not expected (no recorded exchange left)`);
        res.writeHead(599).end();
        return;
      }
      problems.push(...compareRequest(n, ex.request, req, body));
      const r = ex.response;
      // Recorded responses are replayed byte-for-byte in headers: no Date header that changes every run.
      res.sendDate = false;
      const isJson = r.body !== undefined && typeof r.body !== 'string';
      res.writeHead(r.status ?? 200, { ...(isJson ? { 'content-type': 'application/json' } : {}), ...(r.headers ?? {}) });
      res.end(r.body === undefined ? '' : isJson ? JSON.stringify(r.body) : String(r.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const registry: ConnectorRegistry = await loadConnectorRegistry({
      dir,
      hostOverrides: { [connectorId]: { api: origin, authorize: origin, token: origin, files: origin } },
    });
    const saved: Credentials[] = [];
    const runtime = createConnectorRuntime({
      registry,
      ports: { saveCredentials: async (_id, c) => void saved.push(c), markNeedsReauth: async () => undefined },
      clock: { now: () => Date.now(), sleep: async () => undefined },
      random: () => 0,
    });
    const conn: ConnectionContext = {
      connectionId: `fixture-${connectorId}`,
      integrationId: connectorId,
      inputs: fx.connection?.inputs ?? {},
      credentials: fx.connection?.credentials ?? { type: 'bearer', token: 'fixture-token' },
      ...(fx.connection?.oauthClient ? { oauthClient: fx.connection.oauthClient } : {}),
    };
    let result: unknown;
    let error: unknown;
    try {
      if ('unified' in fx.call)
        result = await runtime.unified(conn, fx.call.unified.model, fx.call.unified.operation, fx.call.unified.params ?? {});
      else if ('action' in fx.call) result = await runtime.action(conn, connectorId, fx.call.action.path, fx.call.action.input ?? {});
      else if ('verify' in fx.call) {
        if (!registry.require(connectorId).verify) throw new Error('the manifest declares no connection.verify request');
        await runtime.oauth.verifyCredentials(connectorId, { credentials: conn.credentials, inputs: conn.inputs });
      } else result = await runtime.passthrough(conn, fx.call.passthrough);
    } catch (e) {
      error = e;
    }
    if (fx.expect.error) {
      const code = isPlugboardError(error) ? error.code : error ? String(error) : 'no error';
      if (code !== fx.expect.error.code) problems.push(`expected error ${fx.expect.error.code}, got ${code}`);
    } else if (error) {
      problems.push(
        `call failed: ${isPlugboardError(error) ? `${error.code} ${error.message} ${JSON.stringify(error.details)}` : String(error)}`,
      );
    } else if ('result' in fx.expect) {
      const actual = JSON.parse(JSON.stringify(result)) as Record<string, unknown>;
      // Where a write answered the id only, the runtime tells its caller to read the record back: not a record value.
      Reflect.deleteProperty(actual, 'readBackId');
      const expected = inApiShape(registry.require(connectorId), fx.call, fx.expect.result);
      if (!isDeepStrictEqual(actual, expected))
        problems.push(`unified output differs:\n      expected ${JSON.stringify(expected)}\n      actual   ${JSON.stringify(actual)}`);
    }
    if (queue.length)
      problems.push(
        `${queue.length} recorded exchange(s) were never requested (first: ${queue[0]!.request.method} ${queue[0]!.request.path})`,
      );
  } finally {
    await new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
  }
  return { connector: connectorId, file, name: fx.name, ok: problems.length === 0, problems };
}

/** Parameters by name; one sent more than once is a list of its values, in order. */
function repeatedAsLists(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of params) {
    const had = out[k];
    out[k] = had === undefined ? v : [...(Array.isArray(had) ? had : [had]), v];
  }
  return out;
}

function compareRequest(n: number, want: FixtureExchange['request'], req: http.IncomingMessage, body: string): string[] {
  const out: string[] = [];
  const url = new URL(req.url ?? '/', 'http://x');
  const at = `request #${n}`;
  if (req.method !== want.method) out.push(`${at}: method ${req.method}, recorded ${want.method}`);
  if (url.pathname !== want.path) out.push(`${at}: path ${url.pathname}, recorded ${want.path}`);
  // A parameter sent more than once (`contact_ids[]=a&contact_ids[]=b`) is recorded as a YAML list, in order.
  const query = repeatedAsLists(url.searchParams);
  if (!isDeepStrictEqual(query, want.query ?? {}))
    out.push(`${at}: query ${JSON.stringify(query)}, recorded ${JSON.stringify(want.query ?? {})}`);
  for (const [k, v] of Object.entries(want.headers ?? {})) {
    if (req.headers[k.toLowerCase()] !== v)
      out.push(`${at}: header ${k} = ${JSON.stringify(req.headers[k.toLowerCase()])}, recorded ${JSON.stringify(v)}`);
  }
  if (want.json !== undefined) {
    let got: unknown;
    try {
      got = JSON.parse(body);
    } catch {
      got = body;
    }
    if (!isDeepStrictEqual(got, want.json)) out.push(`${at}: JSON body ${JSON.stringify(got)}, recorded ${JSON.stringify(want.json)}`);
  } else if (want.form !== undefined) {
    // The same for a form field sent once per item (Twilio's StatusCallbackEvent).
    const got = repeatedAsLists(new URLSearchParams(body));
    if (!isDeepStrictEqual(got, want.form)) out.push(`${at}: form body ${JSON.stringify(got)}, recorded ${JSON.stringify(want.form)}`);
  } else if (body !== '' && (req.method === 'GET' || want.query !== undefined)) {
    // A request recorded with its query and no body (a GET, or a POST whose parameters are all in the query).
    out.push(`${at}: unexpected body ${req.method === 'GET' ? 'on GET' : body.slice(0, 200)}`);
  }
  return out;
}

/** A recorded request's path and exact query against a received URL. */
function sameTarget(rec: { path: string; query?: Record<string, unknown> }, url: string): boolean {
  const u = new URL(url, 'http://replay.invalid');
  if (u.pathname !== rec.path) return false;
  const want = Object.entries(rec.query ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : [String(v)]] as const);
  const names = new Set(u.searchParams.keys());
  return names.size === want.length && want.every(([k, v]) => JSON.stringify(u.searchParams.getAll(k)) === JSON.stringify(v));
}

/**
 * A fixture's expected records in the API's shape: a fixture lists the fields its manifest maps, and the common model
 * says the rest (unmapped fields null, `nativeId` the id, ...), as the runtime's answer does (the model's toApi).
 */
function inApiShape(connector: CompiledConnector, call: Fixture['call'], expected: unknown): unknown {
  if (!isObject(expected)) return expected;
  const shaped = (model: CompiledModel | undefined, at: Record<string, unknown>, read: ReadOptions) => {
    if (!model) return at;
    const one = (r: unknown) => (isObject(r) ? model.toApi(r, read) : r);
    return {
      ...at,
      ...(Array.isArray(at.records) ? { records: at.records.map(one) } : {}),
      ...('record' in at ? { record: one(at.record) } : {}),
    };
  };
  if ('unified' in call) {
    const p = call.unified.params ?? {};
    const read = { includeAdditional: p.includeAdditional === true, includeNative: p.includeNative === true };
    return shaped(connector.models[call.unified.model], expected, read);
  }
  if ('passthrough' in call && isObject(expected.unified) && typeof expected.unified.model === 'string')
    return { ...expected, unified: shaped(connector.models[expected.unified.model], expected.unified, {}) };
  return expected;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

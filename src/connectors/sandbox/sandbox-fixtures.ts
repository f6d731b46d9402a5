import type { CompiledConnector, CompiledOperation } from '../compile/compiled-connector.js';
import { loadFixtureFiles, type FixtureExchange } from './fixture-files.js';

/** What the sandbox reads of a fixture file (see replay-fixtures.ts for the whole format). */
interface RecordedFixture {
  connection?: { inputs?: Record<string, string>; credentials?: { captured?: Record<string, string>; username?: string } };
  exchanges?: FixtureExchange[];
}

/** One recorded answer the sandbox can give, with the request it answered. */
export interface SandboxExchange {
  method: string;
  path: string;
  query: Record<string, string>;
  response: { status: number; headers: Record<string, string>; body: unknown };
}

/** A connector's fixtures as the sandbox serves them: successful API answers, and the inputs the fixtures used. */
export interface SandboxData {
  exchanges: SandboxExchange[];
  inputs: Record<string, string>;
}

/**
 * Reads a connector's recorded fixtures (connectors/<id>/fixtures/, the manifest's `tests.fixtures_dir`) once. Only
 * successful answers of the tool's API are served (token endpoint exchanges, identified by their form body, and
 * recorded failures are left out: failures are what fault injection chooses). The inputs a sandbox connection needs
 * (an instance URL, a company domain) are the ones the fixtures were recorded with.
 */
export class SandboxFixtures {
  private readonly cache = new Map<string, Promise<SandboxData>>();

  get(connector: CompiledConnector): Promise<SandboxData> {
    let p = this.cache.get(connector.id);
    if (!p) {
      p = load(connector);
      this.cache.set(connector.id, p);
    }
    return p;
  }
}

async function load(connector: CompiledConnector): Promise<SandboxData> {
  const fixtures = connector.fixturesDir ? await loadFixtureFiles<RecordedFixture>(connector.fixturesDir) : [];
  const exchanges: SandboxExchange[] = [];
  const inputs: Record<string, string> = {};
  for (const { fixture } of fixtures) {
    const creds = fixture.connection?.credentials;
    for (const [k, v] of Object.entries({ ...(fixture.connection?.inputs ?? {}), ...(creds?.captured ?? {}) })) inputs[k] ??= v;
    // An input read from the basic credentials' username (Twilio's account SID): the one the fixtures used.
    for (const [k, spec] of Object.entries(connector.inputs))
      if (spec.from_credentials === 'username' && typeof creds?.username === 'string') inputs[k] ??= creds.username;
    for (const ex of fixture.exchanges ?? []) if (servable(ex)) exchanges.push(toExchange(ex));
  }
  return { exchanges, inputs };
}

// A token endpoint exchange is a form with a grant_type; other form writes (Twilio's calls/create) are API answers.
const servable = (ex: FixtureExchange) =>
  (ex.request.form === undefined || !('grant_type' in ex.request.form)) && (ex.response.status ?? 200) < 400;

function toExchange(ex: FixtureExchange): SandboxExchange {
  const r = ex.response;
  const isJson = r.body !== undefined && typeof r.body !== 'string';
  return {
    method: ex.request.method.toUpperCase(),
    path: ex.request.path,
    query: ex.request.query ?? {},
    response: {
      status: r.status ?? 200,
      headers: { ...(isJson ? { 'content-type': 'application/json' } : {}), ...(r.headers ?? {}) },
      body: r.body,
    },
  };
}

/** The manifest operation (of a resource) a request path belongs to, by method and path pattern, with or without the base path. */
export function operationFor(connector: CompiledConnector, method: string, pathname: string): CompiledOperation | undefined {
  for (const ops of Object.values(connector.resources))
    for (const op of Object.values(ops))
      if (op.method === method && (op.pathPattern.test(pathname) || op.pathPattern.test(withoutBase(connector, pathname)))) return op;
  return undefined;
}

function withoutBase(connector: CompiledConnector, pathname: string): string {
  const base = connector.baseUrl.kind === 'literal' ? new URL(connector.baseUrl.value).pathname.replace(/\/$/, '') : '';
  return base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}

import { isPlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledConnector } from '../compile/compiled-connector.js';
import { loadConnectorRegistry } from '../compile/registry.js';
import { VendorSpec } from '../conform/vendor-spec.js';
import type { ConnectionContext, Credentials } from '../connection/ports.js';
import type { CompiledModel, UnifiedRecord } from '../mapping/model-mapper.js';
import { createConnectorRuntime, type ConnectorRuntime } from '../runtime/connector-runtime.js';
import { commonModelById } from '../schema/common-models.js';
import { sampleForPattern, sampleSchema } from './schema-sample.js';
import { VendorMock, type MockExchange } from './vendor-mock.js';

/**
 * What one operation of a manifest did against the mock built from the vendor's description:
 * - ok: every request matched the description and the runtime read the answers;
 * - refused: the mock refused a request (the manifest's failure: it sends what the vendor does not take);
 * - answer: the mock answered and the runtime could not use the answer (the manifest reads what the vendor does not
 *   give, e.g. a records path or a required field the described response does not have);
 * - vague: as `answer`, but the answer was generated from a schema that lists no properties (`type: object` and
 *   nothing more): the description does not say what the answer holds, so neither can the mock (not counted);
 * - skipped: the driver could not build an input the manifest accepts (not the manifest's failure, said why).
 */
export interface DriveResult {
  operation: string;
  outcome: 'ok' | 'refused' | 'answer' | 'vague' | 'skipped';
  detail: string;
}

/** The credentials of the connector's first auth method, fake values the mock takes. */
function credentialsFor(connector: CompiledConnector): Credentials {
  const method = connector.auth[0]?.spec;
  const id = method?.id;
  switch (method?.type) {
    case 'api_key':
      return { type: 'api_key', method: id, apiKey: 'mock-api-key' };
    case 'basic': {
      // An input taken from the username (Twilio's account SID) must match its pattern.
      const pattern = Object.values(connector.inputs).find((i) => i.from_credentials === 'username')?.pattern;
      const username = (pattern ? sampleForPattern(pattern) : undefined) ?? 'mock-user';
      return { type: 'basic', method: id, username, password: 'mock-password' };
    }
    case 'bearer':
      return { type: 'bearer', method: id, token: 'mock-token' };
    case 'oauth2_client_credentials':
      return {
        type: 'oauth2_client_credentials',
        method: id,
        clientId: 'mock-client',
        clientSecret: 'mock-secret',
        accessToken: 'mock-token',
        expiresAt: '2999-01-01T00:00:00Z',
      };
    default:
      return { type: 'oauth2', ...(id ? { method: id } : {}), accessToken: 'mock-token' };
  }
}

/**
 * Drives every operation of a manifest through the real runtime against a loopback mock of the vendor's OpenAPI
 * description (VendorMock): connection.verify, each model's list (two pages when the answer has a next page),
 * search, get, create, update and delete, its sync reads (incremental since a time, delta full then changes,
 * deleted records), every action with an input generated from its input schema, and each webhook subscription
 * (create, then delete). Used by `npm run connectors:mock-drive` and `plugboard connectors mock-drive`.
 */
export async function mockDrive(opts: { dir: string; connectorId: string; vendorDoc: Record<string, unknown> }): Promise<DriveResult[]> {
  const vendor = new VendorSpec(opts.vendorDoc);
  const mock = new VendorMock(vendor);
  const origin = await mock.start();
  try {
    const registry = await loadConnectorRegistry({
      dir: opts.dir,
      hostOverrides: { [opts.connectorId]: { api: origin, authorize: origin, token: origin } },
    });
    const connector = registry.require(opts.connectorId);
    const runtime = createConnectorRuntime({
      registry,
      ports: { saveCredentials: async () => undefined, markNeedsReauth: async () => undefined },
      clock: { now: () => Date.now(), sleep: async () => undefined },
      random: () => 0,
    });
    // The inputs the connector's fixtures were recorded with (they match its patterns), else a default or a sample.
    const inputs: Record<string, string> = await runtime.sandboxInputs(connector.id).catch(() => ({}));
    for (const [name, input] of Object.entries(connector.inputs))
      if (!(name in inputs) && !input.from_token_response && !input.from_credentials)
        inputs[name] =
          typeof input.default === 'string'
            ? input.default
            : input.pattern?.includes('@')
              ? 'mock@example.com'
              : ((input.pattern ? sampleForPattern(input.pattern) : undefined) ?? 'mock1');
    const conn: ConnectionContext = {
      connectionId: 'mock-drive',
      integrationId: connector.id,
      inputs,
      credentials: credentialsFor(connector),
    };
    const drive = new Driver(mock, runtime, connector, conn, vendor);
    return await drive.all();
  } finally {
    await mock.close();
  }
}

class Driver {
  readonly results: DriveResult[] = [];

  constructor(
    private readonly mock: VendorMock,
    private readonly runtime: ConnectorRuntime,
    private readonly connector: CompiledConnector,
    private readonly conn: ConnectionContext,
    private readonly vendor: VendorSpec,
  ) {}

  async all(): Promise<DriveResult[]> {
    const { runtime, conn, connector } = this;
    if (connector.verify)
      await this.step('connection.verify', async () => {
        await runtime.oauth.verifyCredentials(connector.id, { credentials: conn.credentials, inputs: conn.inputs });
        return 'accepted';
      });
    for (const model of Object.values(connector.models)) await this.model(model);
    for (const action of Object.values(connector.actions)) await this.action(action.path, action.inputSchema);
    for (const sub of connector.subscriptions)
      await this.step(`webhook subscription ${sub.name} (create, delete)`, async () => {
        const url = 'https://hooks.example.com/plugboard/inbound';
        const made = await runtime.subscriptions.create(conn, sub.name, url);
        await runtime.subscriptions.remove(conn, sub.name, made, url);
        return `subscription ${made.id}`;
      });
    return this.results;
  }

  private async model(model: CompiledModel): Promise<void> {
    const { runtime, conn } = this;
    const ops = model.operations;
    let id = '1001';
    if (ops.includes('list'))
      await this.step(`${model.id} list`, async () => {
        const first = await runtime.unified(conn, model.id, 'list', { pageSize: 2 });
        const firstId = first.records?.[0]?.id;
        if (typeof firstId === 'string' && firstId) id = firstId;
        if (!first.nextPageCursor) return `${first.records?.length ?? 0} record(s), one page (the answer names no next page)`;
        const second = await runtime.unified(conn, model.id, 'list', { pageSize: 2, cursor: first.nextPageCursor });
        return `${first.records?.length ?? 0} + ${second.records?.length ?? 0} record(s) on two pages`;
      });
    if (ops.includes('search'))
      await this.step(`${model.id} search`, async () => {
        const r = await runtime.unified(conn, model.id, 'search', { filter: { query: 'mock' }, pageSize: 2 });
        return `${r.records?.length ?? 0} record(s)`;
      });
    if (ops.includes('get'))
      await this.step(`${model.id} get`, async () => {
        const r = await runtime.unified(conn, model.id, 'get', { id });
        return `record ${String(r.record?.id)}`;
      });
    for (const op of ['create', 'update'] as const) if (ops.includes(op)) await this.write(model, op, id);
    if (ops.includes('delete'))
      await this.step(`${model.id} delete`, async () => {
        await runtime.unified(conn, model.id, 'delete', { id });
        return `deleted ${id}`;
      });
    await this.sync(model);
  }

  /** A create or update with a record of every writable field; fields the runtime refuses as input are left out. */
  private async write(model: CompiledModel, op: 'create' | 'update', id: string): Promise<void> {
    let record = sampleRecord(model, this.vendor);
    await this.step(`${model.id} ${op}`, async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          const r = await this.runtime.unified(this.conn, model.id, op, { ...(op === 'update' ? { id } : {}), record });
          return r.accepted ? 'accepted' : `record ${String(r.record?.id ?? r.id)}`;
        } catch (e) {
          const refused = inputRefusal(e);
          if (!refused.length || attempt > 8 || this.mock.exchanges.length) throw e;
          record = Object.fromEntries(Object.entries(record).filter(([k]) => !refused.includes(k)));
        }
      }
    });
  }

  private async sync(model: CompiledModel): Promise<void> {
    const { runtime, conn } = this;
    const sync = model.sync;
    if (sync?.enabled === false) return;
    if (sync?.delta)
      await this.step(`${model.id} sync (delta: full read, then changes)`, async () => {
        let token: string | undefined;
        let full = 0;
        for await (const page of runtime.listDelta(conn, model.id, {})) {
          full += page.records.length;
          token = page.token ?? token;
          if (full > 20) break;
        }
        if (!token) return `${full} record(s); the full read ended with no token`;
        let changes = 0;
        for await (const page of runtime.listDelta(conn, model.id, { token })) {
          changes += page.records.length + page.deleted.length;
          if (changes > 20) break;
        }
        return `${full} record(s), token, then ${changes} change(s)`;
      });
    else if (sync?.incremental)
      await this.step(`${model.id} sync (incremental since 2024-01-01)`, async () => {
        let n = 0;
        for await (const page of runtime.listAll(conn, model.id, { since: '2024-01-01T00:00:00Z', pageLimit: 2 })) n += page.length;
        return `${n} record(s)`;
      });
    if (sync?.deletions?.strategy === 'deleted_records')
      await this.step(`${model.id} sync (deleted records)`, async () => {
        let n = 0;
        for await (const ids of runtime.listDeleted(conn, model.id, { since: '2024-01-01T00:00:00Z', until: '2024-01-02T00:00:00Z' }))
          n += ids.length;
        return `${n} deleted id(s)`;
      });
  }

  /** An action with every input field generated from its schema, else (refused as input) only the required ones. */
  private async action(path: string, schema: Record<string, unknown>): Promise<void> {
    await this.step(`action ${path}`, async () => {
      const full = sampleSchema(this.vendor, schema, { properties: 'all', examples: true });
      try {
        return summarize(await this.runtime.action(this.conn, this.connector.id, path, full));
      } catch (e) {
        if (!isPlugboardError(e) || e.code !== 'VALIDATION_FAILED' || this.mock.exchanges.length) throw e;
        const required = sampleSchema(this.vendor, schema, { properties: 'required', examples: true });
        return summarize(await this.runtime.action(this.conn, this.connector.id, path, required));
      }
    });
  }

  /** Runs one operation with a fresh mock, and classifies it by what the mock answered. */
  private async step(operation: string, run: () => Promise<string>): Promise<void> {
    this.mock.reset();
    let detail: string;
    let error: unknown;
    try {
      detail = await run();
    } catch (e) {
      error = e;
      detail = describeError(e);
    }
    const refusals = this.mock.exchanges.filter((x) => x.problems.length);
    if (refusals.length) this.results.push({ operation, outcome: 'refused', detail: refusals.map(describeRefusal).join('\n') });
    else if (error && !this.mock.exchanges.length && isPlugboardError(error) && error.code === 'VALIDATION_FAILED')
      this.results.push({ operation, outcome: 'skipped', detail: `no input the manifest accepts could be generated: ${detail}` });
    else if (error) {
      const last = this.mock.exchanges.at(-1);
      const answered = last ? ` (mock answered ${last.method} ${last.url} ${last.status})` : ' (no request reached the mock)';
      const vague = this.mock.exchanges.some((x) => x.vague);
      this.results.push({
        operation,
        outcome: vague ? 'vague' : 'answer',
        detail: `${detail}${answered}${vague ? "; the description's answer schema lists no properties, so the generated answer is a guess" : ''}`,
      });
    } else this.results.push({ operation, outcome: 'ok', detail });
  }
}

/** A record of every writable field the model maps, valued by the common model's type of the field. */
function sampleRecord(model: CompiledModel, vendor: VendorSpec): UnifiedRecord {
  const common = commonModelById(model.id)?.fields ?? {};
  const record: UnifiedRecord = {};
  const paths = new Set<string>();
  for (const f of model.fields) {
    if (!f.writable || !f.path) continue;
    // Fields that write the same path are alternatives (text or HTML body): one of them.
    const key = f.path.join('.');
    if (paths.has(key)) continue;
    paths.add(key);
    const c = common[f.name];
    record[f.name] = c ? sampleField(f.name, c, vendor) : `mock ${f.name}`;
  }
  return record;
}

function sampleField(
  name: string,
  c: { type: string; enum?: readonly string[]; minimum?: number; items?: unknown },
  vendor: VendorSpec,
): unknown {
  switch (c.type) {
    case 'datetime':
      return '2024-05-01T10:00:00.000Z';
    case 'date':
      return '2024-05-01';
    case 'integer':
    case 'number':
      return c.minimum ?? 1;
    case 'boolean':
      return true;
    case 'enum':
      return c.enum?.[0] ?? 'mock';
    case 'array':
      return sampleSchema(vendor, { type: 'array', items: c.items ?? { type: 'string' } }, { properties: 'all', examples: true });
    default:
      return /email/i.test(name)
        ? 'mock@example.com'
        : /phone/i.test(name)
          ? '+14155550100'
          : /url|website/i.test(name)
            ? 'https://example.com'
            : `mock ${name}`;
  }
}

/** The fields a unified write refused as input (read-only, unknown, invalid), from VALIDATION_FAILED's details. */
function inputRefusal(e: unknown): string[] {
  if (!isPlugboardError(e) || e.code !== 'VALIDATION_FAILED') return [];
  const d = (e.details ?? {}) as { readOnly?: string[]; unsupported?: string[]; unknown?: string[]; invalid?: { field: string }[] };
  return [...(d.readOnly ?? []), ...(d.unsupported ?? []), ...(d.unknown ?? []), ...(d.invalid ?? []).map((i) => i.field)];
}

function describeError(e: unknown): string {
  if (!isPlugboardError(e)) return e instanceof Error ? e.message : String(e);
  const details = e.details === undefined ? '' : ` ${JSON.stringify(e.details).slice(0, 400)}`;
  return `${e.code}: ${e.message}${details}`;
}

const describeRefusal = (x: MockExchange) =>
  `mock refused ${x.method} ${x.url} with ${x.status}${x.operation ? ` (vendor: ${x.operation})` : ''}: ${x.problems.join('; ')}`;

function summarize(v: unknown): string {
  // JSON.stringify answers undefined for undefined, whatever its declared type says.
  const text = JSON.stringify(v) as string | undefined;
  return `answered ${text === undefined ? 'nothing' : text.slice(0, 80)}`;
}

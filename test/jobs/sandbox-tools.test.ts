import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { loadConnectorRegistry } from '../../src/connectors/compile/registry.js';
import type { CompiledConnector } from '../../src/connectors/compile/compiled-connector.js';
import { commonModelById } from '../../src/connectors/schema/common-models.js';
import { post } from '../support/http-client.js';
import { newSession, sessionHeaders } from '../support/connect-http.js';
import { seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver, waitFor } from '../support/webhook-receiver.js';

/** Connects `integrationId` with auth method `sandbox` through the connect API. */
async function connectSandbox(gw: TestGateway, apiToken: string, integrationId: string) {
  const session = await newSession(gw.url, apiToken, { integrationId });
  const submit = await post(
    gw.url,
    '/api/connect/credentials',
    { integrationId, authMethodId: 'sandbox', credentials: {} },
    sessionHeaders(session),
  );
  expect(submit.status, `${integrationId}: ${submit.text}`).to.equal(200);
  const ex = await post(gw.url, '/api/auth/access-token', {}, { 'x-svc-api-token': apiToken, ...sessionHeaders(session) });
  expect(ex.status, ex.text).to.equal(200);
  return {
    connectionId: ex.body.result.connectionId as string,
    headers: { 'x-svc-api-token': apiToken, 'x-svc-access-token': ex.body.result.accessToken as string },
  };
}

/** A value a model's writable string field accepts (a field the create and update below send). */
function writableField(c: CompiledConnector, modelId: string): string | undefined {
  const common = commonModelById(modelId);
  const f = c.models[modelId]!.fields.find(
    (x) =>
      x.writable &&
      x.path &&
      x.codec.type === 'string' &&
      common?.fields[x.name]?.type === 'string' &&
      common.fields[x.name]?.write !== 'never',
  );
  return f?.name;
}

/** An input an action's JSON schema accepts: its required properties, each with a plain value of its type. */
function sampleInput(schema: Record<string, unknown>): unknown {
  const type = Array.isArray(schema.type) ? (schema.type[0] as string) : (schema.type as string | undefined);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  // A pattern the plain values below cannot meet (an E.164 number) comes with an example the generator checked.
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (type === 'object' || schema.properties) {
    const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    const required = (schema.required ?? []) as string[];
    return Object.fromEntries(required.map((k) => [k, sampleInput(props[k] ?? {})]));
  }
  if (type === 'array') return [sampleInput((schema.items ?? {}) as Record<string, unknown>)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (schema.format === 'date-time') return new Date().toISOString();
  const candidates = ['1001'.padEnd(Number(schema.minLength ?? 0), '0'), '00000000-0000-4000-8000-000000001001'];
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : undefined;
  return candidates.find((c) => !pattern || pattern.test(c)) ?? candidates[0];
}

const registry = await loadConnectorRegistry({ dir: path.join(PACKAGE_ROOT, 'connectors') });
const integrations = registry.list().map((i) => i.integrationId);

/**
 * Every integration's sandbox connection is a simulated tool driven by its manifest: the first sync reaches READY,
 * and every unified operation its models declare answers through the real mapping and paging code. Fails on the
 * fixture-replay sandbox (first syncs 404, get ignores the id, writes do not persist).
 */
describe('http: sandbox connections simulate every integration (sync, list, get, search, writes, activity)', function () {
  this.timeout(Math.max(120_000, integrations.length * 4_000));
  let gw: TestGateway;
  let project: SeededProject;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const conns = new Map<string, { connectionId: string; headers: Record<string, string> }>();

  before(async () => {
    receiver = await startWebhookReceiver();
    gw = await startTestGateway({
      PLUGBOARD_JOBS: 'true',
      PLUGBOARD_JOBS_POLL_MS: '100',
      PLUGBOARD_SYNC_INTERVAL_MS: '500',
      // 59 connections to bring to READY: four sync workers instead of one (what this test checks is each run's result).
      PLUGBOARD_SYNC_CONCURRENCY: '4',
      PLUGBOARD_WEBHOOK_BACKOFF_MS: '100',
    });
    project = await seedProject(gw.gateway.core);
    const hook = await post(gw.url, '/webhooks/create', { url: receiver.url }, { 'x-svc-api-token': project.dev.apiToken });
    expect(hook.status, hook.text).to.equal(200);
    // More than the five real connections a development environment holds: sandbox connections count apart.
    for (const id of integrations) conns.set(id, await connectSandbox(gw, project.dev.apiToken, id));
  });
  after(async () => {
    await gw?.close();
    await receiver?.close();
  });

  it('every sandbox connection finishes its first sync (READY)', async () => {
    const repo = gw.gateway.core.internals.repos.connections;
    await waitFor(
      'every sandbox connection READY',
      async () => {
        const states = await Promise.all([...conns.values()].map(async (c) => (await repo.findById(c.connectionId))!.status));
        return states.every((s) => s === 'READY');
      },
      // Two runs each (one for an integration that syncs nothing), on a machine shared with other work.
      Math.max(90_000, integrations.length * 3_000),
    ).catch(async (e: unknown) => {
      const states = await Promise.all(
        [...conns].map(async ([id, c]) => {
          const d = (await repo.findById(c.connectionId))!;
          return `${id}=${d.status}${d.lastSyncError ? ` (${d.lastSyncError})` : ''}`;
        }),
      );
      throw new Error(`${String(e)}: ${states.join(', ')}`);
    });
  });

  for (const integrationId of integrations)
    it(`${integrationId}: list (every page), get by id, search, create then get, update, delete`, async () => {
      const c = registry.require(integrationId);
      const conn = conns.get(integrationId)!;
      const api = (p: string, body: unknown = {}) => post(gw.url, p, body, conn.headers);
      for (const [modelId, model] of Object.entries(c.models)) {
        const common = commonModelById(modelId)!;
        const base = `/api/unifications/${common.category}/${common.plural}`;
        const ops = model.operations;
        const where = `${integrationId} ${modelId}`;
        let someId: string | undefined;
        if (ops.includes('list')) {
          let cursor: string | undefined;
          let seen = 0;
          for (let page = 0; page < 10; page++) {
            const res = await api(`${base}/list`, { pageSize: 10, ...(cursor ? { cursor } : {}) });
            expect(res.status, `${where} list: ${res.text}`).to.equal(200);
            const records = res.body.result[common.plural] as { id: string }[];
            seen += records.length;
            someId ??= records[0]?.id;
            cursor = res.body.result.nextPageCursor ?? undefined;
            if (!cursor) break;
          }
          expect(seen, `${where}: records listed`).to.be.greaterThan(10);
        }
        if (ops.includes('get') && someId) {
          const res = await api(`${base}/get`, { id: someId });
          expect(res.status, `${where} get: ${res.text}`).to.equal(200);
          expect(res.body.result[common.singular].id).to.equal(someId);
        }
        if (ops.includes('search')) {
          const res = await api(`${base}/search`, { filter: { query: 'a' } });
          expect(res.status, `${where} search: ${res.text}`).to.equal(200);
        }
        const field = writableField(c, modelId);
        let createdId: string | undefined;
        if (ops.includes('create') && field) {
          const res = await api(`${base}/create`, { [common.singular]: { [field]: 'Sandbox Created' } });
          expect(res.status, `${where} create: ${res.text}`).to.equal(200);
          // A create the tool accepts without answering a record (manifest answer: none, Graph's sendMail) answers null.
          const answersNothing = c.resources[c.models[modelId]!.resource]?.create?.answersNothing === true;
          if (answersNothing) expect(res.body.result[common.singular], `${where} create without a record`).to.equal(null);
          else createdId = res.body.result[common.singular].id as string;
          if (ops.includes('get') && createdId) {
            const back = await api(`${base}/get`, { id: createdId });
            expect(back.status, `${where} get after create: ${back.text}`).to.equal(200);
            expect(back.body.result[common.singular][field]).to.equal('Sandbox Created');
          }
        }
        const target = createdId ?? someId;
        if (ops.includes('update') && field && target) {
          const res = await api(`${base}/update`, { id: target, [common.singular]: { [field]: 'Sandbox Updated' } });
          expect(res.status, `${where} update: ${res.text}`).to.equal(200);
          if (ops.includes('get')) {
            const back = await api(`${base}/get`, { id: target });
            expect(back.body.result[common.singular][field], `${where} get after update`).to.equal('Sandbox Updated');
          }
        }
        if (ops.includes('delete') && target) {
          const res = await api(`${base}/delete`, { id: target });
          expect(res.status, `${where} delete: ${res.text}`).to.equal(200);
          if (ops.includes('get')) {
            const gone = await api(`${base}/get`, { id: target });
            expect(gone.status, `${where} get after delete`).to.equal(404);
          }
        }
      }
    });

  for (const integrationId of integrations)
    it(`${integrationId}: every action answers (from the simulated records or the recorded fixtures)`, async () => {
      const c = registry.require(integrationId);
      const conn = conns.get(integrationId)!;
      for (const [actionPath, action] of Object.entries(c.actions)) {
        const res = await post(gw.url, `/api/actions/${integrationId}/${actionPath}`, sampleInput(action.inputSchema), conn.headers);
        expect(res.status, `${integrationId} ${actionPath}: ${res.text}`).to.equal(200);
      }
    });

  it("the activity clock's changes reach a project webhook as object events", async () => {
    const conn = conns.get('hubspot')!;
    const set = await post(
      gw.url,
      '/api/connections/update',
      { id: conn.connectionId, sandbox: { activity: { changesPerMinute: 600 } } },
      conn.headers,
    );
    expect(set.status, set.text).to.equal(200);
    const event = await waitFor(
      'an object event from the activity clock',
      () => receiver.received.find((w) => w.body.connectionId === conn.connectionId && w.body.eventType.startsWith('object.')),
      30_000,
    );
    expect(event.body.eventType).to.match(/^object\.crm\.\w+\.(created|updated|deleted)$/);
  });
});

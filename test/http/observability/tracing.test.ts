import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { expect } from 'chai';
import { call, post } from '../../support/http-client.js';
import { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { seedConnection, seedProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

const TOOL_TOKEN = 'pat-na1-tracing-token';

const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId;

describe('http: OpenTelemetry traces (in-memory exporter)', () => {
  let hs: FakeHubspot;
  let gw: TestGateway;
  let headers: Record<string, string>;
  const exporter = new InMemorySpanExporter();

  before(async function () {
    this.timeout(60_000);
    hs = await new FakeHubspot(TOOL_TOKEN).start();
    hs.add('contacts', { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' });
    gw = await startTestGateway({ PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ hubspot: { api: hs.origin } }) }, { spanExporter: exporter });
    const project = await seedProject(gw.gateway.core);
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: TOOL_TOKEN },
    });
    headers = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
  });
  after(async () => {
    await gw?.close();
    await hs?.server.stop();
  });
  beforeEach(() => {
    exporter.reset();
  });

  /** Spans end when the response is over, a moment after the client has read it. */
  async function spansOf(requestId: string): Promise<{ root: ReadableSpan; all: ReadableSpan[] }> {
    for (let i = 0; i < 50; i++) {
      const root = exporter.getFinishedSpans().find((s) => s.attributes['plugboard.request_id'] === requestId);
      if (root) return { root, all: exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === root.spanContext().traceId) };
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no span for request ${requestId}`);
  }

  it('a passthrough call is one SERVER span named by operationId, with the downstream call and store calls as its children', async () => {
    const res = await post(gw.url, '/api/passthrough', { method: 'GET', path: '/crm/v3/objects/contacts', query: { limit: 1 } }, headers);
    expect(res.status, res.text).to.equal(200);
    const { root, all } = await spansOf(res.headers.get('x-request-id')!);

    expect(root.name).to.equal('passthrough');
    expect(root.kind).to.equal(SpanKind.SERVER);
    expect(parentOf(root)).to.equal(undefined);
    expect(root.attributes).to.include({
      'http.response.status_code': 200,
      'plugboard.operation_id': 'passthrough',
      'url.path': '/api/passthrough',
    });

    const children = all.filter((s) => parentOf(s) === root.spanContext().spanId);
    const downstream = children.filter((s) => s.attributes['plugboard.integration_id'] === 'hubspot');
    expect(downstream.map((s) => [s.name, s.kind, s.attributes['http.response.status_code'], s.attributes['url.path']])).to.deep.equal([
      ['GET hubspot', SpanKind.CLIENT, 200, '/crm/v3/objects/contacts'],
    ]);
    // The API and access tokens are looked up in the store while the request span is active.
    const store = children.filter((s) => s.attributes['db.system.name'] === 'mongodb');
    expect(store.length, 'store calls under the request').to.be.at.least(1);
    expect(store.map((s) => s.attributes['db.operation.name'])).to.include('find');
    // The token's last-used time is written in the background, no part of the request (it could end after it).
    expect(store.map((s) => s.attributes['db.operation.name'])).to.not.include('update');
    // Children sit inside their parent in time.
    const start = (s: ReadableSpan) => s.startTime[0] * 1e9 + s.startTime[1];
    const end = (s: ReadableSpan) => s.endTime[0] * 1e9 + s.endTime[1];
    for (const c of [...downstream, ...store]) {
      expect(start(c)).to.be.at.least(start(root));
      expect(end(c)).to.be.at.most(end(root));
    }
    // Nothing secret in any attribute.
    const attrs = JSON.stringify(all.map((s) => s.attributes));
    for (const secret of [TOOL_TOKEN, headers['x-svc-access-token']!, headers['x-svc-api-token']!]) expect(attrs).to.not.contain(secret);
  });

  it("continues the caller's trace from a W3C traceparent header", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await post(
      gw.url,
      '/api/passthrough',
      { method: 'GET', path: '/crm/v3/objects/contacts' },
      {
        ...headers,
        traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
      },
    );
    expect(res.status).to.equal(200);
    const { root } = await spansOf(res.headers.get('x-request-id')!);
    expect(root.spanContext().traceId).to.equal(traceId);
    expect(parentOf(root)).to.equal('00f067aa0ba902b7');
  });

  it('marks a request that fails downstream: the 5xx exchange is an error span, retries are their own spans', async () => {
    hs.failNext({ status: 503, json: { status: 'error', message: 'busy' } });
    const res = await post(gw.url, '/api/passthrough', { method: 'GET', path: '/crm/v3/objects/contacts' }, headers);
    expect(res.status).to.equal(200);
    const { root, all } = await spansOf(res.headers.get('x-request-id')!);
    const downstream = all.filter((s) => parentOf(s) === root.spanContext().spanId && s.attributes['plugboard.integration_id']);
    expect(
      downstream.map((s) => [s.attributes['http.response.status_code'], s.attributes['plugboard.retries'], s.status.code]),
    ).to.deep.equal([
      [503, 0, 2],
      [200, 1, 0],
    ]);
  });
});

describe('jobs: OpenTelemetry traces of a job run (Agenda, in-memory exporter)', () => {
  let gw: TestGateway;
  const exporter = new InMemorySpanExporter();

  before(async function () {
    this.timeout(60_000);
    gw = await startTestGateway({ PLUGBOARD_JOBS: 'true', PLUGBOARD_JOBS_POLL_MS: '100' }, { spanExporter: exporter });
  });
  after(async () => {
    await gw?.close();
  });

  it('the standing housekeeping job runs as a root span with its store calls as children', async function () {
    this.timeout(60_000);
    let job: ReadableSpan | undefined;
    for (let i = 0; i < 250 && !job; i++) {
      job = exporter.getFinishedSpans().find((s) => s.name === 'job housekeeping');
      if (!job) await new Promise((r) => setTimeout(r, 100));
    }
    expect(job, 'a span for the housekeeping run').to.not.equal(undefined);
    expect(parentOf(job!)).to.equal(undefined);
    expect(job!.attributes['plugboard.job']).to.equal('housekeeping');
    const children = exporter.getFinishedSpans().filter((s) => parentOf(s) === job!.spanContext().spanId);
    expect(children.length).to.be.at.least(1);
    expect(children.every((s) => s.attributes['db.system.name'] === 'mongodb')).to.equal(true);
    expect(children.map((s) => s.attributes['db.operation.name'])).to.include('delete');
    // Agenda's own polling happens outside any span and is not traced.
    const orphans = exporter.getFinishedSpans().filter((s) => s.attributes['db.system.name'] === 'mongodb' && !parentOf(s));
    expect(orphans).to.deep.equal([]);
  });
});

describe('tracing: OTLP/HTTP export when OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
  it('sends the spans to <endpoint>/v1/traces (flushed at shutdown)', async function () {
    this.timeout(60_000);
    const received: { url: string; type: string; body: string }[] = [];
    const collector = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        received.push({ url: req.url ?? '', type: req.headers['content-type'] ?? '', body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    try {
      const gw = await startTestGateway({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'plugboard-test' });
      const res = await call(gw.url, 'GET', '/healthz');
      expect(res.status).to.equal(200);
      await gw.close();
      const traces = received.filter((r) => r.url === '/v1/traces');
      expect(traces.length, 'one export at least').to.be.at.least(1);
      const all = traces.map((t) => t.body).join('\n');
      expect(all).to.contain('getHealth');
      expect(all).to.contain('plugboard-test');
    } finally {
      collector.close();
    }
  });
});

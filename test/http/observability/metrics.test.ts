import { expect } from 'chai';
import { call, post } from '../../support/http-client.js';
import { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { seedConnection, seedProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

const TOOL_TOKEN = 'pat-na1-metrics-token';
const METRICS_TOKEN = 'scrape-me-please-0123456789';

/** The value of one sample line `name{labels} value`, labels given in any order; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (m?.[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('http: GET /metrics (Prometheus)', () => {
  let hs: FakeHubspot;
  let gw: TestGateway;
  let headers: Record<string, string>;

  before(async function () {
    this.timeout(60_000);
    hs = await new FakeHubspot(TOOL_TOKEN).start();
    hs.add('contacts', { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' });
    gw = await startTestGateway({
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ hubspot: { api: hs.origin } }),
      PLUGBOARD_METRICS_TOKEN: METRICS_TOKEN,
    });
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

  const scrape = () => call(gw.url, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

  it('refuses a scrape without the configured bearer token, in the error shape', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789abc' },
      { authorization: METRICS_TOKEN },
    ];
    for (const h of attempts) {
      const res = await call(gw.url, 'GET', '/metrics', { headers: h });
      expect(res.status, res.text).to.equal(401);
      expect(res.body.error.code).to.equal('UNAUTHORIZED');
      expect(res.text).to.not.contain('plugboard_');
    }
  });

  it('counts API requests by operationId and status, and downstream calls by integration, status and retries', async () => {
    const before = await scrape();
    const okBefore = sample(before.text, 'plugboard_api_request_duration_seconds_count', { operation: 'passthrough', status: '200' }) ?? 0;
    for (let i = 0; i < 3; i++) {
      const res = await post(gw.url, '/api/passthrough', { method: 'GET', path: '/crm/v3/objects/contacts', query: { limit: 1 } }, headers);
      expect(res.status, res.text).to.equal(200);
    }
    const missing = await post(gw.url, '/api/passthrough', { method: 'GET', path: '/crm/v3/objects/contacts/424242' }, headers);
    expect(missing.body.result.$native.status).to.equal(404);
    hs.failNext({ status: 503, json: { status: 'error', message: 'busy' } });
    const retried = await post(gw.url, '/api/passthrough', { method: 'GET', path: '/crm/v3/objects/contacts' }, headers);
    expect(retried.body.result.$native.status).to.equal(200);
    const unauthorized = await post(gw.url, '/api/passthrough', { method: 'GET', path: '/x' }, {});
    expect(unauthorized.status).to.equal(401);
    await call(gw.url, 'GET', '/no/such/route');

    const res = await scrape();
    expect(res.status, res.text).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/plain; version=0\.0\.4/);
    const t = res.text;
    expect(sample(t, 'plugboard_api_request_duration_seconds_count', { operation: 'passthrough', status: '200' })).to.equal(okBefore + 5);
    expect(sample(t, 'plugboard_api_request_duration_seconds_count', { operation: 'passthrough', status: '401' })).to.equal(1);
    expect(sample(t, 'plugboard_api_request_duration_seconds_count', { operation: 'unmatched', status: '404' })).to.equal(1);
    // Histograms: a bucket per bound, cumulative up to +Inf, which equals the count.
    const inf = sample(t, 'plugboard_api_request_duration_seconds_bucket', { operation: 'passthrough', status: '200', le: '+Inf' });
    expect(inf).to.equal(okBefore + 5);

    const down = (status: string, retries: string) =>
      sample(t, 'plugboard_downstream_request_duration_seconds_count', { integration: 'hubspot', method: 'GET', status, retries });
    expect(down('200', '0')).to.be.at.least(3);
    expect(down('404', '0')).to.equal(1);
    expect(down('503', '0')).to.equal(1);
    expect(down('200', '1')).to.equal(1); // the retry after the 503
    expect(sample(t, 'plugboard_downstream_request_duration_seconds_sum', { integration: 'hubspot', status: '404' })).to.be.above(0);
  });

  it('reports queue depth gathered on scrape, and process metrics with the event-loop lag', async () => {
    const t = (await scrape()).text;
    for (const queue of ['agenda_jobs_due', 'agenda_jobs_running', 'webhook_outbox']) {
      expect(sample(t, 'plugboard_queue_depth', { queue }), queue)
        .to.be.a('number')
        .and.at.least(0);
    }
    expect(sample(t, 'nodejs_eventloop_lag_seconds', {})).to.be.a('number');
    expect(sample(t, 'process_cpu_seconds_total', {})).to.be.above(0);
    expect(t).to.contain('# TYPE plugboard_token_refreshes_total counter');
    expect(t).to.contain('# TYPE plugboard_sync_runs_total counter');
    expect(t).to.contain('# TYPE plugboard_webhook_deliveries_total counter');
  });

  it('never exposes tokens or queries in labels', async () => {
    await post(gw.url, '/api/passthrough', { method: 'GET', path: '/crm/v3/objects/contacts', query: { secret: 'q-secret-987' } }, headers);
    const t = (await scrape()).text;
    for (const secret of [TOOL_TOKEN, headers['x-svc-access-token']!, headers['x-svc-api-token']!, 'q-secret-987']) {
      expect(t).to.not.contain(secret);
    }
  });
});

import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { expect } from 'chai';
import { signIn } from '../../support/dashboard-client.js';
import { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { call, post } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

const TOOL_TOKEN = 'pat-na1-agent-observability-token';

describe('http: agent tool calls are observed (metrics by kind and outcome, traces, dashboard request logs)', () => {
  let hs: FakeHubspot;
  let gw: TestGateway;
  let project: SeededProject;
  let headers: Record<string, string>;
  const exporter = new InMemorySpanExporter();

  before(async function () {
    this.timeout(60_000);
    hs = await new FakeHubspot(TOOL_TOKEN).start();
    hs.add('contacts', { firstname: 'Ada', email: 'ada@example.com' });
    gw = await startTestGateway({ PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ hubspot: { api: hs.origin } }) }, { spanExporter: exporter });
    project = await seedProject(gw.gateway.core);
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

  it('counts calls by kind, model, operation, outcome and code; traces each as a child of its request; logs it for the dashboard', async () => {
    const ok = await post(gw.url, '/api/tools/call', { name: 'hubspot_crm_contact_list', arguments: {} }, headers);
    expect(ok.body.result.isError, ok.text).to.equal(false);
    const failed = await post(gw.url, '/api/tools/call', { name: 'hubspot_crm_contact_get', arguments: { id: '424242' } }, headers);
    expect(failed.body.result.output.error.code).to.equal('DOWNSTREAM_NOT_FOUND');
    expect(failed.text).to.not.include(TOOL_TOKEN);

    const metrics = (await call(gw.url, 'GET', '/metrics')).text;
    expect(metrics).to.include(
      'plugboard_agent_tool_call_duration_seconds_count{kind="unified",model="crm.contact",operation="list",outcome="ok",code=""} 1',
    );
    expect(metrics).to.include(
      'plugboard_agent_tool_call_duration_seconds_count{kind="unified",model="crm.contact",operation="get",outcome="error",code="DOWNSTREAM_NOT_FOUND"} 1',
    );
    expect(metrics).to.not.include('hubspot_crm_contact_list');

    const requestId = ok.headers.get('x-request-id')!;
    let spans = exporter.getFinishedSpans();
    for (let i = 0; i < 50 && !spans.some((s) => s.attributes['plugboard.request_id'] === requestId); i++) {
      await new Promise((r) => setTimeout(r, 20));
      spans = exporter.getFinishedSpans();
    }
    const root = spans.find((s) => s.attributes['plugboard.request_id'] === requestId)!;
    expect(root.name).to.equal('callAgentTool');
    const tool = spans.find((s) => s.name === 'tool hubspot_crm_contact_list')!;
    expect(tool.kind).to.equal(SpanKind.INTERNAL);
    expect(tool.parentSpanContext?.spanId).to.equal(root.spanContext().spanId);
    expect(tool.attributes).to.include({
      'plugboard.tool.kind': 'unified',
      'plugboard.tool.outcome': 'ok',
      'plugboard.tool.model': 'crm.contact',
    });

    const dashboard = await signIn(gw.url, project.dev.apiToken);
    const logs = (await dashboard.get(`/environments/${project.dev.env.id}/logs/requests?operationId=tool:hubspot_crm_contact_get`)).body
      .items;
    expect(logs[0]).to.include({
      method: 'TOOL',
      operationId: 'tool:hubspot_crm_contact_get',
      status: 404,
      requestId: failed.headers.get('x-request-id'),
    });
  });
});

import { expect } from 'chai';
import { post } from '../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

describe('jobs: project webhooks and connection webhooks over HTTP', () => {
  let gw: TestGateway;
  let project: SeededProject;
  let h: Record<string, string>;
  before(async () => {
    gw = await startTestGateway();
    project = await seedProject(gw.gateway.core);
    h = { 'x-svc-api-token': project.dev.apiToken };
  });
  after(async () => gw?.close());

  it('create, find, list, list deliveries and delete', async () => {
    const created = await post(gw.url, '/webhooks/create', { url: 'https://hooks.example.com/plugboard' }, h);
    expect(created.status).to.equal(200);
    const wh = created.body.webhook;
    expect(wh).to.include({ projectId: project.projectId, url: 'https://hooks.example.com/plugboard' });
    expect(wh.id).to.match(/^wh_/);
    // The signing secret is shown once, at creation; find and list never show it again.
    const { secret, ...shown } = wh;
    expect(secret).to.match(/^whsec_/);
    expect((await post(gw.url, '/webhooks/find', { id: wh.id }, h)).body).to.deep.equal({ webhook: shown });
    expect((await post(gw.url, '/webhooks/list', {}, h)).body).to.deep.equal({ webhooks: [shown] });
    expect((await post(gw.url, '/webhooks/deliveries/list', { webhookId: wh.id }, h)).body).to.deep.equal({ deliveries: [] });
    expect((await post(gw.url, '/webhooks/delete', { id: wh.id }, h)).body).to.deep.equal({ id: wh.id });
    expect((await post(gw.url, '/webhooks/find', { id: wh.id }, h)).status).to.equal(404);
    expect((await post(gw.url, '/webhooks/delete', { id: wh.id }, h)).status).to.equal(404);
  });

  it('a webhook belongs to its environment: the production token neither sees nor deletes a development webhook', async () => {
    const wh = (await post(gw.url, '/webhooks/create', { url: 'http://127.0.0.1:9/x' }, h)).body.webhook;
    const prod = { 'x-svc-api-token': project.prod.apiToken };
    expect((await post(gw.url, '/webhooks/list', {}, prod)).body).to.deep.equal({ webhooks: [] });
    expect((await post(gw.url, '/webhooks/find', { id: wh.id }, prod)).status).to.equal(404);
    expect((await post(gw.url, '/webhooks/delete', { id: wh.id }, prod)).status).to.equal(404);
    expect((await post(gw.url, '/webhooks/deliveries/list', { webhookId: wh.id }, prod)).status).to.equal(404);
    expect((await post(gw.url, '/webhooks/list', {}, { 'x-svc-api-token': 'nope' })).status).to.equal(401);
  });

  for (const [url, rule] of [
    ['ftp://hooks.example.com/x', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['https://user:secret@hooks.example.com/x', 'no-credentials'],
    ['not a url', null],
  ] as const) {
    it(`refuses ${url} with a clear 400`, async () => {
      const res = await post(gw.url, '/webhooks/create', { url }, h);
      expect(res.status).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_FAILED');
      if (rule) expect(res.body.error.details[0]).to.include({ field: 'url', rule });
    });
  }

  it('older interface: POST /connection/webhook registers a webhook of one connection', async () => {
    const conn = await seedConnection(gw.gateway.core, project.dev.env, { integrationId: 'x', authMethodId: 'k', credentials: {} });
    const legacy = { 'svc-api-token': project.dev.apiToken };
    const res = await post(
      gw.url,
      '/connection/webhook',
      { accessToken: conn.accessToken, webhook: { webhookUrl: 'https://hooks.example.com/conn' } },
      legacy,
    );
    expect(res.status).to.equal(200);
    expect(res.body.webhook).to.include({ connectionId: conn.connectionId, webhookUrl: 'https://hooks.example.com/conn' });
    // Not a project webhook: it does not appear in the environment's list.
    expect((await post(gw.url, '/webhooks/list', {}, h)).body.webhooks.map((w: { url: string }) => w.url)).not.to.include(
      'https://hooks.example.com/conn',
    );
    const wrongEnv = await post(
      gw.url,
      '/connection/webhook',
      { accessToken: conn.accessToken, webhook: { webhookUrl: 'https://hooks.example.com/conn' } },
      { 'svc-api-token': project.prod.apiToken },
    );
    expect(wrongEnv.status, wrongEnv.text).to.equal(401);
    const bad = await post(
      gw.url,
      '/connection/webhook',
      { accessToken: conn.accessToken, webhook: { webhookUrl: 'https://u:p@hooks.example.com/' } },
      legacy,
    );
    expect(bad.status).to.equal(400);
    expect(bad.body.error.details[0]).to.include({ field: 'webhook.webhookUrl', rule: 'no-credentials' });
  });

  it('receiveToolWebhook: NOT_SUPPORTED_BY_INTEGRATION without a manifest declaration, 404 for an unknown connection', async () => {
    const conn = await seedConnection(gw.gateway.core, project.dev.env, { integrationId: 'x', authMethodId: 'k', credentials: {} });
    const res = await post(gw.url, `/api/inbound-webhooks/x/${conn.connectionId}`, { event: 'contact.created' });
    expect(res.status).to.equal(501);
    expect(res.body.error.code).to.equal('NOT_SUPPORTED_BY_INTEGRATION');
    expect((await post(gw.url, '/api/inbound-webhooks/x/conn_nope', {})).status).to.equal(404);
    expect((await post(gw.url, `/api/inbound-webhooks/other/${conn.connectionId}`, {})).status).to.equal(404);
  });
});

import { expect } from 'chai';
import { newSession, sessionHeaders } from '../../support/connect-http.js';
import { post } from '../../support/http-client.js';
import { seedProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

describe('http: the integrations list and the connect session say the sandbox exists', function () {
  this.timeout(60_000);
  let gw: TestGateway;

  before(async () => {
    gw = await startTestGateway();
  });
  after(async () => {
    await gw?.close();
  });

  it('every integration lists its sandbox (auth method sandbox, development environments)', async () => {
    const res = await post(gw.url, '/api/integrations/list', {});
    expect(res.status, res.text).to.equal(200);
    const integrations = res.body.result.integrations as { integrationId: string; sandbox?: unknown }[];
    expect(integrations.length).to.be.greaterThan(0);
    for (const i of integrations)
      expect(i.sandbox, i.integrationId).to.deep.equal({ authMethodId: 'sandbox', environments: ['development'] });
  });

  it('a development session says sandbox: true and connects it; a production session says false', async () => {
    const project = await seedProject(gw.gateway.core);
    const dev = await newSession(gw.url, project.dev.apiToken);
    const described = await post(gw.url, '/api/connect/session', { integrationId: 'aircall' }, sessionHeaders(dev));
    expect(described.status, described.text).to.equal(200);
    expect(described.body.result.sandbox).to.equal(true);
    const connected = await post(
      gw.url,
      '/api/connect/credentials',
      { integrationId: 'aircall', authMethodId: 'sandbox', credentials: { type: 'sandbox' } },
      sessionHeaders(dev),
    );
    expect(connected.status, connected.text).to.equal(200);

    const prod = await newSession(gw.url, project.prod.apiToken);
    const prodDescribed = await post(gw.url, '/api/connect/session', { integrationId: 'aircall' }, sessionHeaders(prod));
    expect(prodDescribed.status, prodDescribed.text).to.equal(200);
    expect(prodDescribed.body.result.sandbox).to.equal(false);
  });
});

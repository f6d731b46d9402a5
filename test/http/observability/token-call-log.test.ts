import { expect } from 'chai';
import { signIn } from '../../support/dashboard-client.js';
import { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { FakeToolServer } from '../../support/fake-tools/fake-tool-server.js';
import { call, post } from '../../support/http-client.js';
import { seedConnection, seedProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

const CLIENT_SECRET = 'hs-secret-5f0e9a';
const REFRESH_TOKEN = 'hubspot-refresh-7c21';

/**
 * A token refresh is a downstream call like any other: sent with the connector's retry policy (a 503 is retried),
 * listed in the environment's call log, counted in the metrics, and never with the client secret or a token.
 */
describe('http: token endpoint calls in the call log and the metrics', function () {
  this.timeout(60_000);
  let hs: FakeHubspot;
  let tokens: FakeToolServer;
  let gw: TestGateway;

  before(async () => {
    hs = await new FakeHubspot('hubspot-access-1').start();
    hs.add('contacts', { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' });
    let answered = 0;
    // HubSpot's token endpoint, busy once: 503, then a new access token (which the API then accepts).
    tokens = await new FakeToolServer(() => {
      if (answered++ === 0) return { status: 503, headers: { 'retry-after': '0' }, json: { status: 'error', message: 'busy' } };
      hs.token = 'hubspot-access-2';
      return { json: { token_type: 'bearer', access_token: 'hubspot-access-2', refresh_token: REFRESH_TOKEN, expires_in: 1800 } };
    }).start();
    gw = await startTestGateway({
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ hubspot: { api: hs.origin, token: tokens.origin } }),
      PLUGBOARD_OAUTH_APPS: JSON.stringify({ hubspot: { clientId: 'hs-client', clientSecret: CLIENT_SECRET } }),
    });
  });
  after(async () => {
    await gw?.close();
    await hs?.server.stop();
    await tokens?.stop();
  });

  it('an expired token is refreshed through the retry policy; both exchanges are logged, path only, nothing secret', async () => {
    const project = await seedProject(gw.gateway.core);
    const conn = await seedConnection(gw.gateway.core, project.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'oauth',
      credentials: {
        type: 'oauth2',
        method: 'oauth',
        accessToken: 'hubspot-access-1',
        refreshToken: REFRESH_TOKEN,
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    const headers = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
    const listed = await post(gw.url, '/api/unifications/crm/contacts/list', {}, headers);
    expect(listed.status, listed.text).to.equal(200);
    expect(tokens.requests).to.have.length(2);
    expect(new URLSearchParams(tokens.requests[1]!.body).get('client_secret')).to.equal(CLIENT_SECRET);

    await gw.gateway.core.services.activity.flush();
    const dashboard = await signIn(gw.url, project.dev.apiToken);
    const logs = await dashboard.get(`/environments/${project.dev.env.id}/logs/calls?integrationId=hubspot`);
    expect(logs.status, logs.text).to.equal(200);
    const items = logs.body.items as { method: string; path: string; status: number; retries: number; connectionId: string }[];
    const tokenCalls = items.filter((c) => c.path === '/oauth/v1/token');
    expect(tokenCalls.map((c) => [c.method, c.status, c.retries]).sort()).to.deep.equal([
      ['POST', 200, 1],
      ['POST', 503, 0],
    ]);
    for (const c of tokenCalls) expect(c.connectionId).to.equal(conn.connectionId);
    expect(items.some((c) => c.path.startsWith('/crm/v3/objects/contacts') && c.status === 200)).to.equal(true);
    for (const secret of [CLIENT_SECRET, REFRESH_TOKEN, 'hubspot-access-1', 'hubspot-access-2', conn.accessToken])
      expect(logs.text, secret).to.not.contain(secret);

    const metrics = await call(gw.url, 'GET', '/metrics');
    expect(metrics.text).to.match(
      /plugboard_downstream_request_duration_seconds_count\{[^}]*integration="hubspot"[^}]*method="POST"[^}]*status="503"/,
    );
  });
});

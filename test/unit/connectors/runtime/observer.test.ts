import { expect } from 'chai';
import {
  createConnectorRuntime,
  type ConnectionContext,
  type DownstreamCallEvent,
  type TokenRefreshEvent,
} from '../../../../src/connectors/index.js';
import { FakeToolServer, type FakeReply } from '../../../support/fake-tools/fake-tool-server.js';
import { manifest, recordingClock, recordingPorts, registryFrom } from '../support.js';

const HTTP = `  base_url: https://api.demo.example
  timeout_ms: 300
  retry: { max_attempts: 3, initial_ms: 100, jitter: none, max_wait_ms: 10000 }`;
const AUTH = `    - { type: api_key, id: key, in: query, name: api_key, field: { name: api_key, label: Key } }
    - type: oauth2_authorization_code
      id: oauth
      authorize_url: https://auth.demo.example/authorize
      token_url: https://auth.demo.example/token
      scopes: { default: [a] }`;

describe('connectors/runtime: observer port (downstream calls and token refreshes)', () => {
  let api: FakeToolServer;
  let auth: FakeToolServer;
  let script: FakeReply[];
  let tokenReply: FakeReply;
  let calls: DownstreamCallEvent[];
  let refreshes: TokenRefreshEvent[];
  let runtime: ReturnType<typeof createConnectorRuntime>;

  before(async () => {
    api = await new FakeToolServer(async () => {
      const next = script.shift() ?? { json: { ok: true } };
      if (next.status === 599) {
        await new Promise((r) => setTimeout(r, 600)); // longer than timeout_ms
        return { json: {} };
      }
      return next;
    }).start();
    auth = await new FakeToolServer(() => tokenReply).start();
  });
  after(async () => {
    await api.stop();
    await auth.stop();
  });
  beforeEach(async () => {
    calls = [];
    refreshes = [];
    const registry = await registryFrom({ demo: manifest({ http: HTTP, auth: AUTH }) }, { demo: { api: api.origin, token: auth.origin } });
    runtime = createConnectorRuntime({
      registry,
      ports: recordingPorts(),
      clock: recordingClock(),
      random: () => 0.5,
      observer: { onDownstreamCall: (e) => calls.push(e), onTokenRefresh: (e) => refreshes.push(e) },
    });
  });

  const keyConn: ConnectionContext = {
    connectionId: 'c-key',
    integrationId: 'demo',
    inputs: {},
    credentials: { type: 'api_key', method: 'key', apiKey: 'query-secret-123' },
  };
  const oauthConn = (expiresAt: string): ConnectionContext => ({
    connectionId: 'c-oauth',
    integrationId: 'demo',
    inputs: {},
    oauthClient: { clientId: 'cid', clientSecret: 'csec' },
    credentials: { type: 'oauth2', method: 'oauth', accessToken: 'old', refreshToken: 'r0', expiresAt },
  });

  it('reports each exchange with its status, retries before it and the path without the query (which holds the key)', async () => {
    script = [{ status: 503, json: {} }, { status: 502, text: 'bad' }, { json: { ok: true } }];
    const r = await runtime.passthrough(keyConn, { method: 'get', path: '/things/42', query: { q: 'x' } });
    expect(r.status).to.equal(200);
    expect(api.requests[0]!.query).to.include({ api_key: 'query-secret-123' }); // the key really went in the query
    expect(calls.map((c) => [c.method, c.path, c.status, c.retries])).to.deep.equal([
      ['GET', '/things/42', 503, 0],
      ['GET', '/things/42', 502, 1],
      ['GET', '/things/42', 200, 2],
    ]);
    expect(JSON.stringify(calls)).to.not.contain('query-secret-123');
    for (const c of calls) {
      expect(c).to.include({ integrationId: 'demo', connectionId: 'c-key' });
      expect(c.durationMs).to.be.a('number').and.at.least(0);
      expect(Math.abs(c.startedAt - Date.now())).to.be.below(5_000);
    }
  });

  it('reports a timeout as an exchange without a status', async () => {
    script = [{ status: 599 }, { status: 599 }, { status: 599 }];
    await runtime.passthrough(keyConn, { method: 'GET', path: '/slow' }).catch(() => undefined);
    expect(calls.length).to.be.at.least(1);
    expect(calls[0]).to.not.have.property('status');
    expect(calls[0]!.error).to.equal('timeout');
    expect(calls[0]!.durationMs).to.be.at.least(250);
  });

  it('reports a token refresh and its outcome: refreshed, then needs_reauth on invalid_grant', async () => {
    script = [];
    tokenReply = { json: { access_token: 'new-1', refresh_token: 'r1', expires_in: 3600 } };
    await runtime.passthrough(oauthConn(new Date(Date.now() - 1000).toISOString()), { method: 'GET', path: '/contacts' });
    expect(refreshes.map((e) => [e.integrationId, e.connectionId, e.outcome])).to.deep.equal([['demo', 'c-oauth', 'refreshed']]);
    expect(calls.map((c) => c.status)).to.deep.equal([200]);

    tokenReply = { status: 400, json: { error: 'invalid_grant' } };
    const other = { ...oauthConn(new Date(Date.now() - 1000).toISOString()), connectionId: 'c-revoked' };
    await runtime.passthrough(other, { method: 'GET', path: '/contacts' }).catch(() => undefined);
    expect(refreshes.map((e) => e.outcome)).to.deep.equal(['refreshed', 'needs_reauth']);
  });
});

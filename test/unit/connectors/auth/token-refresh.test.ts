import { expect } from 'chai';
import { createConnectorRuntime, type ConnectionContext, type Credentials } from '../../../../src/connectors/index.js';
import { PlugboardError } from '../../../../src/errors/plugboard-error.js';
import { FakeToolServer } from '../../../support/fake-tools/fake-tool-server.js';
import { manifest, recordingClock, recordingPorts, registryFrom } from '../support.js';

const OAUTH = `    - type: oauth2_authorization_code
      id: oauth
      authorize_url: https://auth.demo.example/authorize
      token_url: https://auth.demo.example/token
      scopes: { default: [a] }
      refresh: { skew_seconds: 60 }`;

describe('connectors/auth: OAuth refresh', () => {
  let api: FakeToolServer;
  let auth: FakeToolServer;
  let valid: Set<string>;
  let counter: number;
  let invalidGrant: boolean;
  let acceptNew: boolean;

  const setup = async () => {
    const registry = await registryFrom({ demo: manifest({ auth: OAUTH }) }, { demo: { api: api.origin, token: auth.origin } });
    const ports = recordingPorts();
    return { ports, runtime: createConnectorRuntime({ registry, ports, clock: recordingClock() }) };
  };
  const conn = (creds: Partial<Extract<Credentials, { type: 'oauth2' }>>, id = 'conn-1'): ConnectionContext => ({
    connectionId: id,
    integrationId: 'demo',
    inputs: {},
    oauthClient: { clientId: 'cid', clientSecret: 'csec' },
    credentials: { type: 'oauth2', accessToken: 'old', refreshToken: 'r0', ...creds },
  });

  before(async () => {
    api = await new FakeToolServer((req) =>
      valid.has(String(req.headers.authorization).replace('Bearer ', ''))
        ? { json: { data: [{ id: 1 }] } }
        : { status: 401, json: { message: 'expired' } },
    ).start();
    auth = await new FakeToolServer(async (_req) => {
      await new Promise((r) => setTimeout(r, 30)); // slow enough that concurrent callers overlap
      if (invalidGrant) return { status: 400, json: { error: 'invalid_grant', error_description: 'token revoked' } };
      counter++;
      const token = `new-${counter}`;
      if (acceptNew) valid.add(token);
      return { json: { access_token: token, refresh_token: `r${counter}`, expires_in: 3600 } };
    }).start();
  });
  after(async () => {
    await api.stop();
    await auth.stop();
  });
  beforeEach(() => {
    api.requests.length = 0;
    auth.requests.length = 0;
    valid = new Set(['fresh']);
    counter = 0;
    invalidGrant = false;
    acceptNew = true;
  });

  it('50 concurrent calls with an expired token cause exactly one refresh; the rotated refresh token is persisted once', async () => {
    const { runtime, ports } = await setup();
    const c = conn({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const results = await Promise.all(Array.from({ length: 50 }, () => runtime.passthrough(c, { method: 'GET', path: '/contacts' })));
    expect(results.every((r) => r.status === 200)).to.equal(true);
    expect(auth.requests).to.have.length(1);
    expect(Object.fromEntries(new URLSearchParams(auth.requests[0]!.body))).to.deep.equal({
      grant_type: 'refresh_token',
      refresh_token: 'r0',
      client_id: 'cid',
      client_secret: 'csec',
    });
    expect(api.requests).to.have.length(50);
    expect(new Set(api.requests.map((r) => r.headers.authorization))).to.deep.equal(new Set(['Bearer new-1']));
    expect(ports.saved).to.have.length(1);
    expect(ports.saved[0]!.creds).to.include({ accessToken: 'new-1', refreshToken: 'r1' });
    // A caller still holding the pre-refresh credentials reuses the new token instead of replaying r0.
    await runtime.passthrough(c, { method: 'GET', path: '/contacts' });
    expect(auth.requests).to.have.length(1);
  });

  it('refreshes before expiry within the skew', async () => {
    const { runtime } = await setup();
    await runtime.passthrough(conn({ expiresAt: new Date(Date.now() + 30_000).toISOString() }), { method: 'GET', path: '/x' });
    expect(auth.requests).to.have.length(1);
  });

  it('does not refresh a token valid beyond the skew', async () => {
    const { runtime } = await setup();
    const r = await runtime.passthrough(conn({ accessToken: 'fresh', expiresAt: new Date(Date.now() + 3600_000).toISOString() }), {
      method: 'GET',
      path: '/x',
    });
    expect(r.status).to.equal(200);
    expect(auth.requests).to.have.length(0);
  });

  it('on 401 refreshes once and retries once', async () => {
    const { runtime } = await setup();
    const p = await runtime.passthrough(conn({}), { method: 'GET', path: '/contacts' });
    expect(p.status).to.equal(200);
    expect(api.requests.map((x) => x.headers.authorization)).to.deep.equal(['Bearer old', 'Bearer new-1']);
    expect(auth.requests).to.have.length(1);
  });

  it('a second 401 after the refresh fails DOWNSTREAM_AUTH_FAILED (no refresh loop)', async () => {
    acceptNew = false;
    const registry = await registryFrom(
      {
        demo: manifest({
          auth: OAUTH,
          models: 'models: {}',
          rest: 'actions:\n  ping: { path: ping, input: { type: object }, output: { type: object }, request: { method: GET, path: /ping } }',
        }),
      },
      { demo: { api: api.origin, token: auth.origin } },
    );
    const rt = createConnectorRuntime({ registry, ports: recordingPorts(), clock: recordingClock() });
    const err = await rt.action(conn({}), 'demo', 'ping', {}).catch((x: unknown) => x);
    expect(err).to.be.instanceOf(PlugboardError);
    expect((err as PlugboardError).code).to.equal('DOWNSTREAM_AUTH_FAILED');
    expect((err as PlugboardError).details).to.deep.equal({
      integrationId: 'demo',
      downstreamStatus: 401,
      downstreamBody: { message: 'expired' },
    });
    expect(auth.requests).to.have.length(1);
    expect(api.requests).to.have.length(2);
  });

  it('invalid_grant marks the connection for re-auth and fails CONNECTION_NEEDS_REAUTH', async () => {
    const { runtime, ports } = await setup();
    invalidGrant = true;
    const e = await runtime
      .passthrough(conn({ expiresAt: new Date(0).toISOString() }, 'conn-9'), { method: 'GET', path: '/x' })
      .catch((x: unknown) => x);
    expect((e as PlugboardError).code).to.equal('CONNECTION_NEEDS_REAUTH');
    expect(ports.reauth).to.deep.equal([{ id: 'conn-9', reason: 'the tool rejected the refresh token (invalid_grant)' }]);
    expect(api.requests).to.have.length(0);
  });
});

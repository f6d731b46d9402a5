import net from 'node:net';
import { expect } from 'chai';
import {
  createConnectorRuntime,
  type ConnectionContext,
  type Credentials,
  type DownstreamCallEvent,
} from '../../../../src/connectors/index.js';
import { PlugboardError } from '../../../../src/errors/plugboard-error.js';
import { FakeToolServer, type FakeReply } from '../../../support/fake-tools/fake-tool-server.js';
import { manifest, recordingClock, recordingPorts, registryFrom } from '../support.js';

const HTTP = `  base_url: https://api.demo.example
  timeout_ms: 300
  retry: { max_attempts: 3, initial_ms: 100, jitter: none, max_wait_ms: 10000 }`;
const AUTH = `    - { type: oauth2_client_credentials, id: cc, token_url: "https://auth.demo.example/token", client_auth: basic_header }
    - type: oauth2_authorization_code
      id: oauth
      authorize_url: https://auth.demo.example/authorize
      token_url: https://auth.demo.example/token
      scopes: { default: [a] }`;

/** Every secret a token call carries one way or the other: none may reach a call report. */
const SECRETS = ['code-4b1d', 'client-secret-77', 'refresh-r0', 'refresh-r1', 'access-old', 'access-new', 'cc-secret-9'];

/**
 * The token endpoint is called through the executor: the connector's retry policy, and each exchange reported to
 * the observer as API calls are (call logs, metrics, traces), path only. Grants that spend something single-use
 * (a code, a rotating refresh token) are retried only on answers that prove the tool did not handle them.
 */
describe('connectors/auth: token endpoint calls go through the executor', () => {
  let api: FakeToolServer;
  let auth: FakeToolServer;
  let script: FakeReply[];
  let tokenCalls: DownstreamCallEvent[];
  let apiCalls: DownstreamCallEvent[];

  before(async () => {
    api = await new FakeToolServer(() => ({ json: { data: [] } })).start();
    auth = await new FakeToolServer(async () => {
      const next = script.shift() ?? { json: { access_token: 'access-new', refresh_token: 'refresh-r1', expires_in: 3600 } };
      if (next.status === 599) {
        await new Promise((r) => setTimeout(r, 600)); // longer than timeout_ms
        return { json: {} };
      }
      return next;
    }).start();
  });
  after(async () => {
    await api.stop();
    await auth.stop();
  });
  beforeEach(() => {
    auth.requests.length = 0;
    tokenCalls = [];
    apiCalls = [];
  });

  const runtimeWith = async (tokenOrigin = auth.origin) =>
    createConnectorRuntime({
      registry: await registryFrom({ demo: manifest({ http: HTTP, auth: AUTH }) }, { demo: { api: api.origin, token: tokenOrigin } }),
      ports: recordingPorts(),
      clock: recordingClock(),
      random: () => 0.5,
      observer: { onDownstreamCall: (e) => apiCalls.push(e), onTokenEndpointCall: (e) => tokenCalls.push(e) },
    });
  const expired = (creds: Credentials, id = 'c-1'): ConnectionContext => ({
    connectionId: id,
    integrationId: 'demo',
    inputs: {},
    oauthClient: { clientId: 'cid', clientSecret: 'client-secret-77' },
    credentials: creds,
  });
  const oauthCreds: Credentials = {
    type: 'oauth2',
    method: 'oauth',
    accessToken: 'access-old',
    refreshToken: 'refresh-r0',
    expiresAt: new Date(Date.now() - 1000).toISOString(),
  };
  const exchange = (runtime: Awaited<ReturnType<typeof runtimeWith>>) =>
    runtime.oauth.exchangeCode('demo', {
      client: { clientId: 'cid', clientSecret: 'client-secret-77' },
      code: 'code-4b1d',
      redirectUri: 'https://gw.example/api/auth/oauth-callback',
    });
  const shape = (events: DownstreamCallEvent[]) => events.map((e) => [e.method, e.path, e.status ?? e.error, e.retries]);
  const noSecrets = (events: DownstreamCallEvent[]) => {
    const text = JSON.stringify(events);
    for (const s of SECRETS) expect(text, s).to.not.contain(s);
  };

  it('a refresh answered 503 is retried like an API call; each exchange is reported, path only, without a secret', async () => {
    script = [{ status: 503, headers: { 'retry-after': '1' }, json: { error: 'temporarily_unavailable' } }];
    const runtime = await runtimeWith();
    const r = await runtime.passthrough(expired(oauthCreds), { method: 'GET', path: '/contacts' });
    expect(r.status).to.equal(200);
    expect(auth.requests).to.have.length(2);
    expect(Object.fromEntries(new URLSearchParams(auth.requests[1]!.body))).to.include({ refresh_token: 'refresh-r0' });
    expect(shape(tokenCalls)).to.deep.equal([
      ['POST', '/token', 503, 0],
      ['POST', '/token', 200, 1],
    ]);
    for (const e of tokenCalls) expect(e).to.include({ integrationId: 'demo', connectionId: 'c-1' });
    expect(shape(apiCalls)).to.deep.equal([['GET', '/contacts', 200, 0]]);
    noSecrets(tokenCalls);
  });

  it('a refresh answered 500 or 502 is not retried: the rotating refresh token may already be spent', async () => {
    script = [{ status: 502, text: 'bad gateway' }];
    const runtime = await runtimeWith();
    const err = await runtime.passthrough(expired(oauthCreds), { method: 'GET', path: '/contacts' }).catch((e: unknown) => e);
    expect(err).to.be.instanceOf(PlugboardError);
    expect((err as PlugboardError).code).to.equal('DOWNSTREAM_UNAVAILABLE');
    expect(auth.requests).to.have.length(1);
    expect(shape(tokenCalls)).to.deep.equal([['POST', '/token', 502, 0]]);
  });

  it('a code exchange is retried on 429 and 503 (not handled), and its report holds neither the code nor the secret', async () => {
    script = [
      { status: 429, json: {} },
      { status: 503, json: {} },
    ];
    const runtime = await runtimeWith();
    const creds = await exchange(runtime);
    expect(creds).to.include({ accessToken: 'access-new', refreshToken: 'refresh-r1' });
    expect(auth.requests).to.have.length(3);
    expect(new Set(auth.requests.map((q) => new URLSearchParams(q.body).get('code')))).to.deep.equal(new Set(['code-4b1d']));
    expect(shape(tokenCalls)).to.deep.equal([
      ['POST', '/token', 429, 0],
      ['POST', '/token', 503, 1],
      ['POST', '/token', 200, 2],
    ]);
    expect(tokenCalls[0]!.connectionId).to.equal('connect:demo');
    noSecrets(tokenCalls);
  });

  it('a code exchange is sent once on an ambiguous failure (500, 504, timeout): a code is single-use (RFC 6749 §4.1.2)', async () => {
    const runtime = await runtimeWith();
    for (const reply of [{ status: 500, json: {} }, { status: 504, json: {} }, { status: 599 }]) {
      auth.requests.length = 0;
      script = [reply];
      const err = await exchange(runtime).catch((e: unknown) => e);
      expect((err as PlugboardError).code, String(reply.status)).to.equal('DOWNSTREAM_UNAVAILABLE');
      expect(auth.requests, String(reply.status)).to.have.length(1);
    }
    expect(shape(tokenCalls)).to.deep.equal([
      ['POST', '/token', 500, 0],
      ['POST', '/token', 504, 0],
      ['POST', '/token', 'timeout', 0],
    ]);
  });

  it('a code exchange refused at connect time (nothing was sent) is retried, then DOWNSTREAM_UNAVAILABLE', async () => {
    const closed = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const port = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(port));
      });
    });
    const runtime = await runtimeWith(`http://127.0.0.1:${closed}`);
    const err = await exchange(runtime).catch((e: unknown) => e);
    expect((err as PlugboardError).code).to.equal('DOWNSTREAM_UNAVAILABLE');
    expect(shape(tokenCalls)).to.deep.equal([
      ['POST', '/token', 'network_error', 0],
      ['POST', '/token', 'network_error', 1],
      ['POST', '/token', 'network_error', 2],
    ]);
  });

  it('a client credentials grant spends nothing: a 502 is retried as for an API call', async () => {
    script = [{ status: 502, text: 'bad gateway' }];
    const runtime = await runtimeWith();
    const conn = expired({ type: 'oauth2_client_credentials', method: 'cc', clientId: 'cid', clientSecret: 'cc-secret-9' }, 'c-cc');
    const r = await runtime.passthrough(conn, { method: 'GET', path: '/contacts' });
    expect(r.status).to.equal(200);
    expect(shape(tokenCalls)).to.deep.equal([
      ['POST', '/token', 502, 0],
      ['POST', '/token', 200, 1],
    ]);
    expect(auth.requests[1]!.headers.authorization).to.equal(`Basic ${Buffer.from('cid:cc-secret-9').toString('base64')}`);
    noSecrets(tokenCalls);
  });
});

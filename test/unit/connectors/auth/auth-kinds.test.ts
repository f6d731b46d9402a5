import { expect } from 'chai';
import { createConnectorRuntime, type ConnectionContext } from '../../../../src/connectors/index.js';
import { FakeToolServer } from '../../../support/fake-tools/fake-tool-server.js';
import { manifest, recordingClock, recordingPorts, registryFrom } from '../support.js';

const AUTH = `    - { type: api_key, id: header_key, in: header, name: X-Api-Key, prefix: "Key ", field: { name: api_key, label: API key } }
    - { type: basic, id: basic, username: { name: api_id, label: API ID, secret: false }, password: { name: api_token, label: API token } }
    - { type: bearer, id: pat, field: { name: token, label: Personal token } }
    - { type: oauth2_client_credentials, id: cc, token_url: "https://auth.demo.example/token", scopes: { default: [read, write] }, client_auth: basic_header }
    - type: oauth2_authorization_code
      id: oauth
      authorize_url: "https://{{ inputs.subdomain }}.demo.example/oauth/authorize"
      token_url: "https://auth.demo.example/oauth/token"
      scopes: { default: [contacts.read, offline], separator: " " }
      pkce: true
      client_auth: body
      authorize_params: { access_type: offline }`;

const QUERY_KEY = manifest({
  id: 'qkey',
  auth: '    - { type: api_key, id: k, in: query, name: api_token, field: { name: api_key, label: Key } }',
  http: '  base_url: https://api.demo.example',
});

const PASSWORD_KEY = manifest({
  id: 'pkey',
  auth: '    - { type: api_key, id: k, in: basic_password, name: Authorization, field: { name: api_key, label: Key } }',
  http: '  base_url: https://api.demo.example',
});

describe('connectors/auth: every auth kind sends exactly what the manifest says', () => {
  let api: FakeToolServer;
  let auth: FakeToolServer;
  let runtime: ReturnType<typeof createConnectorRuntime>;
  let ports: ReturnType<typeof recordingPorts>;

  before(async () => {
    api = await new FakeToolServer(() => ({ json: { data: [] } })).start();
    auth = await new FakeToolServer((req) => {
      if (req.path === '/token') return { json: { access_token: 'cc-token', expires_in: 3600, token_type: 'bearer' } };
      if (req.path === '/oauth/token')
        return { json: { access_token: 'acc-1', refresh_token: 'ref-1', expires_in: '1800', instance_url: 'https://acme.demo.example' } };
      return { status: 404 };
    }).start();
    const registry = await registryFrom(
      {
        demo: manifest({
          auth: AUTH,
          inputs:
            '  inputs:\n    subdomain: { label: Subdomain, pattern: "^[a-z0-9-]+$", default: app }\n    instance_url: { label: Instance, type: url, from_token_response: instance_url }',
        }),
        qkey: QUERY_KEY,
        pkey: PASSWORD_KEY,
      },
      {
        demo: { api: api.origin, authorize: 'http://127.0.0.1:1', token: auth.origin },
        qkey: { api: api.origin },
        pkey: { api: api.origin },
      },
    );
    ports = recordingPorts();
    runtime = createConnectorRuntime({ registry, ports, clock: recordingClock() });
  });
  after(async () => {
    await api.stop();
    await auth.stop();
  });
  beforeEach(() => {
    api.requests.length = 0;
    auth.requests.length = 0;
  });

  const conn = (credentials: ConnectionContext['credentials'], integrationId = 'demo'): ConnectionContext => ({
    connectionId: `c-${credentials.type}`,
    integrationId,
    inputs: {},
    credentials,
  });

  it('api key in a header, with prefix', async () => {
    await runtime.passthrough(conn({ type: 'api_key', apiKey: 's3cret' }), { method: 'GET', path: '/contacts', query: { a: 1 } });
    expect(api.requests).to.have.length(1);
    expect(api.requests[0]!.headers['x-api-key']).to.equal('Key s3cret');
    expect(api.requests[0]!.headers.authorization).to.equal(undefined);
    expect(api.requests[0]!.query).to.deep.equal({ a: '1' });
  });

  it('api key in the query', async () => {
    await runtime.passthrough(conn({ type: 'api_key', apiKey: 'k1' }, 'qkey'), { method: 'GET', path: '/contacts' });
    expect(api.requests[0]!.query).to.deep.equal({ api_token: 'k1' });
  });

  it('api key as the password of HTTP Basic with an empty username (lemlist)', async () => {
    await runtime.passthrough(conn({ type: 'api_key', apiKey: 'lem-key' }, 'pkey'), { method: 'GET', path: '/contacts' });
    expect(api.requests[0]!.headers.authorization).to.equal(`Basic ${Buffer.from(':lem-key').toString('base64')}`);
    expect(api.requests[0]!.query).to.deep.equal({});
  });

  it('basic auth (Aircall-style api_id:api_token)', async () => {
    await runtime.passthrough(conn({ type: 'basic', username: 'id1', password: 'tok' }), { method: 'GET', path: '/contacts' });
    expect(api.requests[0]!.headers.authorization).to.equal(`Basic ${Buffer.from('id1:tok').toString('base64')}`);
  });

  it('static bearer token, and caller headers are never forwarded', async () => {
    await runtime.passthrough(conn({ type: 'bearer', token: 'pat-1' }), { method: 'POST', path: '/contacts', json: { a: 1 } });
    const r = api.requests[0]!;
    expect(r.method).to.equal('POST');
    expect(r.headers.authorization).to.equal('Bearer pat-1');
    expect(r.json).to.deep.equal({ a: 1 });
    expect(Object.keys(r.headers).sort()).to.deep.equal([
      'accept',
      'accept-encoding',
      'authorization',
      'connection',
      'content-length',
      'content-type',
      'host',
      'user-agent',
    ]);
  });

  it('client credentials: fetches a token with HTTP Basic client auth, persists it, then calls with it', async () => {
    await runtime.passthrough(conn({ type: 'oauth2_client_credentials', clientId: 'cid', clientSecret: 'csec' }), {
      method: 'GET',
      path: '/contacts',
    });
    expect(auth.requests).to.have.length(1);
    const t = auth.requests[0]!;
    expect(t.method).to.equal('POST');
    expect(t.headers.authorization).to.equal(`Basic ${Buffer.from('cid:csec').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(t.body))).to.deep.equal({ grant_type: 'client_credentials', scope: 'read write' });
    expect(api.requests[0]!.headers.authorization).to.equal('Bearer cc-token');
    expect(ports.saved.at(-1)!.creds).to.include({ type: 'oauth2_client_credentials', accessToken: 'cc-token' });
  });

  it('authorization code: authorize URL (PKCE, scopes, extra params, override origin) and code exchange', async () => {
    expect(runtime.oauth.usesPkce('demo')).to.equal(true);
    const url = runtime.oauth.buildAuthorizeUrl('demo', {
      client: { clientId: 'my app', clientSecret: 'x' },
      redirectUri: 'https://gw.example/api/auth/oauth-callback',
      state: 'st-1',
      codeChallenge: 'chal',
      inputs: { subdomain: 'acme' },
    });
    expect(url).to.equal(
      'http://127.0.0.1:1/oauth/authorize?response_type=code&client_id=my%20app&redirect_uri=https%3A%2F%2Fgw.example%2Fapi%2Fauth%2Foauth-callback&state=st-1&scope=contacts.read%20offline&code_challenge=chal&code_challenge_method=S256&access_type=offline',
    );
    const creds = await runtime.oauth.exchangeCode('demo', {
      client: { clientId: 'cid', clientSecret: 'csec' },
      code: 'the-code',
      redirectUri: 'https://gw.example/cb',
      codeVerifier: 'ver',
    });
    expect(Object.fromEntries(new URLSearchParams(auth.requests[0]!.body))).to.deep.equal({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: 'https://gw.example/cb',
      code_verifier: 'ver',
      client_id: 'cid',
      client_secret: 'csec',
    });
    expect(creds).to.include({ type: 'oauth2', method: 'oauth', accessToken: 'acc-1', refreshToken: 'ref-1' });
    expect(creds.captured).to.deep.equal({ instance_url: 'https://acme.demo.example' });
    expect(Date.parse(creds.expiresAt!) - Date.now()).to.be.within(1790_000, 1800_000);
  });

  it('refuses an authorize URL without a PKCE challenge and inputs that could change the host', () => {
    expect(() =>
      runtime.oauth.buildAuthorizeUrl('demo', { client: { clientId: 'a', clientSecret: 'b' }, redirectUri: 'https://x', state: 's' }),
    ).to.throw(/PKCE/);
    expect(() =>
      runtime.oauth.buildAuthorizeUrl('demo', {
        client: { clientId: 'a', clientSecret: 'b' },
        redirectUri: 'https://x',
        state: 's',
        codeChallenge: 'c',
        inputs: { subdomain: 'evil.com/x' },
      }),
    ).to.throw(/does not match/);
  });
});

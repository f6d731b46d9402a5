import { expect } from 'chai';
import { createConnectorRuntime, type ConnectionContext } from '../../../../src/connectors/index.js';
import { FakeToolServer } from '../../../support/fake-tools/fake-tool-server.js';
import { manifest, recordingClock, recordingPorts, registryFrom } from '../support.js';

// SugarCRM's shape: a per-customer instance, the token endpoint on it, a JSON token request with the built-in
// client `sugar` and an empty secret, a `platform`, and the access token in an `OAuth-Token` header.
const AUTH = `    - type: oauth2_password
      id: password
      label: Sign in with your username and password
      token_url: "{{ inputs.instance_url }}/rest/v11_20/oauth2/token"
      username: { name: username, label: Username, secret: false }
      password: { name: password, label: Password }
      client_id: sugar
      client_secret: ""
      client_auth: body
      token_body: json
      token_params: { platform: "{{ inputs.platform }}" }
      refresh: { skew_seconds: 60, params: { platform: "{{ inputs.platform }}" } }
      token_prefix: ""
      token_header: OAuth-Token`;
const INPUTS = `  inputs:
    instance_url: { label: Instance URL, type: url }
    platform: { label: Platform, default: plugboard }`;

describe('connectors/auth: oauth2_password (resource owner password credentials grant)', () => {
  let tool: FakeToolServer;
  let runtime: ReturnType<typeof createConnectorRuntime>;
  let ports: ReturnType<typeof recordingPorts>;
  let refreshAnswer: { status?: number; json: unknown };

  before(async () => {
    tool = await new FakeToolServer((req) => {
      if (req.path === '/rest/v11_20/oauth2/token') {
        const body = req.json as Record<string, string>;
        if (body.grant_type === 'password')
          return body.password === 'right'
            ? {
                json: {
                  access_token: 'acc-1',
                  expires_in: 3600,
                  token_type: 'bearer',
                  scope: null,
                  refresh_token: 'ref-1',
                  refresh_expires_in: 1209600,
                  download_token: 'dl-1',
                },
              }
            : { status: 401, json: { error: 'need_login', error_message: 'You must specify a valid username and password.' } };
        return refreshAnswer;
      }
      return { json: { records: [], next_offset: -1 } };
    }).start();
    const registry = await registryFrom(
      { sugarish: manifest({ id: 'sugarish', auth: AUTH, inputs: INPUTS, http: '  base_url: "{{ inputs.instance_url }}"' }) },
      { sugarish: { api: tool.origin, token: tool.origin } },
    );
    ports = recordingPorts();
    runtime = createConnectorRuntime({ registry, ports, clock: recordingClock() });
  });
  after(() => tool.stop());
  beforeEach(() => {
    tool.requests.length = 0;
    refreshAnswer = { json: { access_token: 'acc-2', expires_in: 3600, refresh_token: 'ref-2' } };
  });

  const inputs = { instance_url: 'https://acme.sugarondemand.com', platform: 'plugboard' };
  const conn = (credentials: ConnectionContext['credentials'], id = 'c-pw'): ConnectionContext => ({
    connectionId: id,
    integrationId: 'sugarish',
    inputs,
    credentials,
  });

  it('exchanges the username and password once, as the manifest says, and returns tokens without the password', async () => {
    const creds = await runtime.oauth.exchangePassword('sugarish', { methodId: 'password', username: 'sally', password: 'right', inputs });
    expect(tool.requests).to.have.length(1);
    const t = tool.requests[0]!;
    expect(t.method).to.equal('POST');
    expect(t.headers['content-type']).to.match(/^application\/json/);
    expect(t.json).to.deep.equal({
      grant_type: 'password',
      username: 'sally',
      password: 'right',
      platform: 'plugboard',
      client_id: 'sugar',
      client_secret: '',
    });
    expect(creds).to.include({ type: 'oauth2', method: 'password', accessToken: 'acc-1', refreshToken: 'ref-1' });
    expect(JSON.stringify(creds)).not.to.contain('right');
    expect(Date.parse(creds.expiresAt!) - Date.now()).to.be.within(3590_000, 3600_000);
  });

  it('refuses a wrong password with DOWNSTREAM_AUTH_FAILED (the modal shows it), never a stored credential', async () => {
    const err = await runtime.oauth
      .exchangePassword('sugarish', { methodId: 'password', username: 'sally', password: 'wrong', inputs })
      .then(
        () => undefined,
        (e: unknown) => e as { code: string; message: string },
      );
    expect(err?.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    expect(err?.message).to.contain('refused these credentials');
    expect(ports.saved).to.have.length(0);
  });

  it('calls the API with the token in the declared header, without a prefix', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    await runtime.passthrough(
      conn({ type: 'oauth2', method: 'password', accessToken: 'acc-1', refreshToken: 'ref-1', expiresAt: future }),
      {
        method: 'GET',
        path: '/rest/v11_20/Contacts',
      },
    );
    expect(tool.requests).to.have.length(1);
    expect(tool.requests[0]!.headers['oauth-token']).to.equal('acc-1');
    expect(tool.requests[0]!.headers.authorization).to.equal(undefined);
  });

  it('refreshes an expired token with the refresh token grant and the manifest client, keeping the rotated token', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    await runtime.passthrough(
      conn({ type: 'oauth2', method: 'password', accessToken: 'acc-1', refreshToken: 'ref-1', expiresAt: past }, 'c-r'),
      {
        method: 'GET',
        path: '/rest/v11_20/Contacts',
      },
    );
    expect(tool.requests.map((r) => r.path)).to.deep.equal(['/rest/v11_20/oauth2/token', '/rest/v11_20/Contacts']);
    expect(tool.requests[0]!.json).to.deep.equal({
      grant_type: 'refresh_token',
      refresh_token: 'ref-1',
      platform: 'plugboard',
      client_id: 'sugar',
      client_secret: '',
    });
    expect(tool.requests[1]!.headers['oauth-token']).to.equal('acc-2');
    expect(ports.saved.at(-1)).to.deep.include({ id: 'c-r' });
    expect(ports.saved.at(-1)!.creds).to.include({ type: 'oauth2', method: 'password', accessToken: 'acc-2', refreshToken: 'ref-2' });
  });

  it('marks the connection needs-reauth when the tool refuses the refresh token (the password was not kept)', async () => {
    refreshAnswer = { status: 401, json: { error: 'invalid_grant', error_message: 'Invalid refresh token' } };
    const past = new Date(Date.now() - 1000).toISOString();
    const err = await runtime
      .passthrough(conn({ type: 'oauth2', method: 'password', accessToken: 'acc-1', refreshToken: 'dead', expiresAt: past }, 'c-dead'), {
        method: 'GET',
        path: '/rest/v11_20/Contacts',
      })
      .then(
        () => undefined,
        (e: unknown) => e as { code: string },
      );
    expect(err?.code).to.equal('CONNECTION_NEEDS_REAUTH');
    expect(ports.reauth.map((r) => r.id)).to.deep.equal(['c-dead']);
    expect(tool.requests.map((r) => r.path)).to.deep.equal(['/rest/v11_20/oauth2/token']);
  });

  it('the connect form asks for the two fields; the catalog names the kind', async () => {
    const registry = await registryFrom({ sugarish: manifest({ id: 'sugarish', auth: AUTH, inputs: INPUTS }) });
    const info = registry.require('sugarish').info;
    expect(info.authMethods[0]).to.deep.include({ id: 'password', type: 'oauth2_password' });
    expect(info.authMethods[0]!.fields.map((f) => [f.name, f.secret])).to.deep.equal([
      ['username', false],
      ['password', true],
    ]);
    expect(JSON.stringify(info.catalog)).to.contain('OAuth 2.0 (username and password)');
  });
});

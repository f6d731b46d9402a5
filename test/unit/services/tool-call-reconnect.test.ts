import { expect } from 'chai';
import { createConnectorRuntime, type ConnectionContext, type Credentials } from '../../../src/connectors/index.js';
import { isPlugboardError, PlugboardError } from '../../../src/errors/plugboard-error.js';
import { withReconnect } from '../../../src/services/tool-calls/reconnect.js';
import { FakeToolServer } from '../../support/fake-tools/fake-tool-server.js';
import { manifest, recordingClock, recordingPorts, registryFrom } from '../connectors/support.js';

const RECONNECT = 'The end user must reconnect the tool: start a new auth session and open the connect modal for this integration.';

const OAUTH = `    - type: oauth2_authorization_code
      id: oauth
      authorize_url: https://auth.demo.example/authorize
      token_url: https://auth.demo.example/token
      scopes: { default: [a] }`;

const PING = 'actions:\n  ping: { path: ping, input: { type: object }, output: { type: object }, request: { method: GET, path: /ping } }';

/** The tool-call service's reconnect decision on what a call through the real runtime threw. */
const decide = (e: unknown) => withReconnect({ id: 'conn-1', integrationId: 'demo' }, e);

describe('services/tool-calls: the reconnect decision is the runtime typed refusal of the credentials, not a message', () => {
  let api: FakeToolServer;
  let auth: FakeToolServer;
  let apiAnswer: { status: number; json: unknown };
  let tokenAnswer: { status: number; json: unknown };

  before(async () => {
    api = await new FakeToolServer(() => apiAnswer).start();
    auth = await new FakeToolServer(() => tokenAnswer).start();
  });
  after(async () => {
    await api.stop();
    await auth.stop();
  });

  /**
   * What a call through the real runtime on an OAuth connection (expired or not) threw: the action `ping` (GET /ping),
   * or a passthrough to `path`.
   */
  const failure = async (expired: boolean, path?: string): Promise<unknown> => {
    const registry = await registryFrom(
      { demo: manifest({ auth: OAUTH, models: 'models: {}', rest: PING }) },
      { demo: { api: api.origin, token: auth.origin } },
    );
    const runtime = createConnectorRuntime({ registry, ports: recordingPorts(), clock: recordingClock() });
    const expiresAt = new Date(expired ? 0 : Date.now() + 3_600_000).toISOString();
    const credentials: Credentials = { type: 'oauth2', accessToken: 'old', refreshToken: 'r0', expiresAt };
    const conn: ConnectionContext = {
      connectionId: 'conn-1',
      integrationId: 'demo',
      inputs: {},
      credentials,
      oauthClient: { clientId: 'cid', clientSecret: 'csec' },
    };
    const call = path === undefined ? runtime.action(conn, 'demo', 'ping', {}) : runtime.passthrough(conn, { method: 'GET', path });
    return call.then(
      () => expect.fail('the call should fail'),
      (e: unknown) => e,
    );
  };

  it("a refused token refresh whose tool's text holds the reconnect sentence still tells to reconnect and names the connection", async () => {
    // The token endpoint's `error` is the tool's own text: it may say anything, the reconnect sentence included.
    tokenAnswer = { status: 400, json: { error: RECONNECT } };
    const thrown = await failure(true);
    expect((thrown as PlugboardError).message).to.include(RECONNECT);
    const e = decide(thrown) as PlugboardError;
    expect(e.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    expect(e.message).to.equal(`${(thrown as PlugboardError).message}. ${RECONNECT}`);
    expect(e.details).to.deep.include({ connectionId: 'conn-1', integrationId: 'demo', action: 'reconnect' });
  });

  it('a 401 of the tool, again after a refresh: DOWNSTREAM_AUTH_FAILED with the reconnect sentence, the tool details and the connection', async () => {
    apiAnswer = { status: 401, json: { message: 'bad token' } };
    tokenAnswer = { status: 200, json: { access_token: 'new', refresh_token: 'r1', expires_in: 3600 } };
    const e = decide(await failure(false)) as PlugboardError;
    expect(e.code).to.equal('DOWNSTREAM_AUTH_FAILED');
    expect(e.status).to.equal(403);
    expect(e.message).to.equal(`The tool rejected the connection credentials (demo answered 401). ${RECONNECT}`);
    expect(e.details).to.deep.equal({
      integrationId: 'demo',
      downstreamStatus: 401,
      downstreamBody: { message: 'bad token' },
      connectionId: 'conn-1',
      action: 'reconnect',
    });
  });

  it('a dead refresh token (invalid_grant): CONNECTION_NEEDS_REAUTH with the reconnect sentence', async () => {
    tokenAnswer = { status: 400, json: { error: 'invalid_grant' } };
    const e = decide(await failure(true)) as PlugboardError;
    expect(e.code).to.equal('CONNECTION_NEEDS_REAUTH');
    expect(e.message).to.equal(
      `The Demo connection must be authorized again: the tool rejected the refresh token (invalid_grant). ${RECONNECT}`,
    );
    expect(e.details).to.deep.equal({ integrationId: 'demo', connectionId: 'conn-1', action: 'reconnect' });
  });

  it('other errors pass unchanged: a refused passthrough path, and an error that only carries an auth code', async () => {
    const refused = await failure(false, 'https://elsewhere.example/x');
    expect(isPlugboardError(refused) && refused.code).to.equal('PASSTHROUGH_PATH_REJECTED');
    expect(decide(refused)).to.equal(refused);
    // Not thrown as the runtime's refusal of the connection's credentials (a connect form refusing what was typed).
    const typed = new PlugboardError('DOWNSTREAM_AUTH_FAILED', 'Demo refused these credentials (HTTP 401): check them and try again');
    expect(decide(typed)).to.equal(typed);
  });
});

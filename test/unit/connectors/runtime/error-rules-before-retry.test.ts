import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { createConnectorRuntime, loadConnectorRegistry, type ConnectionContext } from '../../../../src/connectors/index.js';
import { PlugboardError } from '../../../../src/errors/plugboard-error.js';
import { FakeToolServer, type FakeReply } from '../../../support/fake-tools/fake-tool-server.js';
import { manifest, recordingClock, recordingPorts, registryFrom } from '../support.js';

const CONNECTORS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../connectors');

// 429 is a retry status, and a rule says a DAILY 429 must fail: the rule wins.
const HTTP = `  base_url: https://api.demo.example
  retry: { statuses: [429, 503], max_attempts: 4, initial_ms: 100, jitter: none, max_wait_ms: 10000 }
  errors:
    - { match: { status: [429], body_path: { path: policyName, equals: DAILY } }, kind: rate_limited, action: fail, message: Daily limit reached }
    - { match: { status: [503], body_contains: MAINTENANCE }, kind: unavailable, action: fail }
    - { match: { status: [409], body_contains: LOCKED }, kind: downstream_error, action: retry }`;
const PING = 'actions:\n  ping: { path: ping, input: { type: object }, output: { type: object }, request: { method: GET, path: /ping } }';

const DAILY_429: FakeReply = {
  status: 429,
  json: {
    status: 'error',
    message: 'You have reached your daily limit.',
    errorType: 'RATE_LIMIT',
    policyName: 'DAILY',
    groupName: 'publicapi:daily',
  },
};
const SECONDLY_429: FakeReply = {
  status: 429,
  json: {
    status: 'error',
    message: 'You have reached your secondly limit.',
    errorType: 'RATE_LIMIT',
    policyName: 'SECONDLY',
    groupName: 'publicapi:secondly',
  },
};

describe('connectors/runtime: manifest error rules are evaluated before retry.statuses', () => {
  let api: FakeToolServer;
  let script: FakeReply[];
  let clock: ReturnType<typeof recordingClock>;
  const fail = (p: Promise<unknown>) =>
    p.then(
      () => expect.fail('should fail'),
      (e: unknown) => e as PlugboardError,
    );

  before(async () => {
    api = await new FakeToolServer(() => script.shift() ?? { json: { results: [] } }).start();
  });
  after(() => api.stop());
  beforeEach(() => {
    api.requests.length = 0;
    clock = recordingClock();
  });

  describe('a demo manifest', () => {
    const conn: ConnectionContext = {
      connectionId: 'c1',
      integrationId: 'demo',
      inputs: {},
      credentials: { type: 'bearer', token: 'demo-token' },
    };
    let runtime: ReturnType<typeof createConnectorRuntime>;
    beforeEach(async () => {
      const registry = await registryFrom({ demo: manifest({ http: HTTP, rest: PING }) }, { demo: { api: api.origin } });
      runtime = createConnectorRuntime({ registry, ports: recordingPorts(), clock, random: () => 0.5 });
    });

    it("a 429 matching a fail rule is requested once and fails with the rule's kind and message", async () => {
      script = [DAILY_429, { json: {} }];
      const e = await fail(runtime.action(conn, 'demo', 'ping', {}));
      expect(e).to.be.instanceOf(PlugboardError);
      expect(e.code).to.equal('RATE_LIMITED');
      expect(e.message).to.equal('Daily limit reached');
      expect(e.details).to.deep.include({ integrationId: 'demo', downstreamStatus: 429 });
      expect(api.requests).to.have.length(1);
      expect(clock.sleeps).to.deep.equal([]);
    });

    it('a plain 429 (no rule matches) is still retried because 429 is in retry.statuses', async () => {
      script = [SECONDLY_429, SECONDLY_429, { json: { ok: true } }];
      expect(await runtime.action(conn, 'demo', 'ping', {})).to.deep.equal({ ok: true });
      expect(api.requests).to.have.length(3);
      expect(clock.sleeps).to.deep.equal([100, 200]);
    });

    it('the same holds for other statuses: a 503 fail rule stops at once, a plain 503 is retried', async () => {
      script = [{ status: 503, text: 'MAINTENANCE window' }];
      const e = await fail(runtime.action(conn, 'demo', 'ping', {}));
      expect(e.code).to.equal('DOWNSTREAM_UNAVAILABLE');
      expect(api.requests).to.have.length(1);
      api.requests.length = 0;
      script = [{ status: 503, text: 'busy' }, { json: { ok: true } }];
      expect(await runtime.action(conn, 'demo', 'ping', {})).to.deep.equal({ ok: true });
      expect(api.requests).to.have.length(2);
    });

    it('a retry rule still retries a status that retry.statuses does not list', async () => {
      script = [{ status: 409, text: 'LOCKED' }, { json: { ok: true } }];
      expect(await runtime.action(conn, 'demo', 'ping', {})).to.deep.equal({ ok: true });
      expect(api.requests).to.have.length(2);
    });
  });

  describe('the real HubSpot manifest', () => {
    const conn: ConnectionContext = {
      connectionId: 'c2',
      integrationId: 'hubspot',
      inputs: {},
      credentials: { type: 'bearer', token: 'private-app-token' },
    };
    let runtime: ReturnType<typeof createConnectorRuntime>;
    beforeEach(async () => {
      const registry = await loadConnectorRegistry({ dir: CONNECTORS_DIR, hostOverrides: { hubspot: { api: api.origin } } });
      runtime = createConnectorRuntime({ registry, ports: recordingPorts(), clock, random: () => 0.5 });
    });

    it('the DAILY 429 fails fast as RATE_LIMITED with the manifest message after one request', async () => {
      script = [DAILY_429, { json: { results: [] } }];
      const e = await fail(runtime.unified(conn, 'crm.contact', 'list'));
      expect(e.code).to.equal('RATE_LIMITED');
      expect(e.message).to.equal('HubSpot daily API limit reached');
      expect(api.requests).to.have.length(1);
      expect(clock.sleeps).to.deep.equal([]);
    });

    it('a secondly 429 is retried, then the page is answered', async () => {
      script = [SECONDLY_429, { json: { results: [] } }];
      const page = await runtime.unified(conn, 'crm.contact', 'list');
      expect(page).to.have.property('records').that.deep.equals([]);
      expect(api.requests).to.have.length(2);
      expect(clock.sleeps).to.have.length(1);
    });
  });
});

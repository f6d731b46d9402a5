import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { createConnectorRuntime, type ConnectionContext } from '../../../../src/connectors/index.js';
import { PlugboardError } from '../../../../src/errors/plugboard-error.js';
import { FakeToolServer, type FakeReply } from '../../../support/fake-tools/fake-tool-server.js';
import { manifest, recordingClock, recordingPorts, registryFrom } from '../support.js';

const HTTP = `  base_url: https://api.demo.example
  timeout_ms: 300
  retry: { max_attempts: 3, initial_ms: 100, jitter: none, max_wait_ms: 10000 }
  rate_limit:
    remaining_header: X-RateLimit-Remaining
    reset_header: { header: X-RateLimit-Reset, format: epoch_s }
  errors:
    - { match: { status: [400], body_contains: "QUOTA" }, kind: rate_limited, action: fail, message: Daily quota exhausted }`;

describe('connectors/runtime: retries, Retry-After and error classification', () => {
  let api: FakeToolServer;
  let script: FakeReply[];
  const conn: ConnectionContext = {
    connectionId: 'c1',
    integrationId: 'demo',
    inputs: {},
    credentials: { type: 'bearer', token: 'secret-token-123' },
  };
  let runtime: ReturnType<typeof createConnectorRuntime>;
  let clock: ReturnType<typeof recordingClock>;

  before(async () => {
    api = await new FakeToolServer(async () => {
      const next = script.shift() ?? { json: { ok: true } };
      if (next.status === 599) {
        await new Promise((r) => setTimeout(r, 600));
        return { json: {} };
      }
      return next;
    }).start();
  });
  after(() => api.stop());
  beforeEach(async () => {
    api.requests.length = 0;
    clock = recordingClock();
    const registry = await registryFrom({ demo: manifest({ http: HTTP }) }, { demo: { api: api.origin } });
    runtime = createConnectorRuntime({ registry, ports: recordingPorts(), clock, random: () => 0.5 });
  });
  const call = () => runtime.passthrough(conn, { method: 'GET', path: '/things' });
  const fail = (p: Promise<unknown>) =>
    p.then(
      () => expect.fail('should fail'),
      (e: unknown) => e as PlugboardError,
    );

  it('a failure on this side while building the request is not retried nor answered as the tool being unreachable', async () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic; // got cannot serialize it: a local error, wrapped by got like a network one
    const e = await fail(runtime.passthrough(conn, { method: 'POST', path: '/things', json: cyclic }));
    expect(e).not.to.be.instanceOf(PlugboardError);
    expect(clock.sleeps).to.deep.equal([]);
    expect(api.requests).to.have.length(0);
  });

  it('a refused connection is the tool being unreachable: retried, then DOWNSTREAM_UNAVAILABLE', async () => {
    const closed = await new FakeToolServer(() => ({ json: {} })).start();
    const origin = closed.origin;
    await closed.stop();
    const registry = await registryFrom({ demo: manifest({ http: HTTP }) }, { demo: { api: origin } });
    const offline = createConnectorRuntime({ registry, ports: recordingPorts(), clock, random: () => 0.5 });
    const e = await fail(offline.passthrough(conn, { method: 'GET', path: '/things' }));
    expect(e.code).to.equal('DOWNSTREAM_UNAVAILABLE');
    expect(clock.sleeps).to.have.length(2);
  });

  it('honours Retry-After in seconds', async () => {
    script = [{ status: 429, headers: { 'retry-after': '2' }, json: {} }];
    const r = await call();
    expect(r.status).to.equal(200);
    expect(clock.sleeps).to.deep.equal([2000]);
    expect(api.requests).to.have.length(2);
  });

  it('honours Retry-After as an HTTP-date', async () => {
    script = [{ status: 503, headers: { 'retry-after': new Date(Date.now() + 5000).toUTCString() }, json: {} }];
    await call();
    expect(clock.sleeps).to.have.length(1);
    expect(clock.sleeps[0]).to.be.within(3000, 5000);
  });

  it('honours a vendor reset header when the remaining budget is 0', async () => {
    script = [
      { status: 429, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 4) }, json: {} },
    ];
    await call();
    expect(clock.sleeps[0]).to.be.within(2000, 4000);
  });

  it('backs off exponentially without hints, then gives up after max_attempts', async () => {
    script = [
      { status: 502, text: 'bad gateway' },
      { status: 502, text: 'bad gateway' },
      { status: 502, text: 'bad gateway' },
    ];
    const e = await fail(runtime.unified(conn, 'crm.contact', 'list'));
    expect(e.code).to.equal('NOT_SUPPORTED_BY_INTEGRATION');
    const registry = await registryFrom(
      {
        demo: manifest({
          http: HTTP,
          rest: 'actions:\n  ping: { path: ping, input: { type: object }, output: { type: object }, request: { method: GET, path: /ping } }',
        }),
      },
      { demo: { api: api.origin } },
    );
    const rt = createConnectorRuntime({ registry, ports: recordingPorts(), clock, random: () => 0.5 });
    const err = await fail(rt.action(conn, 'demo', 'ping', {}));
    expect(err.code).to.equal('DOWNSTREAM_UNAVAILABLE');
    expect(err.details).to.deep.equal({ integrationId: 'demo', downstreamStatus: 502, downstreamBody: 'bad gateway' });
    expect(clock.sleeps).to.deep.equal([100, 200]);
  });

  it('a wait beyond the cap fails RATE_LIMITED at once, with a Retry-After header', async () => {
    script = [{ status: 429, headers: { 'retry-after': '3600' }, json: { message: 'slow down', token: 'leaked?' } }];
    const registry = await registryFrom(
      {
        demo: manifest({
          http: HTTP,
          rest: 'actions:\n  ping: { path: ping, input: { type: object }, output: { type: object }, request: { method: GET, path: /ping } }',
        }),
      },
      { demo: { api: api.origin } },
    );
    const rt = createConnectorRuntime({ registry, ports: recordingPorts(), clock });
    const e = await fail(rt.action(conn, 'demo', 'ping', {}));
    expect(e.code).to.equal('RATE_LIMITED');
    expect(e.status).to.equal(429);
    expect(e.headers).to.deep.equal({ 'Retry-After': '3600' });
    expect(e.details).to.deep.equal({
      integrationId: 'demo',
      downstreamStatus: 429,
      downstreamBody: { message: 'slow down', token: '[redacted]' },
    });
    expect(clock.sleeps).to.deep.equal([]);
    expect(api.requests).to.have.length(1);
  });

  it('the runtime-wide maxWaitMs caps the manifest', async () => {
    script = [{ status: 429, headers: { 'retry-after': '5' }, json: {} }];
    const registry = await registryFrom({ demo: manifest({ http: HTTP }) }, { demo: { api: api.origin } });
    const rt = createConnectorRuntime({ registry, ports: recordingPorts(), clock, httpDefaults: { maxWaitMs: 1000 } });
    const r = await rt.passthrough(conn, { method: 'GET', path: '/things' }).catch((e: unknown) => e as PlugboardError);
    expect((r as PlugboardError).code).to.equal('RATE_LIMITED');
    expect((r as PlugboardError).headers['Retry-After']).to.equal('5');
  });

  it('manifest error rules win over defaults (daily quota fails fast)', async () => {
    script = [{ status: 400, json: { error: 'QUOTA exceeded' } }];
    const registry = await registryFrom(
      {
        demo: manifest({
          http: HTTP,
          rest: 'actions:\n  ping: { path: ping, input: { type: object }, output: { type: object }, request: { method: GET, path: /ping } }',
        }),
      },
      { demo: { api: api.origin } },
    );
    const rt = createConnectorRuntime({ registry, ports: recordingPorts(), clock });
    const e = await fail(rt.action(conn, 'demo', 'ping', {}));
    expect(e.code).to.equal('RATE_LIMITED');
    expect(e.message).to.equal('Daily quota exhausted');
    expect(api.requests).to.have.length(1);
  });

  it('a hanging tool is asked once: DOWNSTREAM_TIMEOUT after one timeout, not one per attempt as for a 5xx', async () => {
    script = [{ status: 599 }, { status: 599 }, { status: 599 }];
    const e = await fail(runtime.passthrough(conn, { method: 'GET', path: '/slow' }));
    expect(e.code).to.equal('DOWNSTREAM_TIMEOUT');
    expect(clock.sleeps).to.deep.equal([]);
    expect(api.requests).to.have.length(1);
  });

  it('retry.on_timeout: a hanging tool is asked again, up to max_attempts', async () => {
    script = [{ status: 599 }, { status: 599 }, { status: 599 }];
    const httpSpec = HTTP.replace('retry: { max_attempts: 3,', 'retry: { on_timeout: true, max_attempts: 3,');
    const registry = await registryFrom({ demo: manifest({ http: httpSpec }) }, { demo: { api: api.origin } });
    const rt = createConnectorRuntime({ registry, ports: recordingPorts(), clock, random: () => 0.5 });
    const e = await fail(rt.passthrough(conn, { method: 'GET', path: '/slow' }));
    expect(e.code).to.equal('DOWNSTREAM_TIMEOUT');
    expect(clock.sleeps).to.deep.equal([100, 200]);
    expect(api.requests).to.have.length(3);
  });

  describe('the deadline across attempts (PLUGBOARD_DOWNSTREAM_DEADLINE_MS)', () => {
    /** A tool that never answers (a loopback server that reads the request and stays silent). */
    let hanging: http.Server;
    let hangingOrigin: string;
    let received = 0;
    before(async () => {
      hanging = http.createServer(() => {
        received++;
      });
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
      hangingOrigin = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    });
    after(async () => {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    });
    const runtimeFor = async (httpSpec: string, origin: string, deadlineMs: number) => {
      const registry = await registryFrom({ demo: manifest({ http: httpSpec }) }, { demo: { api: origin } });
      return createConnectorRuntime({ registry, ports: recordingPorts(), clock, random: () => 0.5, httpDefaults: { deadlineMs } });
    };

    it('cuts the attempt at the deadline: a tool that hangs holds the caller the deadline, not timeout x attempts', async function () {
      this.timeout(30_000);
      received = 0;
      // 5 s per attempt, 4 attempts, timeouts retried: 20 s and more without the deadline.
      const httpSpec = HTTP.replace('timeout_ms: 300', 'timeout_ms: 5000').replace(
        'retry: { max_attempts: 3,',
        'retry: { on_timeout: true, max_attempts: 4,',
      );
      const rt = await runtimeFor(httpSpec, hangingOrigin, 1_200);
      const started = Date.now();
      const e = await fail(rt.passthrough(conn, { method: 'GET', path: '/hang' }));
      const held = Date.now() - started;
      expect(e.code).to.equal('DOWNSTREAM_TIMEOUT');
      expect(held, 'ms the caller was held').to.be.within(1_100, 3_000);
      expect(received, 'requests sent').to.equal(1);
    });

    it('does not wait for a Retry-After past the deadline: fails at once, saying when to come back', async () => {
      script = [{ status: 503, headers: { 'retry-after': '5' }, json: {} }];
      const rt = await runtimeFor(HTTP, api.origin, 3_000);
      const e = await fail(rt.passthrough(conn, { method: 'GET', path: '/things' }));
      expect(e.code).to.equal('DOWNSTREAM_UNAVAILABLE');
      expect(e.headers['Retry-After']).to.equal('5');
      expect(clock.sleeps).to.deep.equal([]);
      expect(api.requests).to.have.length(1);
    });

    it('retries that fit in the deadline are made', async () => {
      script = [{ status: 503, headers: { 'retry-after': '1' }, json: {} }];
      const rt = await runtimeFor(HTTP, api.origin, 3_000);
      expect((await rt.passthrough(conn, { method: 'GET', path: '/things' })).status).to.equal(200);
      expect(clock.sleeps).to.deep.equal([1000]);
    });
  });

  it('passthrough answers 4xx as they are (status and body) without retrying', async () => {
    script = [{ status: 404, json: { message: 'no such thing' } }];
    const r = await runtime.passthrough(conn, { method: 'GET', path: '/things/9' });
    expect(r.status).to.equal(404);
    expect(r.body).to.deep.equal({ message: 'no such thing' });
    expect(api.requests).to.have.length(1);
  });
});

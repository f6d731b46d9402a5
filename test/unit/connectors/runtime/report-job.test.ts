import { expect } from 'chai';
import { compileConnector, createConnectorRuntime, type ConnectionContext } from '../../../../src/connectors/index.js';
import type { Clock } from '../../../../src/connectors/connection/ports.js';
import type { PlugboardError } from '../../../../src/errors/plugboard-error.js';
import { FakeToolServer, type FakeReply, type RecordedRequest } from '../../../support/fake-tools/fake-tool-server.js';
import { manifest, recordingPorts, registryFrom } from '../support.js';

const DAY = 86_400_000;

/** A tool whose records come from export jobs: create (202), poll until done, download (302 to a presigned file). */
const resources = (extra = '') => `  exports:
    list:
      method: POST
      path: /exports
      body: { from: "{{ params.since | iso }}", to: "{{ params.until | iso }}" }
      records: data.rows
      report_job:
        id: export.id
        poll:
          request: { method: GET, path: "/exports/{{ job.id }}" }
          status: export.state
          done: [COMPLETE]
          failed: [error]
          initial_ms: 1000
          max_ms: 8000
          timeout_seconds: 60
        download:
          request: { method: GET, path: "/exports/{{ job.id }}/file" }
          hosts: ["*.files.example"]
          max_bytes: 2048
        window: { max_seconds: 2592000, default_seconds: 864000 }
        max_records: 5
${extra}`;
const MODELS = `models:
  dialer.call:
    resource: exports
    operations: [list]
    fields:
      id: { path: id, codec: string, write: false }
      direction: { path: dir }
      status: { path: state }
      startedTime: { path: start, codec: datetime, write: false }
      endedTime: { path: end, codec: datetime, write: false }
      durationSeconds: { path: secs, codec: integer, write: false }
    sync: { incremental: { cursor_field: endedTime, operation: list } }`;

/** A clock whose sleeps move its time on at once: a job that never ends is waited for in no real time. */
function virtualClock(): Clock & { sleeps: number[] } {
  let t = Date.parse('2026-11-27T12:00:00Z');
  const sleeps: number[] = [];
  return { sleeps, now: () => t, sleep: async (ms) => void (sleeps.push(ms), (t += ms)) };
}

describe('connectors/runtime: report_job lists (create a job, poll it, download its result through a redirect)', () => {
  let api: FakeToolServer;
  let clock: ReturnType<typeof virtualClock>;
  /** How the fake's jobs behave: polls answered RUNNING before COMPLETE (or forever), the file's answer. */
  let behaviour: { running: number; end: 'COMPLETE' | 'error' | 'never'; location?: string; rows: number; pad?: number };
  const jobs: { id: string; from: string; to: string; polls: number }[] = [];
  const conn: ConnectionContext = {
    connectionId: 'c1',
    integrationId: 'demo',
    inputs: {},
    credentials: { type: 'bearer', token: 't-123456' },
  };

  const answer = (r: RecordedRequest): FakeReply => {
    if (r.method === 'POST' && r.path === '/exports') {
      const body = r.json as { from: string; to: string };
      const job = { id: `x${jobs.length + 1}`, ...body, polls: 0 };
      jobs.push(job);
      return { status: 202, json: { export: { id: job.id, state: 'QUEUED' } } };
    }
    const poll = /^\/exports\/(x\d+)$/.exec(r.path);
    if (poll) {
      const job = jobs.find((j) => j.id === poll[1])!;
      job.polls++;
      const state = behaviour.end === 'never' || job.polls <= behaviour.running ? 'RUNNING' : behaviour.end;
      return { json: { export: { id: job.id, state } } };
    }
    const file = /^\/exports\/(x\d+)\/file$/.exec(r.path);
    if (file)
      return { status: 302, headers: { location: behaviour.location ?? `https://bucket.files.example/store/${file[1]}.json?sig=s` } };
    const stored = /^\/store\/(x\d+)\.json$/.exec(r.path);
    if (stored) {
      const job = jobs.find((j) => j.id === stored[1])!;
      const rows = Array.from({ length: behaviour.rows }, (_, i) => ({
        id: `${job.id}-${i}`,
        dir: 'inbound',
        state: 'done',
        start: job.from,
        end: job.to,
        secs: 10 + i,
        ...(behaviour.pad ? { pad: 'p'.repeat(behaviour.pad) } : {}),
      }));
      return { json: { data: { rows } } };
    }
    return { status: 404, json: { error: 'not found' } };
  };

  const runtimeWith = async (text = manifest({ resources: resources(), models: MODELS })) => {
    const registry = await registryFrom({ demo: text }, { demo: { api: api.origin, files: api.origin } });
    return createConnectorRuntime({ registry, ports: recordingPorts(), clock });
  };
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => expect.fail('should fail'),
      (e: unknown) => e as PlugboardError,
    );

  before(async () => {
    api = await new FakeToolServer(answer).start();
  });
  after(() => api.stop());
  beforeEach(() => {
    api.requests.length = 0;
    jobs.length = 0;
    clock = virtualClock();
    behaviour = { running: 1, end: 'COMPLETE', rows: 3 };
  });

  it('creates a job for the default span, polls with a doubling wait until done, and reads the file the download redirects to without credentials', async () => {
    const runtime = await runtimeWith();
    const now = clock.now();
    const page = await runtime.unified(conn, 'dialer.call', 'list', { pageSize: 2 });
    expect(jobs.map((j) => [j.from, j.to])).to.deep.equal([[new Date(now - 10 * DAY).toISOString(), new Date(now).toISOString()]]);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).to.deep.equal([
      'POST /exports',
      'GET /exports/x1',
      'GET /exports/x1',
      'GET /exports/x1/file',
      'GET /store/x1.json',
    ]);
    expect(clock.sleeps).to.deep.equal([1000, 2000]);
    const file = api.requests.at(-1)!;
    expect(file.query).to.deep.equal({ sig: 's' });
    expect(file.headers.authorization).to.equal(undefined);
    expect(api.requests[0]!.headers.authorization).to.equal('Bearer t-123456');
    expect(page.records!.map((r) => [r.id, r.durationSeconds])).to.deep.equal([
      ['x1-0', 10],
      ['x1-1', 11],
    ]);
    // The rest of the same job's result: downloaded again by its id, no new job.
    const rest = await runtime.unified(conn, 'dialer.call', 'list', { cursor: page.nextPageCursor! });
    expect(rest.records!.map((r) => r.id)).to.deep.equal(['x1-2']);
    expect(rest.nextPageCursor).to.equal(undefined);
    expect(jobs).to.have.length(1);
    expect(api.requests.slice(5).map((r) => r.path)).to.deep.equal(['/exports/x1/file', '/store/x1.json']);
  });

  it('splits a read since a date further back than a window into consecutive jobs, one per window', async () => {
    const runtime = await runtimeWith();
    behaviour.running = 0;
    const now = clock.now();
    const since = new Date(now - 70 * DAY).toISOString();
    const pages: string[][] = [];
    for await (const page of runtime.listAll(conn, 'dialer.call', { since })) pages.push(page.map((r) => String(r.id)));
    expect(jobs.map((j) => [j.from, j.to])).to.deep.equal([
      [since, new Date(now - 40 * DAY).toISOString()],
      [new Date(now - 40 * DAY).toISOString(), new Date(now - 10 * DAY).toISOString()],
      [new Date(now - 10 * DAY).toISOString(), new Date(now).toISOString()],
    ]);
    expect(pages).to.deep.equal([
      ['x1-0', 'x1-1', 'x1-2'],
      ['x2-0', 'x2-1', 'x2-2'],
      ['x3-0', 'x3-1', 'x3-2'],
    ]);
  });

  it('a job that never finishes ends with DOWNSTREAM_TIMEOUT after timeout_seconds, its waits capped at max_ms', async () => {
    const runtime = await runtimeWith();
    behaviour.end = 'never';
    const e = await failure(runtime.unified(conn, 'dialer.call', 'list', {}));
    expect(e.code).to.equal('DOWNSTREAM_TIMEOUT');
    expect(e.message).to.match(/report job x1 was not done within 60 s \(last status: running\)/);
    expect(clock.sleeps).to.deep.equal([1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000, 8000]);
    expect(clock.sleeps.reduce((a, b) => a + b, 0)).to.be.at.most(60_000);
    expect(api.requests.filter((r) => r.path === '/exports/x1/file')).to.have.length(0);
  });

  it('a job that ends with a failed status fails the call naming it; nothing is downloaded', async () => {
    const runtime = await runtimeWith();
    behaviour.end = 'error';
    const e = await failure(runtime.unified(conn, 'dialer.call', 'list', {}));
    expect(e.code).to.equal('DOWNSTREAM_ERROR');
    expect(e.message).to.match(/report job x1 ended error/);
    expect(api.requests.map((r) => r.path)).to.deep.equal(['/exports', '/exports/x1', '/exports/x1']);
  });

  it('a redirect to a host the manifest does not list, or not over https, is refused and not followed', async () => {
    const runtime = await runtimeWith();
    for (const location of [
      'https://evil.example/store/x.json',
      'http://bucket.files.example/store/x.json',
      'https://files.example.evil.example/x',
    ]) {
      behaviour.location = location;
      const e = await failure(runtime.unified(conn, 'dialer.call', 'list', {}));
      expect(e.code, location).to.equal('DOWNSTREAM_ERROR');
      expect(e.message).to.match(/redirected a report's download elsewhere/);
    }
    expect(api.requests.filter((r) => r.path.startsWith('/store/'))).to.have.length(0);
  });

  it('a result larger than max_bytes, or with more than max_records records, fails the call', async () => {
    const runtime = await runtimeWith();
    behaviour.pad = 4096;
    const big = await failure(runtime.unified(conn, 'dialer.call', 'list', {}));
    expect(big.code).to.equal('DOWNSTREAM_ERROR');
    expect(big.message).to.match(/longer than 2048 bytes/);
    behaviour.pad = undefined;
    behaviour.rows = 6;
    const many = await failure(runtime.unified(conn, 'dialer.call', 'list', {}));
    expect(many.code).to.equal('DOWNSTREAM_ERROR');
    expect(many.message).to.match(/more than 5 records/);
  });

  it('a forged cursor whose span needs more than 1000 jobs is refused before any request', async () => {
    const runtime = await runtimeWith();
    const s = { f: 0, e: clock.now() * 10 };
    const cursor = Buffer.from(JSON.stringify({ v: 1, m: 'dialer.call.list', ps: 10, n: 1, s })).toString('base64url');
    const e = await failure(runtime.unified(conn, 'dialer.call', 'list', { cursor }));
    expect(e.code).to.equal('VALIDATION_FAILED');
    expect(api.requests).to.have.length(0);
  });

  it('is refused at load on an operation other than list, or beside paginate', () => {
    const onGet = compileConnector({
      file: 'demo/manifest.yaml',
      text: manifest({
        resources: resources()
          .replace('    list:\n      method: POST', '    get:\n      method: POST')
          .replace('records: data.rows', 'record: data'),
      }),
    });
    expect(onGet.errors.map((e) => e.message)).to.include("report_job belongs on a list, not on 'get'");
    const paged = compileConnector({
      file: 'demo/manifest.yaml',
      text: manifest({
        resources: resources().replace('      records: data.rows', '      records: data.rows\n      paginate: { type: link_header }'),
      }),
    });
    expect(paged.errors.map((e) => e.message)).to.include('paginate does not go with report_job');
  });
});

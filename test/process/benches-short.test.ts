import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { ensureBuilt } from '../support/compiled-process.js';

/**
 * Every `npm run bench:*` script in a short mode, so none can rot: each completes, checks that the sides it compares
 * give the same answers (the scripts throw when they disagree), and prints its figures. The figures themselves are
 * the full runs' (README, docs); a short run on a shared machine only shows them. bench:mcp, bench:webhooks and
 * bench:event-log have their own short-mode tests.
 */
describe('benchmarks in short mode: each runs, its sides agree, its figures are printed', function () {
  this.timeout(300_000);

  before(() => {
    ensureBuilt();
  });

  async function bench(script: string, env: Record<string, string>, args: string[] = []): Promise<string> {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, PLUGBOARD_TEST_DATA_DIR: '', ...env },
      timeout: 280_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  }

  it('bench:mapping: the compiled manifest mapping and the hand-written one give the same records, then both are timed', async () => {
    const out = await bench('bench-mapping.ts', { BENCH_RECORDS: '2000', BENCH_ROUNDS: '1' });
    expect(out).to.match(/^read\s+\|\s+\d+\s+\|\s+\d+\s+\|\s+[\d.]+$/m);
    expect(out).to.match(/^write\s+\|\s+\d+\s+\|\s+\d+\s+\|\s+[\d.]+$/m);
    expect(out).to.match(/^tenant\s+\|/m);
  });

  it('bench:store-ops: counts the store commands per passthrough request and per webhook delivery', async () => {
    const out = await bench('bench-store-ops.ts', { BENCH_SHORT: '1' });
    expect(out).to.match(/^passthrough: 100 requests .*store operations per request [\d.]+ \(/m);
    expect(out).to.match(/^webhooks: 100 events .*store operations per event [\d.]+ \(/m);
  });

  it('bench:passthrough: the gateway, the floor proxy and the stack floor pass the tool answer on unchanged, with no error', async () => {
    const out = await bench('bench-passthrough.ts', { BENCH_REQUESTS: '200', BENCH_ROUNDS: '1', BENCH_CONCURRENCY: '4' });
    const row = out.split('\n').find((l) => /^\s+4 \|/.test(l));
    expect(row, out).to.be.a('string');
    expect(row).to.not.include('errors!');
    // The embedded store's share is measured (its process found under the gateway's).
    expect(out).to.match(/store CPU us\/req = the embedded store's CPU time \(pid \d+\)/);
    expect(row).to.not.include('NaN');
  });

  it('bench:sync: every record synced and every change delivered as an event', async () => {
    const out = await bench('bench-sync.ts', { BENCH_RECORDS: '2000' });
    expect(out).to.match(/records synced:\s+2000 in [\d.]+ s/);
    expect(out).to.match(/events delivered:\s+200 /);
  });

  it('bench:startup: the baseline and both gateway starts reach a healthy /healthz', async () => {
    const out = await bench('bench-startup.ts', {}, ['--runs', '1']);
    for (const target of ['baseline: node -e http server', 'gateway, store running', 'gateway, own store']) {
      expect(out, target).to.match(new RegExp(`^${target}\\s+\\d+\\s+\\d+\\s+\\d+\\s+[\\d.]+$`, 'm'));
    }
  });

  it('bench:dashboard: every page answers and paints with its data in Chromium', async () => {
    const out = await bench('bench-dashboard.ts', { BENCH_CONNECTIONS: '50', BENCH_DELIVERIES: '500' });
    for (const page of ['overview', 'connections', 'webhooks', 'events', 'logs', 'settings']) {
      expect(out, page).to.match(new RegExp(`^${page}\\s+\\d+\\s+[\\d.]+\\s+[\\d.]+$`, 'm'));
    }
  });
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';

/**
 * `npm run bench:webhooks` in its short mode (BENCH_SHORT=1): the script keeps working, and its figures keep the
 * bounds the delivery pool promises (the full measurement is the script's, with more events).
 */
describe('bench:webhooks (short mode)', function () {
  this.timeout(600_000);

  it('measures isolation, crash duplicates and throughput, within the bounds', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(PACKAGE_ROOT, 'scripts/bench-webhooks.ts')],
      {
        cwd: PACKAGE_ROOT,
        env: { ...process.env, BENCH_SHORT: '1', PLUGBOARD_TEST_DATA_DIR: '' },
        timeout: 540_000,
      },
    );
    console.log(stdout.replace(/^/gm, '      '));
    const ratio = Number(/([\d.]+)x the control's median/.exec(stdout)?.[1]);
    expect(ratio, 'healthy latency beside a hanging receiver, against the control').to.be.at.most(2);
    const twice = Number(/, (\d+) of them twice/.exec(stdout)?.[1]);
    expect(twice, 'deliveries sent twice after kill -9').to.be.at.most(16);
    expect(stdout).to.match(/throughput: \d+ deliveries to one receiver at \d+ deliveries\/s/);
  });
});

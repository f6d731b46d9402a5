import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { ensureBuilt } from '../support/compiled-process.js';

const run = promisify(execFile);

describe('bench:mcp (short mode): an MCP tool call and the same REST call, measured in one run', function () {
  this.timeout(240_000);

  before(() => {
    ensureBuilt();
  });

  it('runs the three surfaces without errors, checks they answer the same records, and prints the CPU ratio', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/bench-mcp.ts'], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, BENCH_REQUESTS: '200', BENCH_ROUNDS: '1', BENCH_CONCURRENCY: '4' },
      timeout: 200_000,
    });
    expect(stdout).to.not.include('errors!');
    const row = stdout.split('\n').find((l) => /^\s+4 \|/.test(l));
    expect(row, stdout).to.be.a('string');
    const worst = /MCP\/REST CPU, worst level: ([\d.]+)/.exec(stdout);
    expect(worst, stdout).to.not.equal(null);
    // The ratio itself is the full run's figure (npm run bench:mcp); a short run on a shared machine only shows it.
    expect(Number(worst![1])).to.be.greaterThan(0);
  });
});

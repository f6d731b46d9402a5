import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';

/**
 * A tunable with a bad value stops `plugboard serve` before anything starts: exit code 2 and one line per bad
 * variable naming it, its bound and what was given (src/config/load-config.ts).
 */
describe('plugboard serve: a bad tunable is a clear start-up error', function () {
  this.timeout(60_000);

  it('refuses out-of-bound and non-numeric tunables, naming each, and starts nothing', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pb-config-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(PACKAGE_ROOT, 'src/cli/plugboard.ts'), 'serve'], {
        cwd: PACKAGE_ROOT,
        encoding: 'utf8',
        timeout: 45_000,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: '0',
          PLUGBOARD_DATA_DIR: dataDir,
          PLUGBOARD_WEBHOOK_BACKLOG_MAX: '0',
          PLUGBOARD_WEBHOOK_BACK_PRESSURE_WAIT_MS: 'ten seconds',
          PLUGBOARD_RATE_LIMIT_LEASE_IDLE_MS: '60000',
          PLUGBOARD_SYNC_RETRY_MS: '-1',
        },
      });
      expect(run.status, run.stderr + run.stdout).to.equal(2);
      expect(run.stderr).to.contain('Invalid configuration');
      expect(run.stderr).to.contain('PLUGBOARD_WEBHOOK_BACKLOG_MAX must be >= 1 (got "0")');
      expect(run.stderr).to.contain('PLUGBOARD_WEBHOOK_BACK_PRESSURE_WAIT_MS must be integer (got "ten seconds")');
      expect(run.stderr).to.contain('PLUGBOARD_RATE_LIMIT_LEASE_IDLE_MS must be <= 10000 (got "60000")');
      expect(run.stderr).to.contain('PLUGBOARD_SYNC_RETRY_MS must be >= 100 (got "-1")');
      expect(run.stdout, 'nothing started').to.not.match(/listening|Plugboard gateway/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

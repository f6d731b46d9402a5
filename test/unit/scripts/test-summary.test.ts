import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';

const run = promisify(execFile);

/** scripts/test-summary.mjs: npm test's closing line adds the SDK stage's `SDK_TESTS` lines to mocha's and the fuzzer's counts. */
describe('scripts/test-summary.mjs: the closing line of npm test', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'test-summary-'));
    await writeFile(path.join(dir, 'mocha.txt'), '  1200 passing (3m)\n');
    await writeFile(path.join(dir, 'fuzz.txt'), 'schemathesis: 700 generated, 690 passed, 0 failed\n');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const summary = async (sdks: string) => {
    await writeFile(path.join(dir, 'sdks.txt'), sdks);
    const args = [
      'scripts/test-summary.mjs',
      `--sdks=${path.join(dir, 'sdks.txt')}`,
      path.join(dir, 'mocha.txt'),
      path.join(dir, 'fuzz.txt'),
    ];
    return run(process.execPath, args).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: unknown) => {
        const failed = e as { code: number; stdout: string; stderr: string };
        return { code: failed.code, out: failed.stdout, err: failed.stderr };
      },
    );
  };

  it("adds every SDK's passed and failed tests", async () => {
    const r = await summary(
      'ok - x\nSDK_TESTS typescript passed=60 failed=0\nnoise\nSDK_TESTS go passed=40 failed=0\nSDK_TESTS python passed=70 failed=0\n',
    );
    expect(r.out.trim()).to.equal('tests: 2060 passed, 0 failed');
    expect(r.err).to.contain('sdk typescript: 60 passed, 0 failed');
    expect(r.code).to.equal(0);
  });

  it('fails when an SDK reported a failure', async () => {
    const r = await summary('SDK_TESTS typescript passed=60 failed=0\nSDK_TESTS go passed=39 failed=1\n');
    expect(r.out.trim()).to.equal('tests: 1989 passed, 1 failed');
    expect(r.code).to.equal(1);
  });

  it('fails when the SDK stage counted nothing', async () => {
    const r = await summary('the stage printed no SDK_TESTS line\n');
    expect(r.code).to.equal(1);
    expect(r.err).to.contain('could not count');
  });
});

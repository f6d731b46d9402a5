import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';

const run = promisify(execFile);

/** scripts/sdk-skips.mjs: scripts/test-sdks.sh fails an SDK whose suite skipped a test (a skip in CI proves nothing). */
describe('scripts/sdk-skips.mjs: a skipped SDK test fails the SDK stage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sdk-skips-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const check = async (lang: string, output: string) => {
    const file = path.join(dir, `${lang}.txt`);
    await writeFile(file, output);
    return run(process.execPath, ['scripts/sdk-skips.mjs', lang, file]).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: unknown) => {
        const failed = e as { code: number; stdout: string; stderr: string };
        return { code: failed.code, out: failed.stdout, err: failed.stderr };
      },
    );
  };

  it('passes suites that skipped nothing, zero counts included', async () => {
    const outputs = {
      go: '=== RUN   TestList\n--- PASS: TestList (0.01s)\nsdks/go: 41 passed, 0 skipped in 12s (go test 9s)\nSDK_TESTS go passed=41 failed=0\n',
      python: 'sdks/python: ruff check passed (1 s)\n============ 72 passed in 4.10s ============\nSDK_TESTS python passed=75 failed=0\n',
      typescript:
        'ok - type-check\n✔ lists contacts (12.1ms)\nℹ tests 60\nℹ pass 60\nℹ fail 0\nℹ skipped 0\nℹ todo 0\nSDK_TESTS typescript passed=63 failed=0\n',
    };
    for (const [lang, output] of Object.entries(outputs)) {
      const r = await check(lang, output);
      expect(r, lang).to.deep.equal({ code: 0, out: '', err: '' });
    }
  });

  it("fails go test's --- SKIP, naming the suite and the test", async () => {
    const r = await check(
      'go',
      '--- SKIP: TestE2E (0.00s)\n    e2e_test.go:44: PLUGBOARD_E2E is not set\nsdks/go: 40 passed, 1 skipped in 12s\nSDK_TESTS go passed=40 failed=0\n',
    );
    expect(r.code).to.equal(1);
    expect(r.out).to.equal('SKIPPED 1\n');
    expect(r.err).to.contain('SDK go: 1 test(s) SKIPPED').and.contain('skipped: TestE2E');
  });

  it("fails pytest's skips (-rs lines and the summary's count)", async () => {
    const r = await check(
      'python',
      [
        '=========================== short test summary info ============================',
        'SKIPPED [12] tests/test_e2e.py:38: PLUGBOARD_E2E is not set (scripts/test-sdks.sh sets it)',
        '================= 60 passed, 12 skipped in 3.21s =================',
        'SDK_TESTS python passed=63 failed=0',
      ].join('\n'),
    );
    expect(r.code).to.equal(1);
    expect(r.out).to.equal('SKIPPED 12\n');
    expect(r.err).to.contain('SDK python: 12 test(s) SKIPPED').and.contain('skipped: tests/test_e2e.py:38: PLUGBOARD_E2E');
  });

  it("fails node's test runner skips, spec and TAP reporters", async () => {
    const spec = await check(
      'typescript',
      '﹣ e2e: against a live gateway (PLUGBOARD_E2E) (0.56ms) # PLUGBOARD_E2E is not set\n﹣ quickstart (0.2ms) # SKIP\n✔ verifies (1ms)\nℹ pass 50\nℹ skipped 2\nℹ todo 0\n',
    );
    expect(spec.code).to.equal(1);
    expect(spec.out).to.equal('SKIPPED 2\n');
    expect(spec.err)
      .to.contain('SDK typescript: 2 test(s) SKIPPED')
      .and.contain('skipped: e2e: against a live gateway (PLUGBOARD_E2E)')
      .and.contain('skipped: quickstart');
    const tap = await check('typescript', 'ok 1 - grp # SKIP no e2e\nok 2 - c\n# pass 1\n# skip 1\n');
    expect(tap.code).to.equal(1);
    expect(tap.err).to.contain('skipped: grp');
  });

  it('fails on a count alone when the runner named no test', async () => {
    const r = await check('python', '==== 3 passed, 2 skipped in 1.0s ====\n');
    expect(r.code).to.equal(1);
    expect(r.err).to.contain('2 test(s) SKIPPED').and.contain('2 more not named');
  });
});

// Prints the closing line of `npm test`: mocha's tests plus schemathesis's generated cases plus the SDKs' tests, as
// "tests: N passed, N failed". Only reached when both runners passed (test-all.sh stops on the first failure),
// but it still reports failures it finds rather than assuming none, and exits 1 when it cannot count.
import { readFileSync } from 'node:fs';

// A third file, when given, is the mocha run on the second Node line (scripts/test-node-lts.sh). `--sdks=<file>` is the
// SDK stage's output (scripts/test-sdks.sh): one `SDK_TESTS <lang> passed=N failed=M` line per SDK.
const args = process.argv.slice(2);
const sdksFile = args.find((a) => a.startsWith('--sdks='))?.slice('--sdks='.length);
const [mochaFile, fuzzFile, ltsFile] = args.filter((a) => !a.startsWith('--'));
// eslint-disable-next-line no-control-regex -- runners may colour their output; the escapes are stripped to count
const plain = (file) => readFileSync(file, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
const count = (text, re) => Number(re.exec(text)?.[1] ?? 0);

const mocha = plain(mochaFile);
const fuzz = plain(fuzzFile);
const lts = ltsFile ? plain(ltsFile) : '';
const mochaPassed = count(mocha, /^\s*(\d+) passing\b/m) + count(lts, /^\s*(\d+) passing\b/m);
const mochaFailed = count(mocha, /^\s*(\d+) failing\b/m) + count(lts, /^\s*(\d+) failing\b/m);
const fuzzPassed = count(fuzz, /\b\d+ generated, (\d+) passed\b/);
const fuzzFailed = count(fuzz, /\b\d+ generated, \d+ passed, (\d+) failed\b/);
const sdks = [...(sdksFile ? plain(sdksFile) : '').matchAll(/^SDK_TESTS (\S+) passed=(\d+) failed=(\d+)$/gm)].map((m) => ({
  lang: m[1],
  passed: Number(m[2]),
  failed: Number(m[3]),
}));
const sdkPassed = sdks.reduce((n, s) => n + s.passed, 0);
const sdkFailed = sdks.reduce((n, s) => n + s.failed, 0);

if (mochaPassed === 0 || fuzzPassed === 0 || (sdksFile && sdkPassed === 0)) {
  console.error(`test summary: could not count the tests (mocha ${mochaPassed}, fuzz ${fuzzPassed}, sdks ${sdkPassed})`);
  process.exit(1);
}
const sdkText = sdks.map((s) => `; sdk ${s.lang}: ${s.passed} passed, ${s.failed} failed`).join('');
console.error(
  `mocha: ${mochaPassed} passed, ${mochaFailed} failed; schemathesis: ${fuzzPassed} cases passed, ${fuzzFailed} failed${sdkText}`,
);
const passed = mochaPassed + fuzzPassed + sdkPassed;
const failed = mochaFailed + fuzzFailed + sdkFailed;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

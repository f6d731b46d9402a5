// Prints the closing line of `npm test`: mocha's tests plus schemathesis's generated cases, as
// "tests: N passed, N failed". Only reached when both runners passed (test-all.sh stops on the first failure),
// but it still reports failures it finds rather than assuming none, and exits 1 when it cannot count.
import { readFileSync } from 'node:fs';

// A third file, when given, is the mocha run on the second Node line (scripts/test-node-lts.sh).
const [mochaFile, fuzzFile, ltsFile] = process.argv.slice(2);
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

if (mochaPassed === 0 || fuzzPassed === 0) {
  console.error(`test summary: could not count the tests (mocha ${mochaPassed}, fuzz ${fuzzPassed})`);
  process.exit(1);
}
console.error(`mocha: ${mochaPassed} passed, ${mochaFailed} failed; schemathesis: ${fuzzPassed} cases passed, ${fuzzFailed} failed`);
console.log(`tests: ${mochaPassed + fuzzPassed} passed, ${mochaFailed + fuzzFailed} failed`);
process.exit(mochaFailed + fuzzFailed === 0 ? 0 : 1);

#!/usr/bin/env node
// `node scripts/sdk-skips.mjs <lang> <output-file>`: scripts/test-sdks.sh runs it on each SDK suite's output. A test
// that skipped in CI proves nothing (the end-to-end tests skip when PLUGBOARD_E2E is missing, for one), so any skip
// fails the stage: this prints the suite and the skipped tests to stderr, `SKIPPED <n>` to stdout, and exits 1.
// Exit 0 (and no output) when nothing skipped.
//
// What it recognises, per runner:
// - go test -v:            `--- SKIP: TestName (0.00s)`
// - pytest (with -rs):     `SKIPPED [1] tests/test_x.py:12: reason`; `-v`: `tests/test_x.py::test_a SKIPPED`;
//                          summary `=== 3 passed, 2 skipped in 1.2s ===`
// - node --test, spec:     `﹣ name (0.1ms) # SKIP` or `﹣ name (0.1ms) # <reason>`, summary `ℹ skipped 2`
// - node --test, TAP:      `ok 3 - name # SKIP reason`, summary `# skipped 2` (`# skip 2` in older node)
// Counts of zero ("0 skipped", "ℹ skipped 0") are not skips.
import { readFileSync } from 'node:fs';

const [lang, file] = process.argv.slice(2);
if (!lang || !file) {
  console.error('usage: node scripts/sdk-skips.mjs <lang> <output-file>');
  process.exit(2);
}
const text = readFileSync(file, 'utf8');

const names = [];
let counted = 0;
for (const raw of text.split(/\r?\n/)) {
  const line = raw.trim();
  let m;
  if ((m = /^--- SKIP: (\S+)/.exec(line))) names.push(m[1]);
  else if ((m = /^SKIPPED \[\d+\] (.+)$/.exec(line))) names.push(m[1]);
  else if ((m = /^(\S+::\S+) SKIPPED\b/.exec(line))) names.push(m[1]);
  else if ((m = /^﹣ (.+?) \([\d.]+m?s\)(?! # TODO)/.exec(line))) names.push(m[1]);
  else if ((m = /^(?:not )?ok \d+ - (.+?) # SKIP\b/i.exec(line))) names.push(m[1]);
  for (const count of [
    /\b(\d+) skipped\b/.exec(line), // pytest's summary, sdks/go/test.sh's closing line
    /^ℹ skipped (\d+)$/.exec(line), // node --test, spec reporter
    /^# skip(?:ped)? (\d+)$/.exec(line), // node --test, TAP reporter
  ]) {
    if (count) counted = Math.max(counted, Number(count[1]));
  }
}

const unique = [...new Set(names)];
const skipped = Math.max(unique.length, counted);
if (skipped > 0) {
  console.error(`SDK ${lang}: ${skipped} test(s) SKIPPED; a skipped test in CI proves nothing, so the stage fails:`);
  for (const name of unique) console.error(`  skipped: ${name}`);
  if (unique.length < skipped) console.error(`  (${skipped - unique.length} more not named in the output)`);
  console.log(`SKIPPED ${skipped}`);
  process.exit(1);
}

import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';

const REPO = path.resolve(import.meta.dirname, '..', '..');

// A stand-in for `npm run build` that takes long enough for two starters to meet, logs when it starts and ends,
// and does what the real build does to its output folder (removes it, then writes it, stamp last).
const FAKE_BUILD = `
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
const out = process.env.PLUGBOARD_BUILD_OUT_DIR ?? 'dist';
appendFileSync('builds.log', 'start ' + process.pid + '\\n');
console.log('build chatter on stdout');
rmSync(out, { recursive: true, force: true });
mkdirSync(path.join(out, 'cli'), { recursive: true });
await new Promise((r) => setTimeout(r, 1500));
writeFileSync(path.join(out, 'cli', 'plugboard.js'), 'console.log("ran");\\n');
writeFileSync(path.join(out, '.build-stamp'), new Date().toISOString());
appendFileSync('builds.log', 'end ' + process.pid + '\\n');
`;

function run(cwd: string): Promise<{ code: number | null; output: string; stdout: string }> {
  return new Promise((resolve) => {
    // What `npm start` does: build when stale, then run what was built.
    const child = spawn('bash', ['-c', 'node scripts/ensure-built.mjs && node dist/cli/plugboard.js'], { cwd });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => {
      resolve({ code, output, stdout });
    });
  });
}

describe('scripts/ensure-built.mjs: starters at once', function () {
  this.timeout(120_000);
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'plugboard-ensure-built-'));
    mkdirSync(path.join(root, 'scripts'));
    mkdirSync(path.join(root, 'src'));
    cpSync(path.join(REPO, 'scripts', 'ensure-built.mjs'), path.join(root, 'scripts', 'ensure-built.mjs'));
    symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'));
    writeFileSync(path.join(root, 'src', 'index.ts'), 'export {};\n');
    writeFileSync(path.join(root, 'fake-build.mjs'), FAKE_BUILD);
    writeFileSync(
      path.join(root, 'package.json'),
      JSON.stringify({ name: 'ensure-built-fixture', private: true, type: 'module', scripts: { build: 'node fake-build.mjs' } }),
    );
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('three starters on a stale tree: one build, the others wait for it, every one runs the built code', async () => {
    const results = await Promise.all([run(root), run(root), run(root)]);
    for (const r of results) {
      expect(r.code, r.output).to.equal(0);
      // stdout is the started command's alone (`npm run admin | jq`): the build talks on stderr.
      expect(r.stdout).to.equal('ran\n');
    }
    const log = readFileSync(path.join(root, 'builds.log'), 'utf8').trim().split('\n');
    expect(log, 'builds that ran').to.have.length(2);
    expect(log[0]).to.match(/^start /);
    expect(log[1]).to.match(/^end /);
    expect(existsSync(path.join(root, 'dist', '.build-stamp'))).to.equal(true);
    expect(
      readdirSync(root).filter((f) => f.startsWith('dist.')),
      'temporary folders left',
    ).to.deep.equal([]);
  });

  it('a failed build leaves the previous dist/ in place', async () => {
    expect((await run(root)).code).to.equal(0);
    writeFileSync(
      path.join(root, 'fake-build.mjs'),
      "import { mkdirSync } from 'node:fs';\nmkdirSync(process.env.PLUGBOARD_BUILD_OUT_DIR ?? 'dist', { recursive: true });\nprocess.exit(3);\n",
    );
    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(path.join(root, 'src', 'index.ts'), 'export const changed = 1;\n');
    const r = await run(root);
    expect(r.code).to.equal(3);
    expect(readFileSync(path.join(root, 'dist', 'cli', 'plugboard.js'), 'utf8')).to.contain('ran');
    expect(readdirSync(root).filter((f) => f.startsWith('dist.'))).to.deep.equal([]);
  });
});

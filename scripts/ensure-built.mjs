// Runs `npm run build` when dist/ is missing or older than its inputs, so `npm start` always runs compiled
// JavaScript of the current sources, and builds the embedded store's binary (.bin/embedded-mongo, with Go) when it
// is missing or older than its sources: the gateway's launcher never builds it (see src/embedded-store/binary.ts).
// Plain Node (no tsx, no dependencies): it runs before anything is built.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = [
  'src',
  'web',
  'openapi.yaml',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'scripts/build.ts',
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const e of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, e)));
  return newest;
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changed = inputs.find((i) => newestMtime(path.join(root, i)) > builtAt);
if (changed) {
  process.stderr.write(
    builtAt ? `build: ${changed} changed since the last build, rebuilding dist/\n` : 'build: no dist/ yet, building it\n',
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The same test as tools/embedded-mongo/build.sh, which is only run when it has something to do.
const storeBinary = path.join(root, '.bin', 'embedded-mongo');
const storeSources = ['main.go', 'go.mod', 'go.sum'].map((f) => path.join(root, 'tools', 'embedded-mongo', f));
const storeBuiltAt = existsSync(storeBinary) ? statSync(storeBinary).mtimeMs : 0;
if (storeSources.some((f) => newestMtime(f) > storeBuiltAt)) {
  const r = spawnSync('bash', [path.join(root, 'tools', 'embedded-mongo', 'build.sh')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    if (storeBuiltAt) {
      process.stderr.write('build: could not rebuild the embedded store; the existing .bin/embedded-mongo is used\n');
    } else if (process.env.MONGODB_URI) {
      process.stderr.write('build: no embedded store binary (the build failed); MONGODB_URI is set, so none is needed\n');
    } else {
      process.exit(r.status ?? 1);
    }
  }
}

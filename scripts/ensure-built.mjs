// Runs `npm run build` when dist/ is missing or older than its inputs, so `npm start` always runs compiled
// JavaScript of the current sources, and builds the embedded store's binary (.bin/embedded-mongo, with Go) when it
// is missing or older than its sources: the gateway's launcher never builds it (see src/embedded-store/binary.ts).
// Plain Node (no tsx): it runs before anything is built.
//
// Several of these may run at once (two `npm start`s, `npm start` beside `npm run admin`): all the work happens
// under one lock (proper-lockfile on .build.lock), staleness is decided again once the lock is held (the process
// that waited finds the other's build fresh), and dist/ is built in a temporary folder and renamed into place, so
// no process ever runs a half-written or half-deleted dist/ (it crashed with ERR_MODULE_NOT_FOUND before).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lockfile from 'proper-lockfile';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const stamp = path.join(dist, '.build-stamp');
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

function staleInput() {
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changed = inputs.find((i) => newestMtime(path.join(root, i)) > builtAt);
  return changed ? { changed, builtAt } : null;
}

// Asynchronous on purpose: proper-lockfile refreshes the lock on timers, which a synchronous child would starve
// (another starter would then take the lock over as stale in the middle of the build).
async function buildDist(stale) {
  process.stderr.write(
    stale.builtAt ? `build: ${stale.changed} changed since the last build, rebuilding dist/\n` : 'build: no dist/ yet, building it\n',
  );
  const tmp = path.join(root, `dist.tmp-${process.pid}`);
  const old = path.join(root, `dist.old-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // The build's output goes to stderr: stdout belongs to the command that runs next (`npm run admin | jq`).
  const child = spawn(npm, ['run', '--silent', 'build'], {
    cwd: root,
    stdio: ['ignore', 2, 2],
    env: { ...process.env, PLUGBOARD_BUILD_OUT_DIR: tmp },
  });
  const code = await new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) {
    rmSync(tmp, { recursive: true, force: true });
    return code;
  }
  // Two renames: the gap between them is microseconds, and every starter waits on the lock before it looks.
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(tmp, dist);
  rmSync(old, { recursive: true, force: true });
  return 0;
}

// Quick look without the lock: a fresh build (the usual case) costs no lock at all.
if (staleInput()) {
  // Retries for up to ~5 minutes (a cold build on a loaded machine); the lock is refreshed while held and taken
  // over when its holder died (stale after 30 s without a refresh).
  const release = await lockfile.lock(root, {
    lockfilePath: path.join(root, '.build.lock'),
    stale: 30_000,
    retries: { retries: 300, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
  });
  let status = 0;
  try {
    const stale = staleInput();
    if (stale) status = await buildDist(stale);
  } finally {
    await release();
  }
  if (status !== 0) process.exit(status);
}

// The same test as tools/embedded-mongo/build.sh, which is only run when it has something to do.
const storeBinary = path.join(root, '.bin', 'embedded-mongo');
const storeSources = ['main.go', 'go.mod', 'go.sum'].map((f) => path.join(root, 'tools', 'embedded-mongo', f));
const storeBuiltAt = existsSync(storeBinary) ? statSync(storeBinary).mtimeMs : 0;
if (storeSources.some((f) => newestMtime(f) > storeBuiltAt)) {
  const r = spawnSync('bash', [path.join(root, 'tools', 'embedded-mongo', 'build.sh')], { cwd: root, stdio: ['ignore', 2, 2] });
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

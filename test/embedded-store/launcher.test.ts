import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import lockfile from 'proper-lockfile';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { startEmbeddedServer, type EmbeddedServer } from '../../src/embedded-store/launcher.js';

const WORKER = path.join(PACKAGE_ROOT, 'test', 'embedded-store', 'launcher-worker.ts');

function portIsOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}

/** A launcher-worker.ts process and its first stdout line. */
function startWorker(dataDir: string, mode: 'start' | 'hold-lock'): { child: ChildProcessWithoutNullStreams; firstLine: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, dataDir, mode], { cwd: PACKAGE_ROOT });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  const firstLine = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => {
      out += c;
      if (out.includes('\n')) resolve(out.slice(0, out.indexOf('\n')));
    });
    child.once('exit', (code) => {
      reject(new Error(`worker ${mode} exited (${code}) before answering: ${stderr}`));
    });
  });
  return { child, firstLine };
}

function exited(child: ChildProcessWithoutNullStreams): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

describe('embedded store launcher (FerretDB)', function () {
  this.timeout(90_000);
  let dataDir: string;
  let server: EmbeddedServer | undefined;
  const workers: ChildProcessWithoutNullStreams[] = [];

  beforeEach(async function () {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'plugboard-embedded-'));
  });

  afterEach(async function () {
    for (const w of workers.splice(0)) {
      w.stdin.end();
      await Promise.race([exited(w), new Promise((r) => setTimeout(r, 10_000))]);
      if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
    }
    await server?.stop();
    server = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts, stores data, is reused by a second start, and stops cleanly', async function () {
    server = await startEmbeddedServer({ dataDir });
    expect(server.owned).to.equal(true);
    expect(server.uri).to.match(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);

    const statePath = path.join(dataDir, 'embedded-mongo.json');
    const state = JSON.parse(await readFile(statePath, 'utf8')) as { pid: number; port: number; uri: string };
    expect(state.uri).to.equal(server.uri);
    expect(existsSync(path.join(dataDir, 'ferretdb'))).to.equal(true);

    const client = new MongoClient(server.uri, { maxPoolSize: 1, directConnection: true });
    try {
      const coll = client.db('embedded_test').collection<{ name: string; n: number }>('things');
      await coll.insertOne({ name: 'a', n: 1 });
      await coll.updateOne({ name: 'a' }, { $inc: { n: 41 } });
      const doc = await coll.findOne({ name: 'a' });
      expect(doc?.n).to.equal(42);
    } finally {
      await client.close();
    }

    const second = await startEmbeddedServer({ dataDir });
    expect(second.owned).to.equal(false);
    expect(second.uri).to.equal(server.uri);
    await second.stop(); // a no-op for a reused server
    expect(await portIsOpen(state.port)).to.equal(true);

    await server.stop();
    server = undefined;
    expect(await portIsOpen(state.port)).to.equal(false);
    expect(existsSync(statePath)).to.equal(false);
    expect(() => process.kill(state.pid, 0)).to.throw();
  });

  it('keeps the data dir and every file the store writes private to this user (0700 / 0600), also a dir left readable', async function () {
    const own = path.join(dataDir, 'data');
    // As an older version left it under the usual umask: world-readable.
    await mkdir(path.join(own, 'ferretdb'), { recursive: true, mode: 0o755 });
    await chmod(own, 0o755);
    await chmod(path.join(own, 'ferretdb'), 0o755);
    server = await startEmbeddedServer({ dataDir: own });
    const client = new MongoClient(server.uri, { maxPoolSize: 1, directConnection: true });
    try {
      await client.db('embedded_modes').collection('things').insertOne({ name: 'secret', n: 1 });
    } finally {
      await client.close();
    }
    const modeOf = async (p: string) => (await stat(p)).mode & 0o777;
    expect((await modeOf(own)).toString(8)).to.equal('700');
    expect((await modeOf(path.join(own, 'ferretdb'))).toString(8)).to.equal('700');
    expect((await modeOf(path.join(own, 'embedded-mongo.json'))).toString(8)).to.equal('600');
    const files = (await readdir(path.join(own, 'ferretdb'), { withFileTypes: true })).filter((e) => e.isFile());
    expect(files.length).to.be.greaterThan(0);
    for (const f of files) expect((await modeOf(path.join(own, 'ferretdb', f.name))).toString(8), f.name).to.equal('600');
  });

  it('keeps the data across restarts and ignores a stale state file', async function () {
    const first = await startEmbeddedServer({ dataDir });
    const client = new MongoClient(first.uri, { maxPoolSize: 1, directConnection: true });
    try {
      await client.db('embedded_test').collection('things').insertOne({ name: 'kept', n: 7 });
    } finally {
      await client.close();
    }
    await first.stop();
    // a crashed owner leaves its state file behind: the next start must not trust it
    const stale = { pid: 2 ** 22 + 12345, port: 1, uri: 'mongodb://127.0.0.1:1/', startedAt: new Date().toISOString() };
    await writeFile(path.join(dataDir, 'embedded-mongo.json'), JSON.stringify(stale));
    server = await startEmbeddedServer({ dataDir });
    expect(server.owned).to.equal(true);
    expect(server.uri).to.not.equal(stale.uri);
    const again = new MongoClient(server.uri, { maxPoolSize: 1, directConnection: true });
    try {
      const doc = await again.db('embedded_test').collection('things').findOne({ name: 'kept' });
      expect(doc?.n).to.equal(7);
    } finally {
      await again.close();
    }
  });

  it('fails at once, naming `npm run setup`, when the binary is missing (it never builds it)', async function () {
    const missing = path.join(dataDir, 'no-such-dir', 'embedded-mongo');
    const error = await startEmbeddedServer({ dataDir, binary: missing }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).to.include(missing);
    expect(error?.message).to.include('npm run setup');
    expect(existsSync(missing), 'nothing built it').to.equal(false);
    expect(existsSync(path.join(dataDir, 'embedded-mongo.json'))).to.equal(false);
  });

  it('two processes starting at once on one data dir share one server', async function () {
    const a = startWorker(dataDir, 'start');
    const b = startWorker(dataDir, 'start');
    workers.push(a.child, b.child);
    const answers = (await Promise.all([a.firstLine, b.firstLine])).map((l) => JSON.parse(l) as { uri: string; owned: boolean });
    expect(answers[0]!.uri).to.equal(answers[1]!.uri);
    expect(
      answers.filter((x) => x.owned),
      'exactly one process started the server',
    ).to.have.length(1);
    const state = JSON.parse(await readFile(path.join(dataDir, 'embedded-mongo.json'), 'utf8')) as { uri: string };
    expect(state.uri).to.equal(answers[0]!.uri);
    // the server serves both: a write through one URI is read back by a third client
    const client = new MongoClient(answers[1]!.uri, { maxPoolSize: 1, directConnection: true });
    try {
      await client.db('shared').collection('c').insertOne({ seen: true });
      expect(await client.db('shared').collection('c').countDocuments({ seen: true })).to.equal(1);
    } finally {
      await client.close();
    }
  });

  it('takes over the start lock of a holder that was killed', async function () {
    const statePath = path.join(dataDir, 'embedded-mongo.json');
    await mkdir(path.join(dataDir, 'ferretdb'), { recursive: true });
    const holder = startWorker(dataDir, 'hold-lock');
    workers.push(holder.child);
    expect(await holder.firstLine).to.equal('LOCKED');
    expect(await lockfile.check(statePath, { realpath: false }), 'the holder has the lock').to.equal(true);

    let settled = false;
    const starting = startEmbeddedServer({ dataDir }).finally(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 1_500));
    expect(settled, 'a start waits while a live process holds the lock').to.equal(false);

    holder.child.kill('SIGKILL'); // no release: the lock directory stays behind, its mtime no longer refreshed
    await exited(holder.child);
    expect(existsSync(`${statePath}.lock`), 'the killed holder left its lock').to.equal(true);
    server = await starting;
    expect(server.owned).to.equal(true);
    expect(await portIsOpen(Number(new URL(server.uri).port))).to.equal(true);
    expect(existsSync(`${statePath}.lock`), 'released after the start').to.equal(false);
  });
});

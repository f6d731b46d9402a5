import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import { startEmbeddedServer, type EmbeddedServer } from '../../../src/store/embedded-server.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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

describe('embedded store (FerretDB) server', function () {
  let dataDir: string;
  let server: EmbeddedServer | undefined;

  before(async function () {
    this.timeout(900_000); // a cold build downloads modules and compiles FerretDB
    await promisify(execFile)('bash', [path.join(ROOT, 'tools/embedded-mongo/build.sh')]);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'plugboard-embedded-'));
  });

  after(async function () {
    this.timeout(30_000);
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts, stores data, is reused by a second start, and stops cleanly', async function () {
    this.timeout(90_000);
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

  it('keeps the data across restarts and ignores a stale state file', async function () {
    this.timeout(90_000);
    server = await startEmbeddedServer({ dataDir });
    const first = server;
    const client = new MongoClient(first.uri, { maxPoolSize: 1, directConnection: true });
    try {
      const doc = await client.db('embedded_test').collection('things').findOne({ name: 'a' });
      expect(doc?.n).to.equal(42);
    } finally {
      await client.close();
    }
    await first.stop();
    server = undefined;
    // a crashed owner leaves its state file behind: the next start must not trust it
    const stale = { pid: 2 ** 22 + 12345, port: 1, uri: 'mongodb://127.0.0.1:1/', startedAt: new Date().toISOString() };
    await writeFile(path.join(dataDir, 'embedded-mongo.json'), JSON.stringify(stale));
    server = await startEmbeddedServer({ dataDir });
    expect(server.owned).to.equal(true);
    expect(server.uri).to.not.equal(stale.uri);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedServer, type EmbeddedServer } from '../../src/embedded-store/launcher.js';

/**
 * One embedded FerretDB for the whole run, in a temporary data folder. Every gateway a test boots points
 * PLUGBOARD_DATA_DIR at that folder, so it reuses this server (exactly what a second process does in
 * production embedded mode) and gets its own database name for isolation.
 */
let server: EmbeddedServer | undefined;
let dataDir: string | undefined;

export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(600_000);
    if (process.env.PLUGBOARD_TEST_DATA_DIR || process.env.CONTRACT_BASE_URL) return;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'plugboard-test-'));
    process.env.PLUGBOARD_TEST_DATA_DIR = dataDir;
    if (!process.env.MONGODB_URI) server = await startEmbeddedServer({ dataDir });
  },
  async afterAll(this: Mocha.Context) {
    this.timeout(60_000);
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  },
};

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bootGateway, type BootOptions, type Gateway } from '../../src/composition/boot.js';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { loadConfig } from '../../src/config/load-config.js';
import { createLogger } from '../../src/log/logger.js';
import type { DestinationStream } from 'pino';
import { MongoClient } from 'mongodb';
import { embeddedStoreUri } from './compiled-process.js';

export interface TestGateway {
  url: string;
  gateway: Gateway;
  close(): Promise<void>;
}

/**
 * Boots the real gateway on an ephemeral port against the run's embedded store (see root-hooks.ts), in a
 * database of its own, with response validation against openapi.yaml switched on. Webhook receivers of tests
 * listen on loopback, so private webhook targets are allowed unless a test passes
 * PLUGBOARD_ALLOW_PRIVATE_WEBHOOK_TARGETS: 'false' (the default of a real gateway).
 */
export async function startTestGateway(
  env: Record<string, string> = {},
  options: BootOptions = {},
  /** Where the gateway's log goes (a test reading it); stderr otherwise. */
  logDestination?: DestinationStream,
): Promise<TestGateway> {
  const dataDir = process.env.PLUGBOARD_TEST_DATA_DIR;
  if (!dataDir) throw new Error('root hooks did not run: PLUGBOARD_TEST_DATA_DIR is unset');
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    PLUGBOARD_DATA_DIR: dataDir,
    MONGODB_DB: `t_${randomBytes(6).toString('hex')}`,
    PLUGBOARD_VALIDATE_RESPONSES: 'true',
    PLUGBOARD_JOBS: 'false',
    PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'connectors'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PLUGBOARD_ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true',
    // Contract tests send the same wrong token to every operation from one address: the failed-token throttle
    // (default 50 per address, 20 per token prefix) would answer 429 there. Throttle tests pass '' for the defaults.
    PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: '100000',
    PLUGBOARD_AUTH_FAILURES_PER_TOKEN_PREFIX: '100000',
    ...(process.env.MONGODB_URI ? { MONGODB_URI: process.env.MONGODB_URI } : {}),
    ...env,
  });
  const gateway = await bootGateway(config, createLogger(config.logLevel, logDestination), options);
  const storeUri = config.mongodbUri ?? embeddedStoreUri();
  return {
    url: gateway.url,
    gateway,
    async close() {
      const database = gateway.core.database.db.databaseName;
      await gateway.close();
      // Dropped once the gateway has stopped: its last writes (jobs stopping, log and activity flushes) made while
      // the store dropped the database re-created it half-way, and FerretDB's SQLite backend stopped on the
      // half-made file (every later start failed: "no such table: _ferretdb_collections").
      // A gateway closed by a root-level `after` closes after the root hooks stopped the store and removed its
      // folder: there is nothing left to drop then (and no address file to read).
      if (!config.mongodbUri && !existsSync(path.join(dataDir, 'embedded-mongo.json'))) return;
      const client = new MongoClient(storeUri, { serverSelectionTimeoutMS: 5_000 });
      try {
        await client.connect();
        await client.db(database).dropDatabase();
      } catch {
        // the store is gone already: nothing left to drop
      } finally {
        await client.close();
      }
    },
  };
}

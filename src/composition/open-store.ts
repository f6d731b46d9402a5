import type { Config } from '../config/load-config.js';
import { startEmbeddedServer } from '../embedded-store/launcher.js';
import type { Logger } from '../log/logger.js';
import { openDatabase, type Database } from '../store/mongo.js';

/**
 * MONGODB_URI set: connect to it. Unset: start (or reuse) the embedded FerretDB with data under the data dir
 * and connect to it with one connection; closing the database stops the server this process started.
 */
export async function openStore(config: Config, logger: Logger, opts: { monitorCommands: boolean }): Promise<Database> {
  if (config.mongodbUri) {
    return openDatabase({
      uri: config.mongodbUri,
      dbName: config.mongodbDb,
      embedded: false,
      monitorCommands: opts.monitorCommands,
      selectionTimeoutMs: config.storeTimeoutMs,
    });
  }
  const server = await startEmbeddedServer({ dataDir: config.dataDir, logger });
  return openDatabase({
    uri: server.uri,
    dbName: config.mongodbDb,
    embedded: true,
    monitorCommands: opts.monitorCommands,
    selectionTimeoutMs: config.storeTimeoutMs,
    afterClose: () => server.stop(),
  });
}

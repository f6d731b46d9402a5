import { MongoClient, type Db } from 'mongodb';
import type { Logger } from '../log/logger.js';
import { startEmbeddedServer, type EmbeddedServer } from './embedded-server.js';

export interface Database {
  readonly client: MongoClient;
  readonly db: Db;
  /** Set when the embedded store is in use (MONGODB_URI unset). */
  readonly embedded: EmbeddedServer | undefined;
  close(): Promise<void>;
}

/**
 * MONGODB_URI set: connect to it (real MongoDB, production, any pool size).
 * Unset: start (or reuse) the embedded FerretDB on 127.0.0.1 with data under dataDir, and use a pool of ONE
 * connection: FerretDB's SQLite backend does not make updates atomic across connections, so the embedded mode
 * is one process with one connection. Scale-out needs real MongoDB.
 */
export async function openDatabase(opts: {
  uri: string | undefined;
  dbName: string;
  dataDir: string;
  logger: Logger;
  /** Emit the driver's command events (tracing uses them; off otherwise, they cost on every command). */
  monitorCommands?: boolean;
}): Promise<Database> {
  const embedded = opts.uri ? undefined : await startEmbeddedServer({ dataDir: opts.dataDir, logger: opts.logger });
  const uri: string = opts.uri ?? embedded!.uri;
  const client = new MongoClient(uri, {
    ...(embedded ? { maxPoolSize: 1, minPoolSize: 0, directConnection: true } : {}),
    serverSelectionTimeoutMS: 10_000,
    appName: 'plugboard',
    ...(opts.monitorCommands ? { monitorCommands: true } : {}),
  });
  try {
    await client.connect();
  } catch (e) {
    await embedded?.stop();
    throw e;
  }
  const db = client.db(opts.dbName);
  return {
    client,
    db,
    embedded,
    async close() {
      await client.close();
      await embedded?.stop();
    },
  };
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.command({ ping: 1 });
    return true;
  } catch {
    return false;
  }
}

import { MongoClient, type Db } from 'mongodb';

export interface Database {
  readonly client: MongoClient;
  readonly db: Db;
  /** The embedded store (FerretDB, MONGODB_URI unset): one process, one connection. */
  readonly embedded: boolean;
  close(): Promise<void>;
}

/**
 * Connects to the store at uri. A real MongoDB (production, any pool size) or the embedded FerretDB on
 * 127.0.0.1 (`embedded`): a pool of ONE connection, because FerretDB's SQLite backend does not make updates
 * atomic across connections, so the embedded mode is one process with one connection. Scale-out needs real
 * MongoDB. Starting the embedded server is the composition root's job (src/embedded-store); `afterClose`
 * stops it once the client is closed.
 */
export async function openDatabase(opts: {
  uri: string;
  dbName: string;
  embedded: boolean;
  /** Emit the driver's command events (tracing uses them; off otherwise, they cost on every command). */
  monitorCommands?: boolean;
  afterClose?: () => Promise<void>;
}): Promise<Database> {
  const client = new MongoClient(opts.uri, {
    ...(opts.embedded ? { maxPoolSize: 1, minPoolSize: 0, directConnection: true } : {}),
    serverSelectionTimeoutMS: 10_000,
    appName: 'plugboard',
    ...(opts.monitorCommands ? { monitorCommands: true } : {}),
  });
  try {
    await client.connect();
  } catch (e) {
    await opts.afterClose?.();
    throw e;
  }
  const db = client.db(opts.dbName);
  return {
    client,
    db,
    embedded: opts.embedded,
    async close() {
      await client.close();
      await opts.afterClose?.();
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

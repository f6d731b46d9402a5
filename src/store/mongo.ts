import { MongoClient, type Db } from 'mongodb';
import { storeFailureOf } from '../errors/store-failure.js';
import { StoreHealth } from './store-health.js';

export interface Database {
  readonly client: MongoClient;
  readonly db: Db;
  /**
   * For the synced cache's bulk rewrites only (RecordsRepo). On the embedded store a second connection of its own:
   * a rewrite there is one command that scans the whole records collection (seconds at 50,000 records), and on the
   * one shared connection every other store call (deliveries, job locks, API requests) would queue behind it. Safe
   * across connections because those writes are deletes and inserts of keys that only the running sync pass of
   * that connection and model writes (no read-modify-write). On MongoDB it is `db`.
   */
  readonly bulkDb: Db;
  /**
   * For the job scheduler alone (Agenda: job locks, their renewals, job state). On the embedded store a connection
   * of its own: on the shared one, under API load, a lock renewal waited seconds behind hundreds of requests and
   * Agenda cancelled running sync jobs as expired. Safe across connections because every write to the jobs
   * collection goes through the scheduler (one connection, in order). On MongoDB it is `db`.
   */
  readonly schedulerDb: Db;
  /** The embedded store (FerretDB, MONGODB_URI unset): one process, one connection. */
  readonly embedded: boolean;
  /** What this process knows of the store's state (reachable, disk full), for readiness and error answers. */
  readonly health: StoreHealth;
  close(): Promise<void>;
}

/**
 * Connects to the store at uri. A real MongoDB (production, any pool size) or the embedded FerretDB on
 * 127.0.0.1 (`embedded`): a pool of ONE connection, because FerretDB's SQLite backend does not make updates
 * atomic across connections, so the embedded mode is one process with one connection (and `bulkDb`'s and
 * `schedulerDb`'s, each for one collection's writes alone: the synced cache's, the job scheduler's). Scale-out needs real MongoDB. Starting the embedded server is the composition root's job
 * (src/embedded-store); `afterClose` stops it once the client is closed.
 */
export async function openDatabase(opts: {
  uri: string;
  dbName: string;
  embedded: boolean;
  /** Emit the driver's command events (tracing uses them; off otherwise, they cost on every command). */
  monitorCommands?: boolean;
  /**
   * How long an operation waits for a server it cannot reach (serverSelectionTimeoutMS). Short, so that during an
   * outage requests fail within it (503 STORE_UNAVAILABLE) instead of holding clients; jobs retry by themselves.
   */
  selectionTimeoutMs?: number;
  afterClose?: () => Promise<void>;
}): Promise<Database> {
  const serverSelectionTimeoutMS = opts.selectionTimeoutMs ?? 2_000;
  const client = new MongoClient(opts.uri, {
    ...(opts.embedded ? { maxPoolSize: 1, minPoolSize: 0, directConnection: true } : {}),
    serverSelectionTimeoutMS,
    appName: 'plugboard',
    ...(opts.monitorCommands ? { monitorCommands: true } : {}),
  });
  try {
    await connectPatiently(client, serverSelectionTimeoutMS);
  } catch (e) {
    await opts.afterClose?.();
    throw e;
  }
  const db = client.db(opts.dbName);
  // Each connects on its first command (a process that never syncs or runs jobs opens nothing more).
  const ownConnection = (appName: string) =>
    opts.embedded
      ? new MongoClient(opts.uri, { maxPoolSize: 1, minPoolSize: 0, directConnection: true, serverSelectionTimeoutMS, appName })
      : undefined;
  const bulkClient = ownConnection('plugboard-bulk');
  const schedulerClient = ownConnection('plugboard-jobs');
  return {
    client,
    db,
    bulkDb: bulkClient ? bulkClient.db(opts.dbName) : db,
    schedulerDb: schedulerClient ? schedulerClient.db(opts.dbName) : db,
    embedded: opts.embedded,
    health: new StoreHealth(db, client),
    async close() {
      await bulkClient?.close();
      await schedulerClient?.close();
      await client.close();
      await opts.afterClose?.();
    },
  };
}

/** A store starting alongside the gateway (a container started at the same time) is waited for this long at boot. */
const BOOT_WAIT_MS = 10_000;

/**
 * Connects, retrying while the store cannot be reached, for BOOT_WAIT_MS at least: the short server selection
 * timeout is for requests during an outage, not for a gateway that starts while its database is still starting.
 */
async function connectPatiently(client: MongoClient, selectionTimeoutMs: number): Promise<void> {
  const deadline = Date.now() + Math.max(BOOT_WAIT_MS, selectionTimeoutMs);
  for (;;) {
    try {
      await client.connect();
      return;
    } catch (e) {
      if (storeFailureOf(e) !== 'unavailable' || Date.now() >= deadline) throw e;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

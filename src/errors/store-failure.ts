import { PlugboardError } from './plugboard-error.js';

/**
 * Why a store operation failed, when the reason is the store itself rather than the request: `unavailable` (it
 * cannot be reached: killed, restarting, a failover in progress) or `disk_full` (it is up but cannot write).
 * Recognised by the driver's error names, server codes and messages (duck typing, so every layer can ask without
 * importing the driver):
 * - unavailable: MongoServerSelectionError (no server within serverSelectionTimeoutMS), MongoNetworkError and
 *   MongoNetworkTimeoutError (the connection failed or was closed), MongoPoolClearedError (the pool was reset after
 *   such a failure), and the codes a replica set answers during a failover or a shutdown (91 ShutdownInProgress,
 *   189 PrimarySteppedDown, 10107 NotWritablePrimary, 11600 InterruptedAtShutdown, 11602
 *   InterruptedDueToReplStateChange, 13435 NotPrimaryNoSecondaryOk, 13436 NotPrimaryOrSecondary).
 * - disk_full: MongoDB's 14031 OutOfDiskSpace (and its "No space left on device" messages from WiredTiger), the
 *   embedded FerretDB's SQLite `SQLITE_FULL` ("database or disk is full"), and ENOSPC.
 * Wrapped errors (a MongoBulkWriteError around a network error) are looked through by `cause` / `errorResponse`.
 */
export type StoreFailure = 'unavailable' | 'disk_full';

const UNAVAILABLE_NAMES = new Set(['MongoServerSelectionError', 'MongoNetworkError', 'MongoNetworkTimeoutError', 'MongoPoolClearedError']);
const UNAVAILABLE_CODES = new Set([91, 189, 10107, 11600, 11602, 13435, 13436]);
const DISK_FULL_CODES = new Set([14031]);
const DISK_FULL_MESSAGE = /SQLITE_FULL|database or disk is full|no space left on device|ENOSPC|OutOfDiskSpace/i;

export function storeFailureOf(err: unknown): StoreFailure | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { name, code, message } = e as { name?: unknown; code?: unknown; message?: unknown };
    if (typeof code === 'number' && DISK_FULL_CODES.has(code)) return 'disk_full';
    if (typeof message === 'string' && DISK_FULL_MESSAGE.test(message)) return 'disk_full';
    if (code === 'ENOSPC') return 'disk_full';
    if (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) return 'unavailable';
    if (typeof code === 'number' && UNAVAILABLE_CODES.has(code)) return 'unavailable';
    const next = e as { cause?: unknown; errorResponse?: unknown; writeErrors?: unknown };
    e = next.cause ?? (Array.isArray(next.writeErrors) ? next.writeErrors[0] : undefined) ?? next.errorResponse;
  }
  return undefined;
}

/** Seconds a client should wait before trying again, by failure (answered as Retry-After). */
const RETRY_AFTER_SECONDS: Record<StoreFailure, number> = { unavailable: 5, disk_full: 60 };

/** The API's answer to a store failure: 503 with its own code and Retry-After; undefined for other errors. */
export function storeFailureError(err: unknown): PlugboardError | undefined {
  const failure = storeFailureOf(err);
  return failure ? storeError(failure, err) : undefined;
}

/** The 503 of a store failure (STORE_UNAVAILABLE or STORE_DISK_FULL), with Retry-After; `cause` is kept for logs. */
export function storeError(failure: StoreFailure, cause?: unknown): PlugboardError {
  const headers = { 'Retry-After': String(RETRY_AFTER_SECONDS[failure]) };
  const options = cause === undefined ? { headers } : { headers, cause };
  return failure === 'unavailable'
    ? new PlugboardError('STORE_UNAVAILABLE', 'The database cannot be reached; try again after Retry-After seconds', options)
    : new PlugboardError('STORE_DISK_FULL', "The database's disk is full: writes are refused until space is freed", options);
}

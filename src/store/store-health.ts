import type { Db, MongoClient, ServerDescriptionChangedEvent } from 'mongodb';
import { storeFailureOf } from '../errors/store-failure.js';

export type StoreState = 'up' | 'unreachable' | 'disk_full';

/** A disk-full error seen this recently keeps the state `disk_full` (writes keep failing and refreshing it while full). */
const DISK_FULL_HOLD_MS = 30_000;

/**
 * What this process knows about its store without asking it, so /readyz, /healthz and the dashboard answer at once
 * during an outage instead of waiting for a ping to time out:
 * - `unreachable` from the driver's monitoring (SDAM): the server's description turns `Unknown` when a connection
 *   or a heartbeat to it fails, and known again when the driver reaches it (the driver checks every 500 ms while
 *   operations wait for it, so `ping()` below also speeds up the recovery).
 * - `disk_full` from errors seen by the callers (`observe`: the API's answers, the job scheduler's errors): a server
 *   up but refusing writes is invisible to monitoring; the state holds for DISK_FULL_HOLD_MS after the last such
 *   error, or until a write probe (readiness) succeeds.
 */
export class StoreHealth {
  private unreachableSince: Date | null = null;
  private diskFullAt = 0;

  constructor(
    private readonly db: Db,
    client: MongoClient,
    private readonly now: () => number = Date.now,
  ) {
    client.on('serverDescriptionChanged', (e: ServerDescriptionChangedEvent) => {
      if (e.newDescription.type === 'Unknown') this.unreachableSince ??= new Date(this.now());
      else this.unreachableSince = null;
    });
  }

  state(): StoreState {
    if (this.unreachableSince) return 'unreachable';
    return this.now() - this.diskFullAt < DISK_FULL_HOLD_MS ? 'disk_full' : 'up';
  }

  /** Records what a failed store operation says about the store (no-op for other errors). */
  observe(err: unknown): void {
    const failure = storeFailureOf(err);
    if (failure === 'disk_full') this.diskFullAt = this.now();
    else if (failure === 'unavailable') this.unreachableSince ??= new Date(this.now());
  }

  /**
   * Whether a small write (4 KiB inserted, then deleted) goes through now: while `disk_full` holds, readiness asks
   * this so it recovers as soon as space is freed; success clears the state, a disk-full error renews it.
   */
  async writeProbe(): Promise<boolean> {
    const probes = this.db.collection<{ _id: string; pad: string }>('storeProbes');
    const _id = `probe_${process.pid}_${this.now()}`;
    try {
      await probes.insertOne({ _id, pad: 'x'.repeat(4096) });
      await probes.deleteOne({ _id });
      this.diskFullAt = 0;
      return true;
    } catch (e) {
      this.observe(e);
      return false;
    }
  }

  /** Whether the store answers a ping (bounded by the client's server selection timeout); failures are observed. */
  async ping(): Promise<boolean> {
    try {
      await this.db.command({ ping: 1 });
      this.unreachableSince = null;
      return true;
    } catch (e) {
      this.observe(e);
      return false;
    }
  }
}

import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';

/** The statuses a connection goes through (ConnectionDoc.status; defined here, where they are counted). */
export type ConnectionStatus = 'NEW_CONNECTION' | 'INITIAL_SYNCED' | 'READY';

/** An environment's connections by status, and how many are not healthy; kept as they change. */
export interface ConnectionCounts {
  total: number;
  NEW_CONNECTION: number;
  INITIAL_SYNCED: number;
  READY: number;
  unhealthy: number;
}

interface CountsDoc extends ConnectionCounts {
  /** The environment id: a read is one `{_id}` lookup, the only filter the embedded store answers from an index. */
  _id: string;
  /** Set by a full recount: counts written by increments alone (a store from before the counters) are not trusted. */
  counted: boolean;
}

/** What a connection contributes to its environment's counts. */
export interface CountedState {
  status: ConnectionStatus;
  /** Anything but `ok` counts as unhealthy. */
  health: string;
}

const FIELDS = ['total', 'NEW_CONNECTION', 'INITIAL_SYNCED', 'READY', 'unhealthy'] as const;

const contribution = (s: CountedState, sign: 1 | -1): Partial<ConnectionCounts> => ({
  total: sign,
  [s.status]: sign,
  unhealthy: s.health === 'ok' ? 0 : sign,
});

/**
 * Per-environment connection counters, written with each change of a connection (ConnectionsRepo), so the
 * dashboard's overview reads one small document instead of scanning every connection. A recount (the first read
 * of an environment never counted, and the hourly housekeeping) corrects any drift, e.g. a process that died
 * between a connection's write and its counter's.
 */
export class ConnectionCountsRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<CountsDoc>(COLLECTIONS.connectionCounts);
  }

  /** Applies the change from `before` (absent: a new connection) to `after` (absent: deleted). */
  async changed(environmentId: string, before: CountedState | null, after: CountedState | null): Promise<void> {
    const sum: Record<string, number> = {};
    for (const part of [before && contribution(before, -1), after && contribution(after, 1)]) {
      for (const [k, v] of Object.entries(part ?? {})) sum[k] = (sum[k] ?? 0) + v;
    }
    const inc = Object.fromEntries(Object.entries(sum).filter(([, v]) => v !== 0));
    if (Object.keys(inc).length === 0) return;
    await this.col.updateOne({ _id: environmentId }, { $inc: inc, $setOnInsert: { counted: false } }, { upsert: true });
  }

  /** Adds many new connections at once (bulk loads), one write per environment. */
  async added(connections: (CountedState & { environmentId: string })[]): Promise<void> {
    const byEnv = new Map<string, Record<string, number>>();
    for (const c of connections) {
      const inc = byEnv.get(c.environmentId) ?? {};
      for (const [k, v] of Object.entries(contribution(c, 1))) inc[k] = (inc[k] ?? 0) + v;
      byEnv.set(c.environmentId, inc);
    }
    for (const [env, inc] of byEnv) {
      await this.col.updateOne({ _id: env }, { $inc: inc, $setOnInsert: { counted: false } }, { upsert: true });
    }
  }

  /** The environment's counts; counted from the connections first when they never were. */
  async get(environmentId: string): Promise<ConnectionCounts> {
    const doc = await this.col.findOne({ _id: environmentId });
    if (doc?.counted) return pick(doc);
    return (await this.recount(environmentId)).get(environmentId) ?? pick({});
  }

  /**
   * Counts the connections of one environment (or of all) from the connections themselves, one scan, and stores
   * the result as the counters. Increments racing with a recount may be lost or doubled until the next one.
   */
  async recount(environmentId?: string): Promise<Map<string, ConnectionCounts>> {
    // The three small fields of each connection, counted here (the embedded store groups on a single field only).
    const docs = this.db
      .collection<{ environmentId: string } & CountedState>(COLLECTIONS.connections)
      .find(environmentId ? { environmentId } : {}, { projection: { _id: 0, environmentId: 1, status: 1, health: 1 } });
    const out = new Map<string, ConnectionCounts>();
    if (environmentId) out.set(environmentId, pick({}));
    for await (const d of docs) {
      const c = out.get(d.environmentId) ?? pick({});
      c.total += 1;
      c[d.status] += 1;
      if (d.health !== 'ok') c.unhealthy += 1;
      out.set(d.environmentId, c);
    }
    for (const [env, counts] of out) {
      await this.col.updateOne({ _id: env }, { $set: { ...counts, counted: true } }, { upsert: true });
    }
    return out;
  }
}

function pick(doc: Partial<ConnectionCounts>): ConnectionCounts {
  const out = {} as ConnectionCounts;
  for (const f of FIELDS) out[f] = Math.max(0, doc[f] ?? 0);
  return out;
}

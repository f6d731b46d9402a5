import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';

export type ToolSubscriptionState = 'pending' | 'active' | 'failed' | 'unavailable';

/**
 * One subscription of a connection to its tool's change notifications (manifest `webhooks.subscriptions`), keyed by
 * `_id` = `connectionId|name`. The secrets the tool's deliveries are verified with are sealed like credentials.
 */
export interface ToolSubscriptionDoc {
  _id: string;
  connectionId: string;
  environmentId: string;
  integrationId: string;
  name: string;
  state: ToolSubscriptionState;
  /** the tool's id of the subscription, while it exists there */
  remoteId: string | null;
  expiresAt: Date | null;
  /** when the maintenance job acts next: the renewal of an active one, the retry of a failed one; null: nothing due */
  nextAt: Date | null;
  /** JSON of the secrets (name -> value), sealed with the master key */
  secretsSealed: string | null;
  /** why the last attempt failed (or why subscribing is unavailable); null after a success */
  lastError: string | null;
  /** failed attempts in a row (the retry backoff) */
  failures: number;
  /** when the subscription was last created or renewed at the tool */
  subscribedAt: Date | null;
  modifiedAt: Date;
}

export class ToolSubscriptionsRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<ToolSubscriptionDoc>(COLLECTIONS.toolSubscriptions);
  }

  listByConnection(connectionId: string): Promise<ToolSubscriptionDoc[]> {
    return this.col.find({ connectionId }).sort({ name: 1 }).toArray();
  }

  /** The subscriptions of several connections (a page of the connection list), by connection id. */
  async listByConnections(connectionIds: string[]): Promise<Map<string, ToolSubscriptionDoc[]>> {
    const out = new Map<string, ToolSubscriptionDoc[]>();
    if (!connectionIds.length) return out;
    for (const d of await this.col.find({ connectionId: { $in: connectionIds } }).toArray()) {
      const list = out.get(d.connectionId) ?? [];
      list.push(d);
      out.set(d.connectionId, list);
    }
    for (const list of out.values()) list.sort((a, b) => a.name.localeCompare(b.name));
    return out;
  }

  async save(doc: ToolSubscriptionDoc): Promise<void> {
    await this.col.replaceOne({ _id: doc._id }, doc, { upsert: true });
  }

  async deleteByConnection(connectionId: string): Promise<void> {
    await this.col.deleteMany({ connectionId });
  }
}

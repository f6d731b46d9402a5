import type { Db } from 'mongodb';
import { COLLECTIONS } from './collections.js';

/** A project webhook (whole environment) or a webhook of one connection (older interface). */
export interface WebhookDoc {
  id: string;
  kind: 'project' | 'connection';
  projectId: string;
  environmentId: string;
  /** Set for the per-connection kind only. */
  connectionId: string | null;
  url: string;
  createdAt: Date;
  /**
   * The webhook's own signing secret (`whsec_…`), sealed. Absent on webhooks created before per-webhook secrets:
   * one is made at their first delivery (see WebhooksService.signingSecretOf).
   */
  secretSealed?: string;
  /** Set while the delivery circuit breaker parks the webhook (see EndpointGate); absent when it is active. */
  parked?: WebhookParking;
}

/** A webhook parked after failed attempts in a row: nothing is sent to it before `until`, then one probe. */
export interface WebhookParking {
  since: Date;
  until: Date;
  /** Failed attempts in a row that led here (the last probe's included). */
  failures: number;
  /** The last attempt's error, as the delivery log words it. */
  reason: string;
}

export class WebhooksRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<WebhookDoc>(COLLECTIONS.webhooks);
  }

  async insert(doc: WebhookDoc): Promise<void> {
    await this.col.insertOne({ ...doc });
  }

  findProjectWebhook(environmentId: string, id: string): Promise<WebhookDoc | null> {
    return this.col.findOne({ environmentId, id, kind: 'project' }, { projection: { _id: 0 } });
  }

  /** A webhook of either kind in one environment. */
  findInEnvironment(environmentId: string, id: string): Promise<WebhookDoc | null> {
    return this.col.findOne({ environmentId, id }, { projection: { _id: 0 } });
  }

  listConnectionWebhooks(connectionId: string): Promise<WebhookDoc[]> {
    return this.col
      .find({ kind: 'connection', connectionId }, { projection: { _id: 0 } })
      .sort({ createdAt: 1 })
      .toArray();
  }

  async deleteConnectionWebhook(connectionId: string, id: string): Promise<boolean> {
    const res = await this.col.deleteOne({ kind: 'connection', connectionId, id });
    return res.deletedCount === 1;
  }

  /** Sets the sealed secret; with `onlyIfAbsent`, only when none is set yet (a lazy first secret never overwrites). */
  async setSecret(id: string, sealed: string, onlyIfAbsent = false): Promise<boolean> {
    const res = await this.col.updateOne(onlyIfAbsent ? { id, secretSealed: { $exists: false } } : { id }, {
      $set: { secretSealed: sealed },
    });
    return res.matchedCount === 1;
  }

  /** Records (or, with null, clears) a webhook's parking: the API and the dashboard show it, other workers honour it. */
  async setParked(id: string, parked: WebhookParking | null): Promise<void> {
    await this.col.updateOne({ id }, parked ? { $set: { parked } } : { $unset: { parked: '' } });
  }

  /** Webhooks parked at `now` (by any worker). */
  async parkedIds(now: Date): Promise<string[]> {
    const docs = await this.col.find({ 'parked.until': { $gt: now } }, { projection: { _id: 0, id: 1 } }).toArray();
    return docs.map((d) => d.id);
  }

  findById(id: string): Promise<WebhookDoc | null> {
    return this.col.findOne({ id }, { projection: { _id: 0 } });
  }

  listProjectWebhooks(environmentId: string): Promise<WebhookDoc[]> {
    return this.col
      .find({ environmentId, kind: 'project' }, { projection: { _id: 0 } })
      .sort({ createdAt: 1 })
      .toArray();
  }

  /** Every webhook an event of this connection goes to: the environment's and the connection's own. */
  listSubscribers(environmentId: string, connectionId: string): Promise<WebhookDoc[]> {
    return this.col
      .find({ environmentId, $or: [{ kind: 'project' }, { kind: 'connection', connectionId }] }, { projection: { _id: 0 } })
      .toArray();
  }

  async countProjectWebhooks(environmentId: string): Promise<number> {
    return this.col.countDocuments({ environmentId, kind: 'project' });
  }

  async deleteProjectWebhook(environmentId: string, id: string): Promise<boolean> {
    const res = await this.col.deleteOne({ environmentId, id, kind: 'project' });
    return res.deletedCount === 1;
  }

  /** Deletes the webhooks of one connection; returns their ids. */
  async deleteByConnection(connectionId: string): Promise<string[]> {
    const ids = (await this.col.find({ kind: 'connection', connectionId }, { projection: { _id: 0, id: 1 } }).toArray()).map((d) => d.id);
    if (ids.length) await this.col.deleteMany({ kind: 'connection', connectionId });
    return ids;
  }
}

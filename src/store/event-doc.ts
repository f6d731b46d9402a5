import type { ConnectionHealthNotice, ConnectionRevocation } from '../events/connector-event.js';

/** An event as stored (the `events` collection, and the event log's blocks). */
export interface EventDoc {
  eventId: string;
  projectId: string;
  environmentId: string;
  connectionId: string;
  eventType: string;
  eventTime: Date;
  data: { id: string } | null;
  /** Connection health events only. */
  health?: ConnectionHealthNotice;
  /** `connection.deleted` / `connection.revocation.updated` only. */
  revocation?: ConnectionRevocation;
  /** Position in the environment's event log (1, 2, ...); absent on events stored before the log existed. */
  seq?: number;
  createdAt: Date;
}

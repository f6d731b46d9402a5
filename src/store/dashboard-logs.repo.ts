import type { Db } from 'mongodb';
import type { DeliveryAttempt, DeliveryStatus } from './deliveries.repo.js';
import { BlockLog } from './block-log.js';
import { SegmentedLog, type LogDoc } from './segmented-log.js';

/** One finished API request: no body, header, token or query value is ever kept. */
export interface RequestLogDoc extends LogDoc {
  environmentId: string;
  method: string;
  operationId: string;
  status: number;
  statusClass: '2xx' | '4xx' | '5xx';
  durationMs: number;
  connectionId: string | null;
  requestId: string;
}

/** One downstream call to a tool: the path keeps query names, never their values. */
export interface CallLogDoc extends LogDoc {
  environmentId: string;
  integrationId: string;
  connectionId: string | null;
  method: string;
  path: string;
  status: number | null;
  statusClass: '2xx' | '3xx' | '4xx' | '5xx' | 'error';
  durationMs: number;
  retries: number;
}

/** The dashboard's view of a finished delivery, filed under `at` = when it finished (the body kept for redelivery). */
export interface DeliveryLogDoc extends LogDoc {
  environmentId: string;
  webhookId: string;
  connectionId: string;
  eventId: string;
  eventType: string;
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  url: string;
  body: string;
  createdAt: Date;
}

/** The dashboard's view of a stored event (`_id` = eventId, `at` = when it was stored). */
export interface EventLogDoc extends LogDoc {
  environmentId: string;
  connectionId: string;
  eventType: string;
  eventTime: Date;
  dataId: string | null;
}

/**
 * The dashboard's read models, written at the moment things happen (request finished, call finished, delivery
 * finished, event stored) and kept in hourly segments so every page reads a few small collections.
 */
export class DashboardLogsRepo {
  readonly requests: BlockLog<RequestLogDoc>;
  readonly calls: BlockLog<CallLogDoc>;
  readonly deliveries: SegmentedLog<DeliveryLogDoc>;
  readonly events: SegmentedLog<EventLogDoc>;

  /**
   * Request and call logs of releases before the block logs (one document per entry): no longer read, dropped by
   * retention like the rest.
   */
  private readonly legacy: SegmentedLog<LogDoc>[];

  constructor(db: Db) {
    this.legacy = [new SegmentedLog(db, 'dashRequests'), new SegmentedLog(db, 'dashCalls')];
    this.requests = new BlockLog(db, 'dashRequestBlocks');
    this.calls = new BlockLog(db, 'dashCallBlocks');
    this.deliveries = new SegmentedLog(db, 'dashDeliveries');
    this.events = new SegmentedLog(db, 'dashEvents');
  }

  async dropBefore(before: Date): Promise<number> {
    let n = 0;
    for (const log of [this.requests, this.calls, this.deliveries, this.events, ...this.legacy]) n += await log.dropBefore(before);
    return n;
  }
}

import type { ConnectorEvent } from '../../events/connector-event.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import type { EventLogFilter, EventsRepo } from '../../store/events.repo.js';
import { eventBody } from './event-body.js';

export interface EventLogQuery extends EventLogFilter {
  /** `nextCursor` of the previous page; absent: from the oldest event kept. */
  after?: string | undefined;
  limit?: number | undefined;
}

export interface EventLogPage {
  events: ConnectorEvent[];
  /** Where the next read starts: always set, so a reader that polls keeps its place even on an empty page. */
  nextCursor: string;
  /** More events are ready now (read again at once rather than waiting). */
  hasMore: boolean;
}

const DEFAULT_LIMIT = 100;
/**
 * A position reserved by a writer but not yet written is waited for this long; after that its writer is taken for
 * dead (it reserved and stopped) and readers move past it. Far above the time between reserving and inserting.
 */
const IN_FLIGHT_GRACE_MS = 10_000;
const CURSOR_PREFIX = 'evl1.';

/**
 * The replayable event log of an environment: every stored event in the order of its position (allocated
 * atomically per environment, see EventsRepo.allocateSeq), read with an opaque cursor, kept as long as
 * PLUGBOARD_LOG_RETENTION_DAYS. Writers reserve a position before they insert, so a later position can be written
 * before an earlier one; a page therefore ends before the first position still being written (a recent event
 * follows the hole), and a reader that comes back gets it: no event is skipped, none is repeated.
 */
export class EventLogService {
  constructor(
    private readonly events: EventsRepo,
    private readonly now: () => number = Date.now,
  ) {}

  async list(env: EnvironmentDoc, q: EventLogQuery): Promise<EventLogPage> {
    const after = parseCursor(q.after);
    const limit = q.limit ?? DEFAULT_LIMIT;
    const filter: EventLogFilter = { eventType: q.eventType, connectionId: q.connectionId };
    // One more than asked, to say whether more are ready.
    const found = await this.events.listAfter(env.id, after, filter, limit + 1);
    if (!found.length) return { events: [], nextCursor: formatCursor(after), hasMore: false };
    const lastFound = found[found.length - 1]!.seq ?? after;
    const filtered = Boolean(filter.eventType ?? filter.connectionId);
    const positions = filtered
      ? await this.events.positions(env.id, after, lastFound)
      : found.map((d) => ({ seq: d.seq ?? 0, createdAt: d.createdAt }));
    const hole = this.firstHoleInFlight(after, positions);
    const ready = found.filter((d) => (d.seq ?? 0) < hole);
    const page = ready.slice(0, limit);
    const last = page.length ? page[page.length - 1]!.seq! : after;
    return {
      events: page.map(eventBody),
      nextCursor: formatCursor(last),
      hasMore: ready.length > limit,
    };
  }

  /**
   * The first position after `after` that is reserved but not written yet, judged by what follows it: a missing
   * position followed by an event stored within the grace is still being written (its writer reserved it just
   * before); followed by older events only, it will never come (its writer stopped, or retention removed it).
   */
  private firstHoleInFlight(after: number, positions: { seq: number; createdAt: Date }[]): number {
    const recent = this.now() - IN_FLIGHT_GRACE_MS;
    let expected = after + 1;
    for (const p of positions) {
      if (p.seq !== expected && p.createdAt.getTime() > recent) return expected;
      expected = p.seq + 1;
    }
    return Infinity;
  }
}

function formatCursor(seq: number): string {
  return CURSOR_PREFIX + Buffer.from(String(seq)).toString('base64url');
}

function parseCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const seq = cursor.startsWith(CURSOR_PREFIX) ? Number(Buffer.from(cursor.slice(CURSOR_PREFIX.length), 'base64url').toString()) : NaN;
  if (!Number.isSafeInteger(seq) || seq < 0)
    throw new PlugboardError('VALIDATION_FAILED', 'after is not a cursor this API returned (use nextCursor of a previous page)', {
      details: { after: cursor },
    });
  return seq;
}

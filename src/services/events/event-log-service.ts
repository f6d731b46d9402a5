import type { ConnectorEvent } from '../../events/connector-event.js';
import { safeEqual } from '../../crypto/secret-box.js';
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
/** Cursors this version issues: `evl2.<position>.<keyed hash of environment and position>`. */
const CURSOR_PREFIX = 'evl2.';
/** Cursors of earlier versions (`evl1.<position>`): still read, when canonical and within the log's positions. */
const OLD_CURSOR_PREFIX = 'evl1.';
const CURSOR_HASH_KIND = 'event-log-cursor';
/** Characters of the keyed hash a cursor carries (96 bits: guessing one is out of reach). */
const CURSOR_MAC_LENGTH = 24;

/** What reading the log needs from the secret box: the keyed hash that makes a cursor the API's own. */
export interface CursorSigner {
  lookupHash(value: string, kind: string): string;
}

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
    private readonly signer: CursorSigner,
    private readonly now: () => number = Date.now,
  ) {}

  async list(env: EnvironmentDoc, q: EventLogQuery): Promise<EventLogPage> {
    const after = await this.parseCursor(env, q.after);
    const formatCursor = (seq: number) => this.formatCursor(env, seq);
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

  /** A cursor bound to the environment and position by a keyed hash: one the API did not write does not verify. */
  private formatCursor(env: EnvironmentDoc, seq: number): string {
    return `${CURSOR_PREFIX}${encodeSeq(seq)}.${this.mac(env, seq)}`;
  }

  private mac(env: EnvironmentDoc, seq: number): string {
    return this.signer.lookupHash(`${env.id}\0${seq}`, CURSOR_HASH_KIND).slice(0, CURSOR_MAC_LENGTH);
  }

  /**
   * The position a cursor names, or 400 VALIDATION_FAILED for one this API did not issue to this environment: a
   * current cursor must verify; an earlier version's (`evl1.`, unsigned) must be canonical and name a position the
   * environment's log has reached (the API issued every such position, and no other).
   */
  private async parseCursor(env: EnvironmentDoc, cursor: string | undefined): Promise<number> {
    if (cursor === undefined || cursor === '') return 0;
    if (cursor.startsWith(CURSOR_PREFIX)) {
      const [encoded = '', mac = '', ...rest] = cursor.slice(CURSOR_PREFIX.length).split('.');
      const seq = rest.length ? undefined : canonicalSeq(encoded);
      if (seq === undefined || !safeEqual(mac, this.mac(env, seq))) throw refused();
      return seq;
    }
    if (cursor.startsWith(OLD_CURSOR_PREFIX)) {
      const seq = canonicalSeq(cursor.slice(OLD_CURSOR_PREFIX.length));
      if (seq !== undefined && seq <= (await this.events.lastSeq(env.id))) return seq;
    }
    throw refused();
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

/** Base64url of the decimal position, the form both cursor versions carry. */
const encodeSeq = (seq: number) => Buffer.from(String(seq)).toString('base64url');

function refused(): PlugboardError {
  return new PlugboardError('VALIDATION_FAILED', 'after is not a cursor this API returned (use nextCursor of a previous page)', {
    details: [{ field: 'query.after', rule: 'cursor', message: 'is not a nextCursor of this environment' }],
  });
}

/** A position spelled exactly as a cursor writes it (no sign, spaces, leading zeros or extra base64 characters). */
function canonicalSeq(encoded: string): number | undefined {
  const seq = Number(Buffer.from(encoded, 'base64url').toString());
  return Number.isSafeInteger(seq) && seq >= 0 && encodeSeq(seq) === encoded ? seq : undefined;
}

import type { ConnectorEvent } from '../../events/connector-event.js';
import { safeEqual } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import { EventLogBlocks, type LogEntry } from '../../store/event-log-blocks.js';
import type { EventDoc, EventLogFilter, EventsRepo } from '../../store/events.repo.js';
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
/** A page reads at most this many blocks of the log: a filter that matches rarely moves the cursor on over them. */
const MAX_BLOCKS_PER_PAGE = 4;
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
    const parsed = await this.parseCursor(env, q.after);
    const formatCursor = (seq: number) => this.formatCursor(env, seq);
    const limit = q.limit ?? DEFAULT_LIMIT;
    const matches = (e: EventDoc) =>
      (!q.eventType || e.eventType === q.eventType) && (!q.connectionId || e.connectionId === q.connectionId);
    const { start, last, at } = await this.events.positionsKept(env.id);
    // A cursor older than what the log keeps resumes at its oldest entry.
    const after = Math.max(parsed, start - 1);
    // The log is read a block at a time (see EventLogBlocks): the blocks from `after` on, until one more event than
    // asked matches (to say whether more are ready), at most MAX_BLOCKS_PER_PAGE of them (a sparse filter).
    const entries = new Map<number, LogEntry>();
    let readTo = after;
    let matched = 0;
    const filtered = Boolean(q.eventType ?? q.connectionId);
    for (let blocks = 0; readTo < last && blocks < MAX_BLOCKS_PER_PAGE && matched <= limit; blocks++) {
      // Unfiltered, only as many entries as the page still needs are sent back (the block is scanned all the same).
      const want = filtered ? 0 : limit + 1 - matched;
      const got = await this.events.readLogBlock(env.id, readTo, want);
      for (const e of got) {
        if (e.seq > last) continue; // written after `last` was read: the next page has it
        entries.set(e.seq, e);
        if (!e.hole && matches(e)) matched++;
      }
      // What was read: the block to its end, or up to the last entry sent when the limit cut it.
      readTo = Math.min(want && got.length === want ? got[got.length - 1]!.seq : EventLogBlocks.blockEnd(readTo + 1), last);
    }
    const { hole, settled } = this.missing(after, readTo, entries, at);
    for (const e of await this.events.repairLog(env.id, settled)) entries.set(e.seq, e);
    const ready: EventDoc[] = [];
    for (let seq = after + 1; seq < Math.min(hole, readTo + 1); seq++) {
      const e = entries.get(seq);
      if (e && !e.hole && matches(e)) ready.push(e);
    }
    const page = ready.slice(0, limit);
    // A page that is not full has read every position up to the first still being written, or to what it read.
    const next = ready.length > limit ? page[page.length - 1]!.seq! : Math.min(hole - 1, readTo);
    return {
      events: page.map(eventBody),
      nextCursor: formatCursor(next),
      hasMore: ready.length > limit || (hole > readTo && readTo < last),
    };
  }

  /**
   * Positions in `(after, readTo]` missing from the log. One followed by an entry stored within the grace, or at the
   * end when the last position was reserved within it, is still being written: `hole` is the first of those (a page
   * ends before it). The others before it are `settled`: their writer stopped (or wrote the event and not its log
   * entry), so they are looked up once (EventsRepo.repairLog).
   */
  private missing(
    after: number,
    readTo: number,
    entries: Map<number, LogEntry>,
    reservedAt: Date | null,
  ): { hole: number; settled: number[] } {
    const recent = this.now() - IN_FLIGHT_GRACE_MS;
    let nextStored = reservedAt ? reservedAt.getTime() : 0;
    let hole = Infinity;
    const missing: number[] = [];
    for (let seq = readTo; seq > after; seq--) {
      const e = entries.get(seq);
      if (e) nextStored = e.createdAt.getTime();
      else if (nextStored > recent) hole = seq;
      else missing.push(seq);
    }
    return { hole, settled: missing.filter((s) => s < hole) };
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

import { isPlugboardError } from '../../errors/plugboard-error.js';
import { INITIAL_SYNC_COMPLETE, objectEventType, type ObjectChange } from '../../events/connector-event.js';
import type { Logger } from '../../log/logger.js';
import type { ConnectionDoc, ConnectionsRepo } from '../../store/connections.repo.js';
import type { IncomingRecord, RecordsPass, RecordsRepo } from '../../store/records.repo.js';
import { deriveId, generateId } from '../../crypto/secret-box.js';
import type { SyncStateDoc, SyncStatesRepo } from '../../store/sync-states.repo.js';
import { JOB_NAMES, type JobScheduler } from '../job-scheduler.js';
import type { SyncRunEvent, Telemetry } from '../observability/telemetry.js';
import type { DeliveryBackPressure } from '../webhooks/delivery-back-pressure.js';
import type { EventPublisher, NewEvent } from '../webhooks/event-publisher.js';
import type { RecordSource, SyncModel } from './record-source.js';
import { keptFields, refieldedTypes, syncSettingsDiffer, wantsSync } from '../connections/connection-settings.js';
import { commonModelById, DeltaTokenExpired } from '../../connectors/index.js';
import { toIncoming } from './record-hash.js';

export interface SyncOptions {
  /** Pause between two runs of a READY connection. */
  intervalMs: number;
  /** A READY run is a full resync (the only kind that detects deletions) when the last one is older than this. */
  fullResyncMs: number;
  /** First retry delay after a failed run; doubles per consecutive failure, capped at intervalMs. */
  retryBaseMs: number;
  /**
   * How often a connection of an integration that syncs no model (the auth-and-proxy tier) runs: its runs do nothing,
   * and a gateway upgrade that gives its manifest models is noticed within this (a resync starts one at once).
   */
  noModelsIntervalMs: number;
  /**
   * Failed runs in a row after which a connection's `health` is `error` (the dashboard's "Sync failing", counted in
   * the overview's "Need attention"): one failure is often a blip the retry absorbs; three in a row (the default,
   * about 3.5 minutes at the default retry base) is a sync that keeps failing.
   */
  failingAfter: number;
  /** The initial pass covers this much history by the cursor field (the seed: 30 days). */
  initialWindowMs: number;
  /** A pass commits its pending changes (events, then records) once this many are pending, or ... */
  commitChanges: number;
  /** ... once the oldest pending change has waited this long (a slow tool's sparse changes still go out promptly). */
  commitAfterMs: number;
}

export interface RunContext {
  signal?: AbortSignal;
}

/** Errors of a connection's own field mapping: the sync stops until the mapping changes instead of retrying. */
const MAPPING_FAULTS = new Set<string>(['FIELD_MAPPING_LIMIT_EXCEEDED', 'FIELD_MAPPING_FAILED']);

/** How far back a deleted-records listing is read at most (see `readDeleted`). */
const DELETED_WINDOW_MS = 29 * 86_400_000;

/** Incremental reads start this much before the cursor: records changed within the same second are not missed, and re-read ones hash equal. */
const CURSOR_OVERLAP_MS = 1_000;

/**
 * The synced cache. A run per connection moves it NEW_CONNECTION -> (30 days) INITIAL_SYNCED -> (backfill) READY,
 * then incremental runs with a periodic full resync. Records read during the initial pull and the backfill produce
 * no object events (the receiver gets `system.sync.initial.complete` and reads the data); afterwards every change
 * is an event.
 */
export class SyncService {
  constructor(
    private readonly connections: ConnectionsRepo,
    private readonly records: RecordsRepo,
    private readonly states: SyncStatesRepo,
    private readonly source: RecordSource,
    private readonly publisher: EventPublisher,
    private readonly scheduler: JobScheduler,
    private readonly opts: SyncOptions,
    private readonly log: Logger,
    private readonly telemetry: Telemetry,
    /** Waited on before each batch of changes: a pass runs at most about one batch ahead of the webhook workers. */
    private readonly backPressure: DeliveryBackPressure,
  ) {}

  /** A new connection: its first run as soon as a sync worker is free. */
  async scheduleConnection(connectionId: string): Promise<void> {
    await this.scheduler.enqueue(JOB_NAMES.syncConnection, { connectionId }, { uniqueBy: 'connectionId' });
  }

  /**
   * A connection's sync settings changed: the object types whose kept fields changed lose their cache and state
   * (the next run loads them again quietly, as a newly enabled type: no event for a field added or dropped), so do
   * the types it no longer syncs (their records are not kept: "contacts only" stores contacts only; enabled again,
   * a type is loaded quietly), and the connection runs at once, then at its new pace.
   */
  async settingsChanged(conn: ConnectionDoc, refielded: string[]): Promise<void> {
    await this.forgetChangedTypes(conn, refielded);
    await this.scheduleConnection(conn.id);
  }

  private async forgetChangedTypes(conn: ConnectionDoc, refielded: string[]): Promise<void> {
    for (const m of this.source.syncModels(conn.integrationId)) {
      const plural = commonModelById(m.model)?.plural;
      const dropped = !wantsSync(conn.syncObjects, m.model);
      if (!dropped && (plural === undefined || !refielded.includes(plural))) continue;
      await this.records.deleteByConnection(conn.id, m.model);
      await this.states.deleteByConnection(conn.id, m.model);
    }
  }

  /**
   * Settings changed while a run was going: that run read with the old ones, and its passes may have saved their
   * state after the change had reset it (settingsChanged). The reset is done again and the connection runs again at
   * once (the change's own "run now" was overwritten by this run's next date).
   */
  private async changedDuring(before: ConnectionDoc): Promise<boolean> {
    const after = await this.connections.findById(before.id);
    if (!after || !syncSettingsDiffer(before, after)) return false;
    await this.forgetChangedTypes(after, refieldedTypes(before.syncFields, after.syncFields));
    this.log.info({ connectionId: before.id }, 'sync settings changed during a run: running again with the new ones');
    return true;
  }

  /** The pause between two runs of this connection: its own frequency, else the gateway's. */
  private intervalOf(conn: ConnectionDoc): number {
    return conn.syncFrequencySeconds ? conn.syncFrequencySeconds * 1000 : this.opts.intervalMs;
  }

  /** A deleted connection: no more runs, and its cache goes. */
  async forgetConnection(connectionId: string): Promise<void> {
    await this.scheduler.cancel(JOB_NAMES.syncConnection, 'connectionId', connectionId);
    await this.records.deleteByConnection(connectionId);
    await this.states.deleteByConnection(connectionId);
  }

  /**
   * One run. Returns when the next run is due, or null when no run should follow (the connection no longer exists,
   * or its field mapping fails). Never throws.
   */
  async run(connectionId: string, ctx: RunContext = {}): Promise<Date | null> {
    const conn = await this.connections.findById(connectionId);
    if (!conn) return null;
    const next = await this.runPasses(conn, ctx);
    if (next === null || ctx.signal?.aborted) return next;
    return (await this.changedDuring(conn)) ? new Date() : next;
  }

  private async runPasses(conn: ConnectionDoc, ctx: RunContext): Promise<Date | null> {
    const connectionId = conn.id;
    // The object types the connection asked for (session token `connection.sync.objects`, or changed later).
    const models = this.source.syncModels(conn.integrationId).filter((m) => wantsSync(conn.syncObjects, m.model));
    const started = Date.now();
    try {
      if (conn.status === 'NEW_CONNECTION') {
        for (const m of models) await this.initialPass(conn, m, ctx);
        // An integration that syncs no model (the auth-and-proxy tier) has nothing to backfill: ready after one run.
        const status = this.source.syncModels(conn.integrationId).length === 0 ? 'READY' : 'INITIAL_SYNCED';
        await this.connections.update(conn.id, { status, lastSyncError: null, ...syncRecovered(conn) });
        await this.publisher.publish(conn, [{ eventType: INITIAL_SYNC_COMPLETE }]);
        this.log.info({ connectionId, ms: Date.now() - started }, 'initial sync complete');
        return status === 'READY' ? new Date(Date.now() + this.opts.noModelsIntervalMs) : new Date();
      }
      if (conn.status === 'INITIAL_SYNCED') {
        for (const m of models) await this.backfillPass(conn, m, ctx);
        await this.connections.update(conn.id, { status: 'READY', lastSyncError: null, ...syncRecovered(conn) });
        this.log.info({ connectionId, ms: Date.now() - started }, 'backfill complete');
        return new Date(Date.now() + this.intervalOf(conn));
      }
      for (const m of models) {
        // An object type enabled after the connection became READY is loaded quietly first, like the others were.
        if (!(await this.states.get(conn.id, m.model)).backfillDone) {
          await this.initialPass(conn, m, ctx);
          await this.backfillPass(conn, m, ctx);
        } else await this.changesPass(conn, m, ctx);
      }
      if (conn.lastSyncError !== null || isSyncFailing(conn))
        await this.connections.update(conn.id, { lastSyncError: null, ...syncRecovered(conn) });
      if (this.source.syncModels(conn.integrationId).length === 0) return new Date(Date.now() + this.opts.noModelsIntervalMs);
      return new Date(Date.now() + this.intervalOf(conn));
    } catch (e) {
      if (ctx.signal?.aborted) return new Date(); // stopped by shutdown: resume at the next start
      if (isPlugboardError(e) && MAPPING_FAULTS.has(e.code)) {
        // The connection's own field mapping fails (or exceeds its limits) on its records: running it again gives the
        // same answer and costs the same CPU, after every restart too. The sync stops (no next run) and says why;
        // setting or removing the mapping (FieldMappingsService) schedules it again.
        const why = `${e.code}: the sync is paused until this connection's field mapping is changed. ${e.message}`;
        await this.connections.update(conn.id, { lastSyncError: why.slice(0, 500), ...syncFailing(conn, why) }).catch(() => undefined);
        this.log.warn({ connectionId, code: e.code }, 'sync paused: the connection field mapping fails');
        return null;
      }
      const message = e instanceof Error ? e.message : String(e);
      const failures = await this.maxFailures(conn.id, models);
      await this.connections
        .update(conn.id, {
          lastSyncError: message.slice(0, 500),
          ...(failures >= this.opts.failingAfter ? syncFailing(conn, message) : {}),
        })
        .catch(() => undefined);
      const delay = Math.min(this.opts.retryBaseMs * 2 ** Math.max(0, failures - 1), this.intervalOf(conn));
      this.log.warn({ connectionId, failures, retryInMs: delay, err: message }, 'sync run failed');
      return new Date(Date.now() + delay);
    }
  }

  private async initialPass(conn: ConnectionDoc, m: SyncModel, ctx: RunContext): Promise<void> {
    const st = await this.states.get(conn.id, m.model);
    if (st.initialDone) return;
    if (m.delta) {
      // A delta model's first read is complete (its token covers everything): no separate backfill.
      const { pass } = await this.guard(conn, st, 'initial', () => this.pullDelta(conn, m, st, ctx, { emit: false }));
      st.initialDone = true;
      st.backfillDone = true;
      st.lastFullAt = new Date();
      await this.complete(st, pass);
      return;
    }
    const since = m.cursorField ? new Date(Date.now() - this.opts.initialWindowMs) : undefined;
    const { pass } = await this.guard(conn, st, 'initial', () => this.pull(conn, m, st, ctx, { since, emit: false }));
    st.initialDone = true;
    if (!m.cursorField) {
      st.backfillDone = true; // no cursor: the initial pass already read everything
      st.lastFullAt = new Date();
    }
    await this.complete(st, pass);
  }

  private async backfillPass(conn: ConnectionDoc, m: SyncModel, ctx: RunContext): Promise<void> {
    const st = await this.states.get(conn.id, m.model);
    if (st.backfillDone) return;
    const { pass } = await this.guard(conn, st, 'backfill', () => this.pull(conn, m, st, ctx, { since: undefined, emit: false }));
    st.backfillDone = true;
    st.lastFullAt = new Date();
    await this.complete(st, pass);
  }

  private async changesPass(conn: ConnectionDoc, m: SyncModel, ctx: RunContext): Promise<void> {
    const st = await this.states.get(conn.id, m.model);
    if (m.delta) return this.deltaChangesPass(conn, m, st, ctx);
    // A model's declared deletion interval (manifest `sync.deletions`) brings its full listing forward.
    const fullEveryMs = m.deletions?.intervalMs ?? this.opts.fullResyncMs;
    const full = !m.cursorField || !st.cursor || !st.lastFullAt || Date.now() - st.lastFullAt.getTime() >= fullEveryMs;
    const since = full ? undefined : new Date(Date.parse(st.cursor!) - CURSOR_OVERLAP_MS);
    const { pass } = await this.guard(conn, st, full ? 'full' : 'changes', async () => {
      const pulled = await this.pull(conn, m, st, ctx, { since, emit: true });
      if (m.deletions?.strategy === 'deleted_records') await this.readDeleted(conn, m, st, pulled.pass);
      return pulled;
    });
    if (full) {
      // Only a full read that completed proves absence: a failed one threw above and deletes nothing. The events
      // are stored before the records go, so a crash in between finds the same records gone again (same event ids).
      // A model declaring `deletions: none` cannot be listed whole (its listing is bounded): absence proves nothing.
      const passId = st.passId!;
      if (m.deletions?.strategy !== 'none') await pass.deleteUnseen((gone) => this.emit(conn, m.model, passId, 'deleted', gone));
      st.lastFullAt = new Date();
    }
    await this.complete(st, pass);
  }

  /**
   * `deleted_records`: the tool's deleted-records listing since the last read (from the end of the backfill the first
   * time), read after the changes: the cached records it names are removed with a `deleted` event each. At most
   * DELETED_WINDOW_MS back: tools keep deleted records about a month (Salesforce's getDeleted refuses an older start);
   * anything older is found by the full listing that still runs every `interval_seconds`.
   */
  private async readDeleted(conn: ConnectionDoc, m: SyncModel, st: SyncStateDoc, pass: RecordsPass): Promise<void> {
    const until = new Date();
    const from = (st.deletionsReadAt ?? st.lastFullAt ?? until).getTime() - CURSOR_OVERLAP_MS;
    const since = new Date(Math.max(from, until.getTime() - DELETED_WINDOW_MS));
    const ids: string[] = [];
    for await (const page of this.source.listDeleted(conn, m.model, { since, until })) ids.push(...page);
    const passId = st.passId!;
    await pass.deleteIds(ids, (gone) => this.emit(conn, m.model, passId, 'deleted', gone));
    st.deletionsReadAt = until;
  }

  /**
   * A delta model's run: the changes since its token (tombstones deleted with their events), or a full read (which
   * detects deletions by absence) when there is no token, the full-resync interval has passed, or the tool answers
   * that the token expired (Calendar's 410 Gone: "wipe the store and full sync").
   */
  private async deltaChangesPass(conn: ConnectionDoc, m: SyncModel, st: SyncStateDoc, ctx: RunContext): Promise<void> {
    const fullEveryMs = m.deletions?.intervalMs ?? this.opts.fullResyncMs;
    let full = !st.deltaToken || !st.lastFullAt || Date.now() - st.lastFullAt.getTime() >= fullEveryMs;
    let result: { pass: RecordsPass; read: number } | undefined;
    if (!full) {
      try {
        result = await this.guard(conn, st, 'changes', () => this.pullDelta(conn, m, st, ctx, { token: st.deltaToken!, emit: true }));
      } catch (e) {
        if (!(e instanceof DeltaTokenExpired)) throw e;
        this.log.info({ connectionId: conn.id, model: m.model, status: e.message }, 'delta token expired: full read');
        st.deltaToken = null;
        full = true;
      }
    }
    if (full) {
      result = await this.guard(conn, st, 'full', () => this.pullDelta(conn, m, st, ctx, { emit: true }));
      const passId = st.passId!;
      await result.pass.deleteUnseen((gone) => this.emit(conn, m.model, passId, 'deleted', gone));
      st.lastFullAt = new Date();
    }
    await this.complete(st, result!.pass);
  }

  /**
   * Reads a delta model: every page's records classified and written (their events first), its tombstones deleted
   * (their events first), and the token of the last page saved with the state when the pass completes. Without
   * `token` it is a full read. Event ids derive from the pass id, as `pull`'s, so a pass re-run after a crash
   * repeats none.
   */
  private async pullDelta(
    conn: ConnectionDoc,
    m: SyncModel,
    st: SyncStateDoc,
    ctx: RunContext,
    o: { token?: string; emit: boolean },
  ): Promise<{ pass: RecordsPass; read: number }> {
    const pass = await this.records.openPass(conn.id, m.model, st.hashesStamp);
    const passId = (st.passId ??= generateId('pass'));
    st.runningSince = new Date();
    st.recordsRead = 0;
    st.hashesStamp = null;
    await this.states.save(st);
    let read = 0;
    let token: string | undefined;
    for await (const page of this.source.listDelta(conn, m.model, o.token !== undefined ? { token: o.token } : {})) {
      if (ctx.signal?.aborted) throw new Error('sync stopped');
      read += page.records.length;
      const incoming = page.records.flatMap((r) => toIncoming(keptFields(r, conn.syncFields, m.model)) ?? []);
      const changes = pass.classify(incoming);
      if (o.emit && (changes.created.length || changes.updated.length)) {
        await this.backPressure.room(ctx.signal);
        await this.emit(conn, m.model, passId, 'created', changes.created);
        await this.emit(conn, m.model, passId, 'updated', changes.updated);
      }
      await pass.write();
      if (page.deleted.length)
        await pass.deleteIds(page.deleted, (gone) => (o.emit ? this.emit(conn, m.model, passId, 'deleted', gone) : Promise.resolve()));
      st.recordsRead = (st.recordsRead ?? 0) + incoming.length;
      if (!o.emit) await this.states.save(st);
      if (page.token !== undefined) token = page.token;
    }
    await pass.flush();
    // Saved with the state only when the pass completes (complete()): a pass that stops half way reads again from
    // the old token, and its changes come again with the same event ids.
    st.deltaToken = token ?? null;
    st.runningSince = null;
    return { pass, read };
  }

  /** A pass completed: its state saved with a fresh hashes stamp, under which this process keeps the pass's hashes. */
  private async complete(st: SyncStateDoc, pass: RecordsPass): Promise<void> {
    st.passId = null;
    st.hashesStamp = generateId('hst');
    await this.states.save(st);
    this.records.keep(pass, st.hashesStamp);
  }

  /**
   * Reads every page and writes the cache. Crash-safe: a page's changes have their events (with their deliveries) stored
   * before its records, with ids derived from the pass id, the record and the change; the pass id is kept in the
   * state until the pass completes and the cursor is saved only then. A pass killed at any point is re-run under the
   * same id: what it had not written is found changed again and gets the events already stored (duplicates are
   * ignored by id), what it had written is unchanged. No change is lost, none is stored twice.
   */
  private async pull(
    conn: ConnectionDoc,
    m: SyncModel,
    st: SyncStateDoc,
    ctx: RunContext,
    o: { since: Date | undefined; emit: boolean },
  ): Promise<{ pass: RecordsPass; read: number }> {
    const pass = await this.records.openPass(conn.id, m.model, st.hashesStamp);
    let read = 0;
    let cursor = st.cursor;
    const passId = (st.passId ??= generateId('pass'));
    st.runningSince = new Date();
    st.recordsRead = 0;
    // Hashes kept by any process under the old stamp are stale from the first write of this pass on.
    st.hashesStamp = null;
    await this.states.save(st);
    const opts = { ...(o.since ? { since: o.since } : {}), ...(ctx.signal ? { signal: ctx.signal } : {}) };
    // Changes are committed in batches (their events first, then the records, then, on non-emitting passes, the
    // progress the dashboard shows): once `commitChanges` are pending, or the oldest has waited `commitAfterMs`, so a
    // burst of changes costs a few store round trips per 500 rather than per page, and a sparse one is not held back.
    let created: string[] = [];
    let updated: string[] = [];
    /** Records the tool answered as deleted (`tombstones`): removed from the cache once the pass has read everything. */
    const tombstoned: string[] = [];
    let pendingSince = 0;
    const commit = async () => {
      if (o.emit && (created.length || updated.length)) {
        await this.backPressure.room(ctx.signal);
        await this.emit(conn, m.model, passId, 'created', created);
        await this.emit(conn, m.model, passId, 'updated', updated);
      }
      created = [];
      updated = [];
      pendingSince = 0;
      await pass.write();
      if (!o.emit) await this.states.save(st);
    };
    const readAll = async (listing: Parameters<RecordSource['listAll']>[2]) => {
      for await (const page of this.source.listAll(conn, m.model, listing)) {
        if (ctx.signal?.aborted) throw new Error('sync stopped');
        const incoming: IncomingRecord[] = [];
        read += page.length;
        for (const r of page) {
          if (this.source.isDeleted(r)) {
            if (typeof r.id === 'string' || typeof r.id === 'number') tombstoned.push(String(r.id));
            continue;
          }
          // Fields the connection does not keep are dropped here, before the record is hashed or stored.
          const rec = toIncoming(keptFields(r, conn.syncFields, m.model));
          if (!rec) continue;
          incoming.push(rec);
          if (m.cursorField) cursor = maxCursor(cursor, r[m.cursorField]);
        }
        const changes = pass.classify(incoming);
        st.recordsRead = (st.recordsRead ?? 0) + incoming.length;
        created.push(...changes.created);
        updated.push(...changes.updated);
        const pending = created.length + updated.length;
        if (pending && !pendingSince) pendingSince = Date.now();
        if (pending >= this.opts.commitChanges || (pending && Date.now() - pendingSince >= this.opts.commitAfterMs)) await commit();
      }
    };
    let lastReadStartedAt = Date.now();
    const readStartedAt = lastReadStartedAt;
    await readAll(opts);
    if (o.emit && m.cursorField) {
      // Catch-up: records that changed while the pages were read, behind the page being read, are read again now
      // (only what changed since the read began: usually a page or none). Without it they waited for the next run,
      // which starts only after this pass's rewrite of its changed records: one `deleteMany` whose cost on the
      // embedded store grows with the collection times the batch (6-19 s at 50,000 records and 5,000 changes, see
      // tools/embedded-mongo/README.md), and `npm run bench:sync` saw deliveries stall that long one run in five.
      // Records already seen with the same content are skipped by `classify`, so this costs one short listing.
      lastReadStartedAt = Date.now();
      await readAll({ ...opts, since: new Date(readStartedAt - CURSOR_OVERLAP_MS) });
    }
    await commit();
    await pass.flush();
    // Tombstones: the events (on passes that announce changes) are stored before the records go, as for a full listing.
    if (tombstoned.length)
      await pass.deleteIds(tombstoned, o.emit ? (gone) => this.emit(conn, m.model, passId, 'deleted', gone) : undefined);
    // Pages are not ordered by the cursor field: only a pass that read them all may move the cursor, and never past
    // the start of its last read. A record changed during that read, on a page it had already read, is not in it;
    // the newest time seen on a later page may be after that change, and the next run reads only from the cursor.
    st.cursor = earlierCursor(cursor, lastReadStartedAt);
    st.runningSince = null;
    return { pass, read };
  }

  private async emit(conn: ConnectionDoc, model: string, passId: string, change: ObjectChange, ids: string[]): Promise<void> {
    if (!ids.length) return;
    const eventType = objectEventType(model, change);
    const batch: NewEvent[] = ids.map((id) => ({
      eventId: deriveId('evt', `${passId}|${model}|${id}|${change}`),
      eventType,
      data: { id },
    }));
    await this.publisher.publish(conn, batch);
  }

  /** Records the outcome of one model's pass on its state (error text and consecutive failures). */
  private async guard<T extends { read: number }>(
    conn: ConnectionDoc,
    st: SyncStateDoc,
    kind: SyncRunEvent['kind'],
    pass: () => Promise<T>,
  ): Promise<T> {
    const started = performance.now();
    const report = (outcome: SyncRunEvent['outcome'], records: number) => {
      this.telemetry.emit('syncRun', {
        integrationId: conn.integrationId,
        connectionId: conn.id,
        model: st.model,
        kind,
        outcome,
        records,
        durationMs: performance.now() - started,
      });
    };
    try {
      const result = await pass();
      st.failures = 0;
      st.lastError = null;
      st.lastRunAt = new Date();
      report('ok', result.read);
      return result;
    } catch (e) {
      report('failed', 0);
      st.failures += 1;
      st.lastError = e instanceof Error ? e.message : String(e);
      st.lastRunAt = new Date();
      st.runningSince = null;
      await this.states.save(st);
      throw e;
    }
  }

  private async maxFailures(connectionId: string, models: SyncModel[]): Promise<number> {
    let n = 1;
    for (const m of models) n = Math.max(n, (await this.states.get(connectionId, m.model)).failures);
    return n;
  }
}

/** `health: error` for a failing sync, unless the connection is already unhealthy for its credentials (kept). */
function syncFailing(conn: ConnectionDoc, why: string): Pick<ConnectionDoc, 'health' | 'healthReason'> | Record<string, never> {
  return conn.health === 'ok' ? { health: 'error', healthReason: `${SYNC_FAILING_PREFIX}${why}`.slice(0, 500) } : {};
}

/** Back to `ok` after a successful run, when a failing sync was what made the connection unhealthy. */
function syncRecovered(conn: ConnectionDoc): Pick<ConnectionDoc, 'health' | 'healthReason'> | Record<string, never> {
  // Only the sync's own verdict: an `error` for the credentials (ConnectionHealthService) is cleared by that service.
  return isSyncFailing(conn) ? { health: 'ok', healthReason: null } : {};
}

const SYNC_FAILING_PREFIX = 'sync failing: ';
const isSyncFailing = (conn: ConnectionDoc) => conn.health === 'error' && (conn.healthReason ?? '').startsWith(SYNC_FAILING_PREFIX);

/** The cursor, or the given time if that is earlier (a pass that saw nothing keeps its cursor). */
function earlierCursor(cursor: string | null, atMs: number): string | null {
  if (!cursor || Date.parse(cursor) <= atMs) return cursor;
  return new Date(atMs).toISOString();
}

function maxCursor(current: string | null, value: unknown): string | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return current;
  const t = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(t)) return current;
  if (current && Date.parse(current) >= t) return current;
  return new Date(t).toISOString();
}

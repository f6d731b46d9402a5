import type { CompiledConnector } from '../compile/compiled-connector.js';
import { getPath, setPath } from '../mapping/paths.js';
import type { SandboxToolState } from '../connection/ports.js';
import { MAX_RECORDS, SEEDED_RECORDS } from './sandbox-tool.js';
import type { SandboxRecordMaker } from './sandbox-records.js';

/** Changes per minute when the connection sets none: a few, so a sync soon has something to report. */
export const DEFAULT_CHANGES_PER_MINUTE = 3;
/** The most changes one catch-up makes: a connection idle for days does not replay them all. */
const MAX_CATCH_UP = 20;
/** A resource keeps at least this many records: the clock deletes only above it. */
const MIN_RECORDS = 5;
const DAY = 86_400_000;

/** A small deterministic generator (mulberry32): the n-th change of a connection is always the same change. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The resources the activity clock changes: those a synced model reads and that list their records. */
function activeResources(connector: CompiledConnector): string[] {
  const synced = new Set(
    Object.values(connector.models)
      .filter((m) => m.sync?.enabled !== false)
      .map((m) => m.resource),
  );
  return Object.keys(connector.resources)
    .filter((r) => synced.has(r) && Object.values(connector.resources[r]!).some((op) => op.records !== undefined))
    .sort();
}

/** A new state: every resource with its seeded records, changed over the last 90 days before `now`. */
export function seedState(connector: CompiledConnector, makers: (resource: string) => SandboxRecordMaker, now: number): SandboxToolState {
  const state: SandboxToolState = { createdAt: now, activityAt: now, changes: 0, resources: {} };
  for (const resource of Object.keys(connector.resources)) {
    const maker = makers(resource);
    const records = Array.from({ length: SEEDED_RECORDS }, (_, i) => {
      // Oldest first, the last one an hour ago: a 30-day initial window holds some, the backfill the rest.
      const at = now - 3_600_000 - ((SEEDED_RECORDS - 1 - i) * (90 * DAY)) / SEEDED_RECORDS;
      return maker.make(i, 'seed', Math.round(at));
    });
    state.resources[resource] = { seq: 0, records };
  }
  return state;
}

/**
 * The activity clock: the simulated tool's own users at work. Catches up to `now` at `changesPerMinute`, each
 * change at its own time: a record created, a field of one updated, or one deleted (in a synced resource), chosen
 * by a generator seeded with the connection and the change's number. Returns whether anything changed.
 */
export function runActivity(
  connector: CompiledConnector,
  state: SandboxToolState,
  makers: (resource: string) => SandboxRecordMaker,
  connectionId: string,
  changesPerMinute: number,
  now: number,
): boolean {
  if (changesPerMinute <= 0) {
    state.activityAt = now;
    return false;
  }
  const every = 60_000 / changesPerMinute;
  const due = Math.floor((now - state.activityAt) / every);
  if (due <= 0) return false;
  const resources = activeResources(connector);
  let connectionSeed = 5381;
  for (let i = 0; i < connectionId.length; i++) connectionSeed = (connectionSeed * 33 + connectionId.charCodeAt(i)) >>> 0;
  const start = due > MAX_CATCH_UP ? now - MAX_CATCH_UP * every : state.activityAt;
  const count = Math.min(due, MAX_CATCH_UP);
  for (let k = 1; k <= count && resources.length; k++) {
    const at = Math.round(start + k * every);
    const n = state.changes++;
    const next = rng(n * 7919 + connectionSeed);
    const resource = resources[Math.floor(next() * resources.length)]!;
    const store = (state.resources[resource] ??= { seq: 0, records: [] });
    const maker = makers(resource);
    const roll = next();
    if (roll < 0.35 || store.records.length < MIN_RECORDS) {
      const seq = ++store.seq + SEEDED_RECORDS;
      const made = maker.make(seq, `activity-${connectionId}`, at);
      made.id = maker.newId(seq);
      maker.stamp(made.native, made.id, at, at);
      store.records.push(made);
      if (store.records.length > MAX_RECORDS) store.records.splice(0, store.records.length - MAX_RECORDS);
    } else if (roll < 0.85) {
      const target = store.records[Math.floor(next() * store.records.length)]!;
      // One mapped field takes the value a fresh record would have: a person changed a detail.
      const fresh = maker.make(n, `update-${connectionId}`, at);
      const paths = maker.writablePaths();
      const path = paths.length ? paths[Math.floor(next() * paths.length)]! : undefined;
      if (path) setPath(target.native, path, getPath(fresh.native, path));
      maker.stamp(target.native, target.id, undefined, at);
      target.modifiedAt = at;
    } else {
      store.records.splice(Math.floor(next() * store.records.length), 1);
    }
  }
  state.activityAt = due > MAX_CATCH_UP ? now : state.activityAt + count * every;
  return true;
}

import type { DeltaPage } from '../../connectors/index.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';

/** A unified record as the connector runtime returns it; `id` is the tool's identifier. */
export type UnifiedRecord = Record<string, unknown>;

/** A model a manifest declares syncable, with its incremental cursor (a unified datetime field) if any. */
export interface SyncModel {
  model: string;
  cursorField?: string;
  /** manifest `sync.delta`: changes are read with a token the previous read ended with (cursorField is then unset) */
  delta?: boolean;
  /** manifest `sync.deletions`: how deletions are noticed (absent: a full listing every PLUGBOARD_FULL_RESYNC_MS) */
  deletions?: { strategy: 'full_list' | 'deleted_records' | 'tombstones' | 'none'; intervalMs?: number };
}

/**
 * What sync needs from the connector runtime (implemented over `createConnectorRuntime(...).listAll` and the
 * registry's `models.<m>.sync` declarations by the composition root). Pages come one at a time: the sync
 * processes a page before asking for the next, so a large tool never sits in memory at once.
 */
export interface RecordSource {
  syncModels(integrationId: string): SyncModel[];
  listAll(connection: ConnectionDoc, model: string, opts: { since?: Date; signal?: AbortSignal }): AsyncIterable<UnifiedRecord[]>;
  /** Ids deleted at the tool in [since, until] (models whose deletions are `deleted_records`), page by page. */
  listDeleted(connection: ConnectionDoc, model: string, opts: { since: Date; until: Date }): AsyncIterable<string[]>;
  /** Whether a listed record is a tombstone (models whose deletions are `tombstones`): deleted at the tool. */
  isDeleted(record: UnifiedRecord): boolean;
  /**
   * A delta model's read: everything (and the first token) without `token`, else the changes since it. Throws
   * DeltaTokenExpired when the tool no longer honours the token.
   */
  listDelta(connection: ConnectionDoc, model: string, opts: { token?: string }): AsyncIterable<DeltaPage>;
}

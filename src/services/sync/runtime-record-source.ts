import { isDeletedRecord, type ConnectorRegistry } from '../../connectors/index.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { ConnectorAccess } from '../connectors/connector-access.js';
import type { DeltaPage } from '../../connectors/index.js';
import type { RecordSource, SyncModel, UnifiedRecord } from './record-source.js';

/**
 * RecordSource over the connector runtime: models from the manifests (every model unless `sync: { enabled: false }`), pages from
 * `listAll` through the shared ConnectorAccess, so syncs and live calls share one token manager (one refresh at
 * a time per connection, rotated refresh tokens never replayed) and the connection's OAuth client.
 */
export class RuntimeRecordSource implements RecordSource {
  constructor(
    private readonly registry: ConnectorRegistry,
    private readonly access: Pick<ConnectorAccess, 'listAll' | 'listDeleted' | 'listDelta'>,
  ) {}

  syncModels(integrationId: string): SyncModel[] {
    const models = this.registry.get(integrationId)?.manifest.models ?? {};
    return Object.entries(models)
      .filter(([, m]) => m.sync?.enabled !== false)
      .map(([model, m]) => {
        const out: SyncModel = m.sync?.delta
          ? { model, delta: true }
          : m.sync?.incremental
            ? { model, cursorField: m.sync.incremental.cursor_field }
            : { model };
        const d = m.sync?.deletions;
        if (d) out.deletions = { strategy: d.strategy, ...(d.interval_seconds ? { intervalMs: d.interval_seconds * 1000 } : {}) };
        return out;
      });
  }

  listAll(conn: ConnectionDoc, model: string, opts: { since?: Date }): AsyncIterable<UnifiedRecord[]> {
    return this.access.listAll(conn, model, opts.since ? { since: opts.since.toISOString() } : {});
  }

  listDeleted(conn: ConnectionDoc, model: string, opts: { since: Date; until: Date }): AsyncIterable<string[]> {
    return this.access.listDeleted(conn, model, { since: opts.since.toISOString(), until: opts.until.toISOString() });
  }

  isDeleted(record: UnifiedRecord): boolean {
    return isDeletedRecord(record);
  }

  listDelta(conn: ConnectionDoc, model: string, opts: { token?: string }): AsyncIterable<DeltaPage> {
    return this.access.listDelta(conn, model, opts);
  }
}

import type { ConnectorRegistry, ConnectorRuntime, Credentials } from '../../connectors/index.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { RecordSource, SyncModel, UnifiedRecord } from './record-source.js';

/** RecordSource over the connector runtime: syncable models from the manifests' `models.<m>.sync`, pages from `listAll`. */
export class RuntimeRecordSource implements RecordSource {
  constructor(
    private readonly registry: ConnectorRegistry,
    private readonly runtime: Pick<ConnectorRuntime, 'listAll'>,
    private readonly revealCredentials: (conn: ConnectionDoc) => Credentials,
  ) {}

  syncModels(integrationId: string): SyncModel[] {
    const models = this.registry.get(integrationId)?.manifest.models ?? {};
    return Object.entries(models)
      .filter(([, m]) => m.sync?.syncable === true)
      .map(([model, m]) => (m.sync?.incremental ? { model, cursorField: m.sync.incremental.cursor_field } : { model }));
  }

  listAll(conn: ConnectionDoc, model: string, opts: { since?: Date }): AsyncIterable<UnifiedRecord[]> {
    const ctx = { connectionId: conn.id, integrationId: conn.integrationId, inputs: conn.inputs, credentials: this.revealCredentials(conn) };
    return this.runtime.listAll(ctx, model, opts.since ? { since: opts.since.toISOString() } : {});
  }
}

import type { Audit } from '../audit/audit-recorder.js';
import {
  checkFieldMappingOverride,
  MAX_FIELD_MAPPING_CHARS,
  type ConnectorRegistry,
  type FieldMappings,
  type ToolField,
} from '../../connectors/index.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionDoc, ConnectionsRepo } from '../../store/connections.repo.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import type { ConnectorAccess } from '../connectors/connector-access.js';
import type { ConnectionsService } from './connections-service.js';

/**
 * Per-connection field mappings as data: a connection's overrides of its connector's model mappings (a unified
 * field read from and written to a custom field of the tool; custom fields returned under `additional`), checked
 * by the manifest schema's own definitions, stored on the connection and applied by the generic runtime to that
 * connection's reads, writes and sync. And custom-field discovery: the tool's fields of a model, from the
 * metadata endpoint its manifest declares.
 */
export class FieldMappingsService {
  constructor(
    private readonly connections: ConnectionsService,
    private readonly repo: ConnectionsRepo,
    private readonly registry: ConnectorRegistry,
    private readonly access: ConnectorAccess,
    /** Told after a connection's mappings changed (the sync resumes: one stopped by a failing mapping waits for this). */
    private readonly changed: (connectionId: string) => Promise<void> = () => Promise.resolve(),
  ) {}

  async get(env: EnvironmentDoc, id: string): Promise<FieldMappings> {
    return byModel(await this.connections.get(env, id));
  }

  /** Sets (or, with null, removes) the override of one model; answers every override of the connection. */
  async set(env: EnvironmentDoc, id: string, modelId: string, mapping: unknown, audit: Audit): Promise<FieldMappings> {
    const doc = await this.connections.get(env, id);
    const connector = this.registry.get(doc.integrationId);
    if (!connector) throw new PlugboardError('NOT_FOUND', `Unknown integration ${doc.integrationId}`, { details: { id } });
    // Bounded before anything parses or compiles it: every distinct mapping is compiled and cached.
    const size = mapping === null ? 0 : JSON.stringify(mapping).length;
    if (size > MAX_FIELD_MAPPING_CHARS) {
      throw new PlugboardError(
        'PAYLOAD_TOO_LARGE',
        `A field mapping may be at most ${MAX_FIELD_MAPPING_CHARS} characters of JSON; this one is ${size}`,
        { details: { model: modelId, maxChars: MAX_FIELD_MAPPING_CHARS, chars: size } },
      );
    }
    const others = (doc.fieldMappings ?? []).filter((f) => f.model !== modelId);
    const next =
      mapping === null ? others : [...others, { model: modelId, mapping: checkFieldMappingOverride(connector, modelId, mapping) }];
    await this.repo.updateInEnvironment(env.id, id, { fieldMappings: next });
    await this.changed(id);
    const previous = (doc.fieldMappings ?? []).find((f) => f.model === modelId);
    await audit.record(
      'fieldMapping.set',
      { type: 'connection', id, name: modelId, environmentId: env.id },
      {
        before: previous ? { model: modelId, mapping: previous.mapping } : null,
        after: mapping === null ? null : { model: modelId, mapping },
      },
    );
    return byModel({ fieldMappings: next });
  }

  async listToolFields(env: EnvironmentDoc, id: string, modelId: string): Promise<ToolField[]> {
    return this.access.listFields(await this.connections.get(env, id), modelId);
  }
}

const byModel = (doc: Pick<ConnectionDoc, 'fieldMappings'>): FieldMappings =>
  Object.fromEntries((doc.fieldMappings ?? []).map((f) => [f.model, f.mapping]));

import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledConnector } from '../compile/compiled-connector.js';
import { getPath } from '../mapping/paths.js';
import type { Executor } from './execute.js';
import type { ConnectionContext } from '../connection/ports.js';
import { buildRequest } from '../transport/request-builder.js';

/** One field of a model's records at the tool, as its metadata endpoint describes it. */
export interface ToolField {
  /** Its key in a record. */
  name: string;
  label: string | null;
  /** The tool's own type name (string, enumeration, number, ...). */
  type: string | null;
  /** Its path in a record: what a field mapping's `path` or `expose` names. */
  path: string;
}

/** Custom-field discovery: the fields of `modelId` at the connection's tool, from `models.<id>.fields_metadata`. */
export async function listToolFields(
  executor: Executor,
  connector: CompiledConnector,
  conn: ConnectionContext,
  modelId: string,
): Promise<ToolField[]> {
  const meta = connector.fieldsMetadata[modelId];
  if (!meta) {
    throw new PlugboardError('NOT_SUPPORTED_BY_INTEGRATION', `${connector.info.display.name} does not list the fields of ${modelId}`, {
      details: { integrationId: connector.id, model: modelId, supported: Object.keys(connector.fieldsMetadata) },
    });
  }
  const call = await executor.openCall(connector, conn);
  const res = await executor.execute(call, buildRequest(connector, call.target, meta.request, {}));
  const list = getPath(res.body, meta.records);
  if (!Array.isArray(list)) {
    throw new PlugboardError('DOWNSTREAM_ERROR', `${connector.info.display.name}'s field list has no '${meta.records.join('.')}' array`, {
      details: { integrationId: connector.id },
    });
  }
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
  return list.flatMap((entry: unknown) => {
    const name = text(getPath(entry, meta.name));
    if (!name) return [];
    return [
      {
        name,
        label: meta.label ? text(getPath(entry, meta.label)) : null,
        type: meta.type ? text(getPath(entry, meta.type)) : null,
        path: meta.pathPrefix ? `${meta.pathPrefix}.${name}` : name,
      },
    ];
  });
}

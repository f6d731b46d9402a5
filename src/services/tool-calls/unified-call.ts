import {
  commonModelByPath,
  type CommonModel,
  type ConnectionContext,
  type ConnectorRuntime,
  type UnifiedOperation,
  type UnifiedParams,
} from '../../connectors/index.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import { acceptRecord, type Include } from '../unified/present.js';

export const UNIFIED_OPERATIONS: readonly UnifiedOperation[] = ['list', 'get', 'create', 'update', 'delete', 'search'];

/** `/api/unifications/<category>/<model>/<operation>` and the agent tools generated from it. */
export interface UnifiedCall {
  category: string;
  /** plural model segment of the path, e.g. `contacts` */
  model: string;
  operation: string;
  body: Record<string, unknown>;
}

/** A unified call checked and turned into the runtime's terms, before anything is sent. */
export interface UnifiedPlan {
  model: CommonModel;
  operation: UnifiedOperation;
  params: UnifiedParams;
  /** the id the caller named (a delete answers it when the tool does not) */
  id: unknown;
}

/**
 * Resolves the common model and the operation and checks the record of a write (read-only fields are refused with
 * one 400): pure, so a call that cannot run fails before the connection's credentials are opened.
 */
export function planUnified(c: UnifiedCall): UnifiedPlan {
  const m = commonModelByPath(c.category, c.model);
  const op = UNIFIED_OPERATIONS.find((o) => o === c.operation);
  if (!m || !op) {
    throw new PlugboardError('NOT_FOUND', `No unified operation ${c.category}/${c.model}/${c.operation}`, { details: c });
  }
  const b = c.body;
  const include = (b.include ?? {}) as Include;
  const read = { includeAdditional: include.additional === true, includeNative: include.$native === true };
  const plan = (params: UnifiedParams): UnifiedPlan => ({ model: m, operation: op, params, id: b.id });
  switch (op) {
    case 'list':
    case 'search':
      return plan({
        ...read,
        ...(typeof b.cursor === 'string' ? { cursor: b.cursor } : {}),
        ...(typeof b.pageSize === 'number' ? { pageSize: b.pageSize } : {}),
        ...(b.filter && typeof b.filter === 'object' ? { filter: b.filter as Record<string, unknown> } : {}),
      });
    case 'get':
      return plan({ ...read, id: String(b.id) });
    case 'create':
    case 'update': {
      const record = acceptRecord(m, b[m.singular], op);
      return plan({ ...read, record, ...(op === 'update' ? { id: String(b.id) } : {}) });
    }
    case 'delete':
      return plan({ id: String(b.id) });
  }
}

/**
 * Runs a planned unified call on the connection and answers in the API schema's vocabulary (`{contacts,
 * nextPageCursor}`, `{contact}`, `{id}`). The runtime's records are already the API's (the compiled model's toApi).
 */
export async function runUnified(runtime: ConnectorRuntime, ctx: ConnectionContext, p: UnifiedPlan): Promise<Record<string, unknown>> {
  const { model: m, operation: op } = p;
  const res = await runtime.unified(ctx, m.id, op, p.params);
  switch (op) {
    case 'list':
    case 'search':
      return { [m.plural]: res.records ?? [], nextPageCursor: res.nextPageCursor ?? null };
    case 'get':
      return { [m.singular]: res.record ?? null };
    case 'create':
    case 'update': {
      // Accepted without a record (Graph's sendMail answers 202 and no body): nothing to read back; it shows in sync.
      if (res.accepted) return { [m.singular]: null };
      let rec = res.record ?? null;
      // Some tools answer a write with no body or the id only: read the record back for the documented shape.
      if (ctx.dryRun) ctx.dryRun.note(`When the tool answers with the id only, the ${m.singular} is then read back with get.`);
      else if (res.readBackId !== undefined) {
        const read = { includeAdditional: p.params.includeAdditional, includeNative: p.params.includeNative, id: res.readBackId };
        rec = (await runtime.unified(ctx, m.id, 'get', read)).record ?? rec;
      }
      return { [m.singular]: rec };
    }
    case 'delete':
      return { id: String(res.id ?? p.id) };
  }
}

import { commonModelByPath, type CommonModel, type UnifiedOperation } from '../../connectors/index.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { CallOptions, ConnectorAccess } from '../connectors/connector-access.js';
import { withToolErrors } from '../connectors/tool-errors.js';
import { acceptRecord, presentRecord, type Include } from './present.js';

export const UNIFIED_OPERATIONS: readonly UnifiedOperation[] = ['list', 'get', 'create', 'update', 'delete', 'search'];

export interface UnifiedCall {
  category: string;
  /** plural model segment of the path, e.g. `contacts` */
  model: string;
  operation: string;
  body: Record<string, unknown>;
}

/**
 * The unified API: `/api/unifications/<category>/<model>/<operation>` for any connection. Resolves the common
 * model, runs the operation through ConnectorAccess and presents the result in the API schema's vocabulary
 * (`{contacts, nextPageCursor}`, `{contact}`, `{id}`).
 */
export class UnifiedService {
  constructor(private readonly access: ConnectorAccess) {}

  async call(conn: ConnectionDoc, c: UnifiedCall, call: CallOptions = {}): Promise<Record<string, unknown>> {
    const m = commonModelByPath(c.category, c.model);
    const op = UNIFIED_OPERATIONS.find((o) => o === c.operation);
    if (!m || !op) {
      throw new PlugboardError('NOT_FOUND', `No unified operation ${c.category}/${c.model}/${c.operation}`, { details: c });
    }
    const b = c.body;
    const include = (b.include ?? {}) as Include;
    const read = { includeAdditional: include.additional === true, includeNative: include.$native === true };
    switch (op) {
      case 'list':
      case 'search': {
        const res = await this.run(conn, m, op, call, {
          ...read,
          ...(typeof b.cursor === 'string' ? { cursor: b.cursor } : {}),
          ...(typeof b.pageSize === 'number' ? { pageSize: b.pageSize } : {}),
          ...(b.filter && typeof b.filter === 'object' ? { filter: b.filter as Record<string, unknown> } : {}),
        });
        return { [m.plural]: (res.records ?? []).map((r) => presentRecord(m, r, include)), nextPageCursor: res.nextPageCursor ?? null };
      }
      case 'get': {
        const res = await this.run(conn, m, op, call, { ...read, id: String(b.id) });
        return { [m.singular]: presentRecord(m, res.record ?? {}, include) };
      }
      case 'create':
      case 'update': {
        const record = acceptRecord(m, b[m.singular], op);
        const res = await this.run(conn, m, op, call, { ...read, record, ...(op === 'update' ? { id: String(b.id) } : {}) });
        // Accepted without a record (Graph's sendMail answers 202 and no body): nothing to read back; it shows in sync.
        if (res.accepted) return { [m.singular]: null };
        let rec = res.record ?? {};
        // Some tools answer a write with no body or the id only: read the record back for the documented shape.
        if (call.dryRun) call.dryRun.note(`When the tool answers with the id only, the ${m.singular} is then read back with get.`);
        else if (Object.keys(rec).length <= 1 && rec.id !== undefined && rec.id !== null) {
          rec = (await this.run(conn, m, 'get', call, { ...read, id: String(rec.id) })).record ?? rec;
        }
        return { [m.singular]: presentRecord(m, rec, include) };
      }
      case 'delete': {
        const res = await this.run(conn, m, op, call, { id: String(b.id) });
        return { id: String(res.id ?? b.id) };
      }
    }
  }

  /** One page of a model for the older CRM interface (which names fields as the API does). */
  async page(conn: ConnectionDoc, m: CommonModel, opts: { cursor?: string; allFields?: boolean }) {
    const res = await this.run(
      conn,
      m,
      'list',
      {},
      {
        includeAdditional: opts.allFields === true,
        ...(opts.cursor ? { cursor: opts.cursor } : {}),
      },
    );
    return {
      records: (res.records ?? []).map((r) => presentRecord(m, r, { additional: opts.allFields === true })),
      nextPageCursor: res.nextPageCursor ?? null,
    };
  }

  async getOne(conn: ConnectionDoc, m: CommonModel, id: string, allFields: boolean) {
    const res = await this.run(conn, m, 'get', {}, { id, includeAdditional: allFields });
    return presentRecord(m, res.record ?? {}, { additional: allFields });
  }

  private async run(
    conn: ConnectionDoc,
    m: CommonModel,
    op: UnifiedOperation,
    call: CallOptions,
    params: Parameters<ConnectorAccess['unified']>[3],
  ) {
    return withToolErrors(conn, () => this.access.unified(conn, m.id, op, params, call));
  }
}

import type { PassthroughRequest } from '../../connectors/index.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { ConnectorAccess } from '../connectors/connector-access.js';
import { withToolErrors } from '../connectors/tool-errors.js';

export interface PassthroughAnswer {
  $native: { status: number; headers: Record<string, string>; body: unknown };
  data: unknown;
}

/**
 * Forwards a raw request to the connection's tool. The tool's own 4xx/5xx answers are data, not gateway
 * errors: they come back with 200 and the tool's status and body under `$native` (a caller of a raw API wants
 * the raw answer). Gateway-side failures (path refused, tool unreachable, credentials revoked) are errors.
 */
export class PassthroughService {
  constructor(private readonly access: ConnectorAccess) {}

  async forward(conn: ConnectionDoc, req: PassthroughRequest): Promise<PassthroughAnswer> {
    const res = await withToolErrors(conn, () => this.access.passthrough(conn, req));
    return { $native: { status: res.status, headers: res.headers, body: res.body ?? null }, data: res.data ?? null };
  }
}

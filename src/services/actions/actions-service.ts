import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { CallOptions, ConnectorAccess } from '../connectors/connector-access.js';
import { withToolErrors } from '../connectors/tool-errors.js';

/** Tool-specific actions declared by manifests: `/api/actions/<integrationId>/<action path>`. */
export class ActionsService {
  constructor(private readonly access: ConnectorAccess) {}

  async run(conn: ConnectionDoc, integrationId: string, actionPath: string, input: unknown, call: CallOptions = {}): Promise<unknown> {
    if (conn.integrationId !== integrationId) {
      throw new PlugboardError(
        'NOT_SUPPORTED_BY_INTEGRATION',
        `This connection is to ${conn.integrationId}; ${integrationId} actions need a ${integrationId} connection`,
        {
          details: { integrationId, connectionIntegrationId: conn.integrationId, action: actionPath },
        },
      );
    }
    return withToolErrors(conn, () => this.access.action(conn, actionPath, input ?? {}, call));
  }
}

import type { Audit } from '../audit/audit-recorder.js';
import { commonModelById } from '../../connectors/index.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import type { AuthContextService } from '../auth/auth-context-service.js';
import type { ConnectionsService } from '../connections/connections-service.js';
import type { ConnectorAccess } from '../connectors/connector-access.js';
import { withToolErrors } from '../connectors/tool-errors.js';
import type { UnifiedService } from '../unified/unified-service.js';

/** The action a manifest declares to page through a CRM list's members (see docs/crm-interface.md). */
const LIST_MEMBERS_ACTION = 'lists/members';

interface MembersPage {
  ids: string[];
  nextCursor?: string | null;
}

const contactModel = commonModelById('crm.contact')!;
const listModel = commonModelById('crm.list')!;

/**
 * The older CRM interface (`/crm/...`, `/connection/...`): the access token travels as a parameter, answers are
 * bare, and `/crm/` calls wait for the first sync (409 CONNECTION_SYNCING while the connection is NEW_CONNECTION).
 */
export class LegacyCrmService {
  constructor(
    private readonly authContext: AuthContextService,
    private readonly connections: ConnectionsService,
    private readonly access: ConnectorAccess,
    private readonly unified: UnifiedService,
  ) {}

  /** The connection of an `accessToken` parameter; it must belong to the API token's environment. */
  async connectionFor(env: EnvironmentDoc, accessToken: string | undefined): Promise<ConnectionDoc> {
    const conn = await this.authContext.connectionForAccessToken(accessToken);
    if (conn?.environmentId !== env.id) {
      throw new PlugboardError('UNAUTHORIZED', accessToken ? 'Invalid accessToken' : 'Missing accessToken parameter', {
        details: { parameter: 'accessToken' },
      });
    }
    return conn;
  }

  private async crmConnection(env: EnvironmentDoc, accessToken: string | undefined): Promise<ConnectionDoc> {
    const conn = await this.connectionFor(env, accessToken);
    if (conn.status === 'NEW_CONNECTION') {
      throw new PlugboardError(
        'CONNECTION_SYNCING',
        'The connection is still syncing its first data; /crm/ endpoints open once it is INITIAL_SYNCED',
        {
          details: { status: conn.status },
        },
      );
    }
    return conn;
  }

  async listContacts(env: EnvironmentDoc, q: { accessToken?: string; cursor?: string; allFields?: boolean }) {
    const conn = await this.crmConnection(env, q.accessToken);
    const page = await this.unified.page(conn, contactModel, {
      ...(q.cursor ? { cursor: q.cursor } : {}),
      allFields: q.allFields === true,
    });
    return { contacts: page.records, nextPageCursor: page.nextPageCursor };
  }

  async getList(
    env: EnvironmentDoc,
    q: { accessToken?: string; objectType: 'contact' | 'lead'; id: string; cursor?: string; allFields?: boolean },
  ) {
    const conn = await this.crmConnection(env, q.accessToken);
    const caps = this.access.registry.get(conn.integrationId)?.info.capabilities;
    const hasMembers = caps?.actions.some((a) => a.path === LIST_MEMBERS_ACTION) ?? false;
    if (!caps?.models['crm.list']?.includes('get') || !hasMembers) {
      throw new PlugboardError('NOT_SUPPORTED_BY_INTEGRATION', `${conn.integrationId} does not support CRM lists`, {
        details: { integrationId: conn.integrationId, needs: { model: 'crm.list', operation: 'get', action: LIST_MEMBERS_ACTION } },
      });
    }
    const memberCursor = q.cursor ? decodeListCursor(q.cursor, q.id) : undefined;
    const list = await this.unified.getOne(conn, listModel, q.id, q.allFields === true);
    const input = { listId: String(list.nativeId ?? q.id), objectType: q.objectType, ...(memberCursor ? { cursor: memberCursor } : {}) };
    const members = (await withToolErrors(conn, () => this.access.action(conn, LIST_MEMBERS_ACTION, input))) as MembersPage;
    const next = members.nextCursor ? encodeListCursor(q.id, members.nextCursor) : null;
    return { list: { ...list, associations: [{ contactIds: members.ids.map(String) }] }, nextPageCursor: next };
  }

  async deleteConnection(env: EnvironmentDoc, connectionId: string, accessToken: string | undefined, audit: Audit) {
    const conn = await this.connectionFor(env, accessToken);
    if (conn.id !== connectionId) {
      throw new PlugboardError('UNAUTHORIZED', 'The accessToken does not belong to this connection', {
        details: { parameter: 'accessToken' },
      });
    }
    await this.connections.delete(env, connectionId, audit);
    return { connectionId, deleted: true as const };
  }
}

/** The members cursor is the tool's, wrapped with the list id so it cannot be replayed on another list. */
function encodeListCursor(listId: string, cursor: string): string {
  return Buffer.from(JSON.stringify({ l: listId, c: cursor })).toString('base64url');
}

function decodeListCursor(raw: string, listId: string): string {
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as { l?: unknown; c?: unknown };
    if (v.l === listId && typeof v.c === 'string') return v.c;
  } catch {
    // fall through
  }
  throw new PlugboardError('VALIDATION_FAILED', 'cursor is not a nextPageCursor of this list', {
    details: [{ field: 'query.cursor', rule: 'cursor', message: 'is not valid' }],
  });
}

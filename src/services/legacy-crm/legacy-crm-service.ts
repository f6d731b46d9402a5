import type { Audit } from '../audit/audit-recorder.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import type { AuthContextService } from '../auth/auth-context-service.js';
import type { ConnectionsService } from '../connections/connections-service.js';
import type { ConnectorRegistry } from '../../connectors/index.js';
import type { ToolCall, ToolCallService } from '../tool-calls/tool-call-service.js';

/** The action a manifest declares to page through a CRM list's members (see docs/crm-interface.md). */
const LIST_MEMBERS_ACTION = 'lists/members';

interface MembersPage {
  ids: string[];
  nextCursor?: string | null;
}

/**
 * The older CRM interface (`/crm/...`, `/connection/...`): the access token travels as a parameter, answers are
 * bare, and `/crm/` calls wait for the first sync (409 CONNECTION_SYNCING while the connection is NEW_CONNECTION).
 */
export class LegacyCrmService {
  constructor(
    private readonly authContext: AuthContextService,
    private readonly connections: ConnectionsService,
    private readonly registry: ConnectorRegistry,
    private readonly toolCalls: ToolCallService,
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
    // The unified list's answer is this one's: `{ contacts, nextPageCursor }`, named as the API names fields.
    const body = { ...(q.cursor ? { cursor: q.cursor } : {}), include: { additional: q.allFields === true } };
    const page = (await this.toolCalls.result(conn, unified('contacts', 'list', body))) as {
      contacts: unknown[];
      nextPageCursor: string | null;
    };
    return { contacts: page.contacts, nextPageCursor: page.nextPageCursor };
  }

  async getList(
    env: EnvironmentDoc,
    q: { accessToken?: string; objectType: 'contact' | 'lead'; id: string; cursor?: string; allFields?: boolean },
  ) {
    const conn = await this.crmConnection(env, q.accessToken);
    const caps = this.registry.get(conn.integrationId)?.info.capabilities;
    const hasMembers = caps?.actions.some((a) => a.path === LIST_MEMBERS_ACTION) ?? false;
    if (!caps?.models['crm.list']?.includes('get') || !hasMembers) {
      throw new PlugboardError('NOT_SUPPORTED_BY_INTEGRATION', `${conn.integrationId} does not support CRM lists`, {
        details: { integrationId: conn.integrationId, needs: { model: 'crm.list', operation: 'get', action: LIST_MEMBERS_ACTION } },
      });
    }
    const memberCursor = q.cursor ? decodeListCursor(q.cursor, q.id) : undefined;
    const get = unified('lists', 'get', { id: q.id, include: { additional: q.allFields === true } });
    const { list } = (await this.toolCalls.result(conn, get)) as { list: Record<string, unknown> };
    const input = { listId: String(list.nativeId ?? q.id), objectType: q.objectType, ...(memberCursor ? { cursor: memberCursor } : {}) };
    const members = (await this.toolCalls.result(conn, {
      kind: 'action',
      integrationId: conn.integrationId,
      actionPath: LIST_MEMBERS_ACTION,
      input,
    })) as MembersPage;
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

/** A unified CRM call of this interface (its records are the unified API's). */
const unified = (model: string, operation: string, body: Record<string, unknown>): ToolCall => ({
  kind: 'unified',
  category: 'crm',
  model,
  operation,
  body,
});

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

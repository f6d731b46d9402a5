import type { HandshakeAnswer, InboundRequest } from '../../connectors/index.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import { objectEventType } from '../../events/connector-event.js';
import type { Logger } from '../../log/logger.js';
import type { ConnectionsRepo } from '../../store/connections.repo.js';
import type { ConnectorAccess } from '../connectors/connector-access.js';
import type { EventPublisher } from '../webhooks/event-publisher.js';

const isForm = (headers: InboundRequest['headers']): boolean => {
  const type = headers['content-type'];
  return (Array.isArray(type) ? type[0] : type)?.toLowerCase().startsWith('application/x-www-form-urlencoded') === true;
};

/**
 * Native webhooks of a tool -> object events to the project's webhooks, in real time instead of after the next
 * sync. The manifest's `webhooks` block says how to verify the signature and how to read the events.
 */
export class ToolWebhooksService {
  constructor(
    private readonly connections: ConnectionsRepo,
    private readonly access: Pick<ConnectorAccess, 'declaresWebhooks' | 'webhookHandshake' | 'verifyWebhook' | 'decodeWebhook'>,
    private readonly publisher: EventPublisher,
    private readonly log: Logger,
    /** PUBLIC_BASE_URL: tools that sign the URL signed the address they were given, built from it. */
    private readonly publicBaseUrl: string,
    /** The secrets of the connection's automatic subscriptions (each stands in for the inputs of the same names). */
    private readonly subscriptionSecrets: (connectionId: string) => Promise<Record<string, string>[]> = () => Promise.resolve([]),
    /** Runs the connection's sync now (a notification that names no record: the sync finds the changes). */
    private readonly syncNow: (connectionId: string) => Promise<void> = () => Promise.resolve(),
    /** A tool's notice about one of the connection's subscriptions (by the tool's id): renew it now, or make it again. */
    private readonly subscriptionNotice: (connectionId: string, remoteId: string, kind: 'renew' | 'resubscribe') => Promise<void> = () =>
      Promise.resolve(),
  ) {}

  /**
   * `path` is the request's path and query as received. A registration handshake (manifest `webhooks.handshake`)
   * answers `echo` (the headers to send back) and publishes nothing.
   */
  async receive(
    integrationId: string,
    connectionId: string,
    input: Omit<InboundRequest, 'url'> & { path: string; payload: unknown },
  ): Promise<{ accepted: number; echo?: HandshakeAnswer }> {
    const req: InboundRequest = {
      method: input.method,
      url: `${this.publicBaseUrl}${input.path}`,
      rawBody: input.rawBody,
      headers: input.headers,
    };
    const conn = await this.connections.findById(connectionId);
    if (conn?.integrationId !== integrationId) {
      throw new PlugboardError('NOT_FOUND', `No ${integrationId} connection ${connectionId}`, { details: { integrationId, connectionId } });
    }
    if (!this.access.declaresWebhooks(integrationId)) {
      throw new PlugboardError(
        'NOT_SUPPORTED_BY_INTEGRATION',
        `${integrationId} declares no native webhooks; its changes arrive after each sync`,
        { details: { integrationId } },
      );
    }
    const echo = this.access.webhookHandshake(integrationId, req);
    if (echo) {
      this.log.info({ integrationId, connectionId }, 'tool webhook registration handshake');
      return { accepted: 0, echo };
    }
    const check = await this.access.verifyWebhook(conn, req, await this.subscriptionSecrets(conn.id));
    if (!check.ok) {
      this.log.warn({ integrationId, connectionId, reason: check.reason }, 'tool webhook refused');
      throw new PlugboardError('UNAUTHORIZED', `The webhook signature does not verify: ${check.reason}`);
    }
    // A JWT webhook carries its event in the token's claims, not in the body; a form (Twilio) is read as its fields.
    const changes = this.access.decodeWebhook(
      integrationId,
      check.payload ?? (isForm(input.headers) ? Object.fromEntries(new URLSearchParams(input.rawBody.toString('utf8'))) : input.payload),
      new URL(req.url, 'http://x').searchParams,
      req.headers,
    );
    const named = changes.filter(
      (c): c is typeof c & { change: 'created' | 'updated' | 'deleted' } =>
        c.change === 'created' || c.change === 'updated' || c.change === 'deleted',
    );
    await this.publisher.publish(
      conn,
      named.map((c) => ({ eventType: objectEventType(c.model, c.change), data: { id: c.id } })),
    );
    // Notices about the subscriptions themselves (Graph's lifecycle notifications): renewed or made again by the job.
    for (const c of changes) {
      if (c.change !== 'renew' && c.change !== 'resubscribe') continue;
      this.log.info({ integrationId, connectionId, notice: c.change }, 'tool subscription notice');
      await this.subscriptionNotice(conn.id, c.id, c.change);
    }
    // The object events of a notification that names no record come from the sync run it starts; a subscription
    // made again may have missed changes meanwhile, which the sync reads too.
    if (changes.some((c) => c.change === 'sync' || c.change === 'resubscribe')) await this.syncNow(conn.id);
    return { accepted: changes.length };
  }
}

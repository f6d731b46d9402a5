import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionsRepo } from '../../store/connections.repo.js';
import type { EventPublisher } from '../webhooks/event-publisher.js';
import { objectEventType, type ObjectChange } from '../../events/connector-event.js';

/** One change a tool's native webhook reports, mapped to a unified model and the object's id. */
export interface InboundChange {
  model: string;
  change: ObjectChange;
  id: string;
}

/**
 * What a manifest would declare under `webhooks` (not in the manifest language yet): how to verify the tool's
 * signature over the raw body and headers, and how to map a payload to changes. Implemented by the connector
 * runtime once the declaration exists.
 */
export interface InboundWebhookDecoder {
  /** Null when the integration declares no native webhooks. */
  forIntegration(integrationId: string): {
    verify(input: { rawBody: string; headers: Record<string, string | string[] | undefined>; connectionInputs: Record<string, string> }): boolean;
    decode(payload: unknown): InboundChange[];
  } | null;
}

export const noInboundWebhooks: InboundWebhookDecoder = { forIntegration: () => null };

/** Native webhooks of a tool -> object events to the project's webhooks (real time instead of after the next sync). */
export class ToolWebhooksService {
  constructor(
    private readonly connections: ConnectionsRepo,
    private readonly decoder: InboundWebhookDecoder,
    private readonly publisher: EventPublisher,
  ) {}

  async receive(integrationId: string, connectionId: string, input: { rawBody: string; payload: unknown; headers: Record<string, string | string[] | undefined> }): Promise<{ accepted: number }> {
    const conn = await this.connections.findById(connectionId);
    if (!conn || conn.integrationId !== integrationId) {
      throw new PlugboardError('NOT_FOUND', `No ${integrationId} connection ${connectionId}`, { details: { integrationId, connectionId } });
    }
    const decl = this.decoder.forIntegration(integrationId);
    if (!decl) {
      throw new PlugboardError('NOT_SUPPORTED_BY_INTEGRATION', `${integrationId} declares no native webhooks; its changes arrive after each sync`, { details: { integrationId } });
    }
    if (!decl.verify({ rawBody: input.rawBody, headers: input.headers, connectionInputs: conn.inputs })) {
      throw new PlugboardError('UNAUTHORIZED', 'The webhook signature does not verify');
    }
    const changes = decl.decode(input.payload);
    await this.publisher.publish(conn, changes.map((c) => ({ eventType: objectEventType(c.model, c.change), data: { id: c.id } })));
    return { accepted: changes.length };
  }
}

import type { EnvironmentDoc } from '../../store/environments.repo.js';
import type { SessionsService } from './sessions-service.js';

/** A link to the hosted connect page, opening one session. */
export interface ConnectLink {
  url: string;
  /** The session token inside the link (single use, short-lived); the back end may exchange it. */
  sessionToken: string;
  expiresTime: string;
  integrationId: string;
  /** The connection the link re-authorises. */
  connectionId: string;
}

/**
 * Addresses of the hosted connect page (`GET /connect`). `reconnectLink` is what anything that tells a customer
 * "this connection needs its end user again" puts in its message (the dashboard's "copy a reconnect link", the
 * connection-health events): opening it re-authorises that same connection.
 */
export class ConnectLinks {
  constructor(
    private readonly sessions: SessionsService,
    private readonly publicBaseUrl: string,
  ) {}

  /** The connect page opening a session token (optionally on one integration). */
  pageUrl(sessionToken: string, integrationId?: string | null): string {
    const q = new URLSearchParams({ sessionToken, ...(integrationId ? { integrationId } : {}) });
    return `${this.publicBaseUrl}/connect?${q.toString()}`;
  }

  /** A new reconnect session for the connection (404 NOT_FOUND when it is not in `env`) and the page that opens it. */
  async reconnectLink(env: EnvironmentDoc, connectionId: string): Promise<ConnectLink> {
    const created = await this.sessions.create(env, 'session', { connectionId });
    const integrationId = created.integrationId!;
    return {
      url: this.pageUrl(created.token, integrationId),
      sessionToken: created.token,
      expiresTime: created.expiresAt.toISOString(),
      integrationId,
      connectionId,
    };
  }
}

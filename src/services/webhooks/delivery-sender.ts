import { LRUCache } from 'lru-cache';
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { Got } from 'got';
import { leanGot, sendOnce } from '../../connectors/index.js';
import { signedHeaders } from '../../events/sign-webhook.js';
import { RECONNECT_URL_CONTEXT, withReconnectUrl } from '../events/event-body.js';
import type { Logger } from '../../log/logger.js';
import type { DeliveryAttempt } from '../../store/deliveries.repo.js';
import type { EnvironmentsRepo } from '../../store/environments.repo.js';
import type { OutboxDoc } from '../../store/outbox.repo.js';
import type { ProjectsService } from '../projects/projects-service.js';
import { deliveryAgents, isRefusedByAgent, REFUSED_TARGET_REASON, refusingLookup } from './webhook-target-policy.js';
import { validateWebhookUrl } from './webhook-url.js';

/** Where a delivery finds each webhook's signing secret (the webhooks service; null when the webhook is gone). */
export type SigningSecrets = (webhookId: string) => Promise<string | null>;

/**
 * A token or secret read for one attempt signs the attempts of the next second too (a burst reads each once, not
 * two store reads per attempt). A rotation in this process is seen by the next attempt (forgetKeys); one made by
 * another process, within this long.
 */
const KEY_CACHE_MS = 1_000;
const KEY_CACHE_MAX = 1_000;

export interface SenderOptions {
  /** Opens sealed values (a `connection.degraded` delivery's reconnect link); without it the link is sent as null. */
  openSealed?: (sealed: string, context: string) => string;
  timeoutMs: number;
  /** Development and tests only: deliver to private, loopback and internal addresses. */
  allowPrivateTargets: boolean;
  /** Name resolution for receivers (default: the system's). Every address it yields is checked before connecting. */
  dnsLookup?: LookupFunction;
}

export interface SentAttempt {
  attempt: DeliveryAttempt;
  /** A request went out (false: ours stopped it first, a webhook or environment gone, a refused name). */
  sent: boolean;
  /** No re-send can succeed (the webhook or its environment is gone, the target is refused). */
  final: boolean;
  /** The receiver's doing (an answer, a timeout, a refused connection), not ours (a webhook gone, a refused target). */
  receiverFault: boolean;
}

/**
 * Signs a delivery afresh and sends it once with one client (no retries: a re-send is its own signed attempt; no
 * redirects; no throwing on an answer). What follows is the delivery service's judgement.
 */
export class DeliverySender {
  private readonly client: Got;
  /** Tokens and secrets read lately, shared by the attempts that start within KEY_CACHE_MS (a burst reads each once). */
  private readonly keys = new LRUCache<string, Promise<string | null>>({ max: KEY_CACHE_MAX, ttl: KEY_CACHE_MS });

  constructor(
    private readonly environments: EnvironmentsRepo,
    private readonly projects: ProjectsService,
    private readonly secrets: SigningSecrets,
    private readonly opts: SenderOptions,
    private readonly log: Logger,
  ) {
    const agents = deliveryAgents(opts.allowPrivateTargets);
    this.client = leanGot({
      retry: { limit: 0 },
      followRedirect: false,
      throwHttpErrors: false,
      timeout: { request: opts.timeoutMs },
      ...(agents ? { agent: agents, dnsLookup: refusingLookup(opts.dnsLookup ?? dns.lookup) } : {}),
      ...(opts.dnsLookup && !agents ? { dnsLookup: opts.dnsLookup } : {}),
    });
  }

  async send(d: OutboxDoc): Promise<SentAttempt> {
    const attemptNo = d.attempts.length + 1;
    const ours = (error: string): SentAttempt => ({
      attempt: { attempt: attemptNo, at: new Date(), statusCode: null, durationMs: 0, error },
      sent: false,
      final: true,
      receiverFault: false,
    });
    const token = await this.cached(`env:${d.environmentId}`, () => this.apiTokenOf(d.environmentId));
    if (token === null) return ours('environment no longer exists');
    const webhookSecret = await this.cached(`wh:${d.webhookId}`, () => this.secrets(d.webhookId));
    if (webhookSecret === null) return ours('webhook no longer exists');
    // Webhooks stored before targets were checked (or by hand) are judged again here; names are judged after DNS.
    if (!this.opts.allowPrivateTargets && !isAllowedTarget(d.url)) return ours(REFUSED_TARGET_REASON);
    // A health event's reconnect link is stored sealed: put back into the body this attempt sends (and signs).
    const body = d.reconnectSealed ? withReconnectUrl(d.body, this.openReconnectUrl(d.reconnectSealed)) : d.body;
    const headers = signedHeaders({
      webhookSecret,
      apiToken: token,
      projectId: d.projectId,
      webhookId: d.webhookId,
      deliveryId: d._id,
      timestampMs: String(Date.now()),
      body,
    });
    const at = new Date();
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    let refused = false;
    try {
      const res = await sendOnce(this.client, d.url, { method: 'POST', body, headers });
      statusCode = res.statusCode;
      if (statusCode < 200 || statusCode > 299) error = `receiver answered ${statusCode}`;
    } catch (e) {
      const err = e as { code?: string; message?: string };
      refused = isRefusedByAgent(err);
      error = describeFailure(err, this.opts.timeoutMs);
    }
    const attempt: DeliveryAttempt = { attempt: attemptNo, at, statusCode, durationMs: Math.round(performance.now() - started), error };
    if (error !== null)
      this.log.info(
        { deliveryId: d._id, webhookId: d.webhookId, attempt: attemptNo, statusCode, error },
        'webhook delivery attempt failed',
      );
    // A target refused after DNS is refused on every attempt: retrying it only sends more lookups (docs/webhooks.md).
    return { attempt, sent: true, final: error === REFUSED_TARGET_REASON, receiverFault: !refused };
  }

  /** A signing secret or API token changed in this process: the next attempts read them again. */
  forgetKeys(): void {
    this.keys.clear();
  }

  private cached(key: string, load: () => Promise<string | null>): Promise<string | null> {
    const hit = this.keys.get(key);
    if (hit) return hit;
    const value = load();
    this.keys.set(key, value);
    value.catch(() => this.keys.delete(key)); // a failed read is not remembered
    return value;
  }

  /** The sealed link opened (null, and sent without it, when no key opens it any more). */
  private openReconnectUrl(sealed: string): string | null {
    try {
      return this.opts.openSealed?.(sealed, RECONNECT_URL_CONTEXT) ?? null;
    } catch (err) {
      this.log.warn({ err }, 'a reconnect link could not be opened: sent without it');
      return null;
    }
  }

  private async apiTokenOf(environmentId: string): Promise<string | null> {
    const env = await this.environments.findById(environmentId);
    return env ? this.projects.revealApiToken(env) : null;
  }
}

function isAllowedTarget(url: string): boolean {
  try {
    validateWebhookUrl(url, 'url', false);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the delivery log says about a failed attempt: a generic reason by error code, never the resolved address,
 * port or system message (a log of "ECONNREFUSED 10.0.0.7:8399" turns webhooks into a port scanner).
 */
function describeFailure(err: { code?: string; message?: string }, timeoutMs: number): string {
  if (isRefusedByAgent(err)) return REFUSED_TARGET_REASON;
  switch (err.code) {
    case 'ETIMEDOUT':
      return `no answer within ${timeoutMs} ms`;
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'connection closed before an answer';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host name could not be resolved';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'host unreachable';
    default:
      return err.code?.startsWith('ERR_TLS') || err.code?.includes('CERT') ? 'TLS handshake failed' : 'request failed';
  }
}

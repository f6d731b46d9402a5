import { got, type Response } from 'got';
import { signedHeaders } from '../../events/sign-webhook.js';
import type { Logger } from '../../log/logger.js';
import type { DeliveriesRepo, DeliveryAttempt } from '../../store/deliveries.repo.js';
import type { EnvironmentsRepo } from '../../store/environments.repo.js';
import type { ProjectsService } from '../projects/projects-service.js';

/** The seed: a non-2xx answer is re-sent up to 3 times, so at most 4 attempts. */
export const MAX_DELIVERY_ATTEMPTS = 4;

export type AttemptOutcome = 'delivered' | 'retry' | 'failed' | 'gone';

/**
 * One delivery attempt per call (the job runs it; Agenda owns the retry schedule). `got` retries are off: a retry
 * re-signs with a fresh timestamp and is recorded as its own attempt.
 */
export class DeliveryService {
  constructor(
    private readonly deliveries: DeliveriesRepo,
    private readonly environments: EnvironmentsRepo,
    private readonly projects: ProjectsService,
    private readonly opts: { timeoutMs: number },
    private readonly log: Logger,
  ) {}

  async attempt(deliveryId: string): Promise<AttemptOutcome> {
    const d = await this.deliveries.findById(deliveryId);
    if (!d || d.status !== 'pending') return 'gone';
    const attemptNo = d.attempts.length + 1;
    if (attemptNo > MAX_DELIVERY_ATTEMPTS) {
      await this.deliveries.recordAttempt(d.id, { attempt: d.attempts.length, at: new Date(), statusCode: null, durationMs: 0, error: 'no attempts left' }, 'failed');
      return 'failed';
    }
    const env = await this.environments.findById(d.environmentId);
    if (!env) {
      await this.deliveries.recordAttempt(d.id, { attempt: attemptNo, at: new Date(), statusCode: null, durationMs: 0, error: 'environment no longer exists' }, 'failed');
      return 'failed';
    }
    const timestampMs = String(Date.now());
    const headers = signedHeaders({ apiToken: this.projects.revealApiToken(env), projectId: d.projectId, webhookId: d.webhookId, deliveryId: d.id, timestampMs, body: d.body });
    const at = new Date();
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const res: Response<string> = await got.post(d.url, {
        body: d.body,
        headers,
        retry: { limit: 0 },
        followRedirect: false,
        throwHttpErrors: false,
        timeout: { request: this.opts.timeoutMs },
      });
      statusCode = res.statusCode;
      if (statusCode < 200 || statusCode > 299) error = `receiver answered ${statusCode}`;
    } catch (e) {
      const err = e as { code?: string; message?: string };
      error = err.code === 'ETIMEDOUT' ? `no answer within ${this.opts.timeoutMs} ms` : `${err.code ?? 'ERROR'}: ${err.message ?? 'request failed'}`;
    }
    const attempt: DeliveryAttempt = { attempt: attemptNo, at, statusCode, durationMs: Math.round(performance.now() - started), error };
    const outcome: AttemptOutcome = error === null ? 'delivered' : attemptNo >= MAX_DELIVERY_ATTEMPTS ? 'failed' : 'retry';
    await this.deliveries.recordAttempt(d.id, attempt, outcome === 'retry' ? 'pending' : outcome);
    if (outcome !== 'delivered') this.log.info({ deliveryId: d.id, webhookId: d.webhookId, attempt: attemptNo, statusCode, error }, 'webhook delivery attempt failed');
    return outcome;
  }
}

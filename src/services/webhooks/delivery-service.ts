import type { Logger } from '../../log/logger.js';
import type { DeliveryDoc } from '../../store/deliveries.repo.js';
import type { EnvironmentsRepo } from '../../store/environments.repo.js';
import type { OutboxDoc } from '../../store/outbox.repo.js';
import type { Telemetry } from '../observability/telemetry.js';
import type { ProjectsService } from '../projects/projects-service.js';
import { DeliverySender, type SenderOptions, type SentAttempt, type SigningSecrets } from './delivery-sender.js';
import type { DueDeliveries } from './due-deliveries.js';
import type { OutcomeWriter } from './outcome-writer.js';

export type { SigningSecrets } from './delivery-sender.js';

/** The seed: a non-2xx answer is re-sent up to 3 times, so at most 4 attempts. */
const MAX_DELIVERY_ATTEMPTS = 4;

export type Verdict = 'delivered' | 'failed' | 'retrying';

/** What follows an attempt: delivered (a 2xx), failed for good (no attempt left, or none can succeed), or a retry. */
function judge(sent: Pick<SentAttempt, 'attempt' | 'final'>): Verdict {
  if (sent.attempt.error === null) return 'delivered';
  return sent.final || sent.attempt.attempt >= MAX_DELIVERY_ATTEMPTS ? 'failed' : 'retrying';
}

export interface DeliveryOptions extends SenderOptions {
  /** Names this process in the delivery log (host:pid). */
  workerId: string;
}

/**
 * One attempt of one delivery: sign (afresh: a re-send is its own signed attempt), send (once), judge, record. The
 * outcome is recorded before the attempt resolves (OutcomeWriter, a group commit): the caller holds its slot until
 * then, so a crash repeats at most the attempts in flight. When a retry is due is the due deliveries' decision
 * (`retryAt`: the backoff), which also look for it then; which deliveries to attempt, and how many at once, is the
 * pool's (DeliveryPool).
 */
export class DeliveryService {
  private readonly sender: DeliverySender;

  constructor(
    environments: EnvironmentsRepo,
    projects: ProjectsService,
    secrets: SigningSecrets,
    private readonly writer: OutcomeWriter,
    private readonly schedule: Pick<DueDeliveries, 'retryAt' | 'dueAt'>,
    private readonly opts: DeliveryOptions,
    log: Logger,
    private readonly telemetry: Telemetry,
  ) {
    this.sender = new DeliverySender(environments, projects, secrets, opts, log);
  }

  /**
   * Signs, sends, judges and records one attempt; resolves with the verdict once it is recorded. `sent` hears of the
   * attempt as soon as it ended, before its record (the pool's per-webhook admission). `claimed`: the delivery is
   * locked by a claim, which the record gives back (see DueDeliveries.claimed).
   */
  async attempt(d: OutboxDoc, o: { claimed: boolean; sent?: (s: SentAttempt) => void }): Promise<Verdict> {
    const s = await this.sender.send(d);
    o.sent?.(s);
    const verdict = judge(s);
    if (s.sent)
      this.telemetry.emit('delivery', {
        webhookId: d.webhookId,
        environmentId: d.environmentId,
        outcome: verdict,
        statusCode: s.attempt.statusCode,
        durationMs: s.attempt.durationMs,
      });
    if (verdict === 'retrying') {
      const dueAt = this.schedule.retryAt(s.attempt.attempt);
      await this.writer.record({ kind: 'retry', id: d._id, attempt: s.attempt, dueAt, locked: o.claimed });
      this.schedule.dueAt(dueAt.getTime());
      return verdict;
    }
    // The sealed link stays out of the delivery log: it was for the attempts only.
    const { dueAt: _dueAt, reconnectSealed: _reconnect, ...rest } = d;
    const doc: DeliveryDoc = {
      ...rest,
      status: verdict,
      attempts: [...d.attempts, s.attempt],
      finishedAt: new Date(),
      worker: this.opts.workerId,
    };
    await this.writer.record({ kind: 'finished', doc, locked: o.claimed });
    return verdict;
  }

  /** Observers of deliveries that finished (delivered, or failed for good), once each, after they are logged. */
  onFinished(listener: (docs: DeliveryDoc[]) => void): void {
    this.writer.onFinished(listener);
  }

  /** The pool stops (true) or starts: while it stops, a record the store refuses is not tried again (sent again later). */
  stopping(on: boolean): void {
    this.writer.stopping = on;
  }

  /** Finished deliveries waiting to leave the outbox in a batch leave now (the pool stopped). */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  /** A signing secret or API token was rotated in this process: the next attempts sign with the new one. */
  forgetSigningKeys(): void {
    this.sender.forgetKeys();
  }
}

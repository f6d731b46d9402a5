import type { Config } from '../config/load-config.js';
import type { SecretBox } from '../crypto/secret-box.js';
import type { Logger } from '../log/logger.js';
import type { Telemetry } from '../services/observability/telemetry.js';
import type { ProjectsService } from '../services/projects/projects-service.js';
import { ClaimedOutboxSearch } from '../services/webhooks/claimed-outbox-search.js';
import { HeldDeliveriesPressure, OutboxBacklogPressure, type DeliveryBackPressure } from '../services/webhooks/delivery-back-pressure.js';
import { DeliveryPool } from '../services/webhooks/delivery-pool.js';
import { DeliveryService, type SigningSecrets } from '../services/webhooks/delivery-service.js';
import type { DueDeliveries } from '../services/webhooks/due-deliveries.js';
import { InProcessHandoff } from '../services/webhooks/in-process-handoff.js';
import { OutcomeWriter } from '../services/webhooks/outcome-writer.js';
import type { DeliveriesRepo } from '../store/deliveries.repo.js';
import type { EnvironmentsRepo } from '../store/environments.repo.js';
import type { OutboxRepo } from '../store/outbox.repo.js';
import type { WebhooksRepo } from '../store/webhooks.repo.js';

export interface Delivery {
  /** Which deliveries this worker attempts now (the one owner of the outbox's due deliveries). */
  due: DueDeliveries;
  /** One attempt: sign, send, judge, record. */
  service: DeliveryService;
  /** The worker's pool of attempts in flight (run by the webhook worker on worker processes). */
  pool: DeliveryPool;
  /** What the sync waits on before each batch of changes. */
  backPressure: DeliveryBackPressure;
}

/**
 * The webhook outbox's owners, chosen by the deployment (docs/scaling.md): on the embedded store (one process, one
 * worker) what this process queues is handed to its pool in memory and the sync waits on that memory; with MongoDB
 * every worker claims what it takes by a search with a lease, and the sync waits on the outbox's size.
 */
export function buildDelivery(deps: {
  config: Config;
  logger: Logger;
  telemetry: Telemetry;
  box: SecretBox;
  outbox: OutboxRepo;
  deliveriesRepo: DeliveriesRepo;
  webhooksRepo: WebhooksRepo;
  environmentsRepo: EnvironmentsRepo;
  projects: ProjectsService;
  secrets: SigningSecrets;
  embeddedStore: boolean;
  workerId: string;
}): Delivery {
  const { config, logger, embeddedStore } = deps;
  const jobs = config.jobs;
  const writer = new OutcomeWriter(deps.outbox, deps.deliveriesRepo, logger, {
    batch: jobs.webhookRemoveBatch,
    afterMs: jobs.webhookRemoveAfterMs,
  });
  const idleMs = Math.max(jobs.pollMs, 250);
  const search = new ClaimedOutboxSearch(
    deps.outbox,
    {
      // A search claims many on the embedded store (each search decodes every queued delivery there) and few on
      // MongoDB, so a dead worker's claimed deliveries are retaken soon after its lease ends.
      batchSize: embeddedStore ? jobs.webhookBatchSize : Math.min(100, jobs.webhookBatchSize),
      leaseMs: jobs.lockMs,
      workerId: deps.workerId,
      // With the hand-off, every delivery this process queues reaches the pool without a search: the idle search is
      // only a safety net there (the embedded store decodes every queued delivery for it).
      idleMs: embeddedStore ? Math.max(idleMs, jobs.webhookHandoffSearchMs) : idleMs,
      backoffBaseMs: jobs.webhookBackoffMs,
      // Several workers: a webhook another worker parked is left alone here too.
      ...(embeddedStore ? {} : { parkedElsewhere: (now: Date) => deps.webhooksRepo.parkedIds(now) }),
      leftDone: (ids) => {
        writer.removeLater(ids);
      },
    },
    logger,
  );
  const due = embeddedStore ? new InProcessHandoff(search, jobs.webhookHandoffMax) : search;
  const service = new DeliveryService(
    deps.environmentsRepo,
    deps.projects,
    deps.secrets,
    writer,
    due,
    {
      timeoutMs: jobs.webhookTimeoutMs,
      allowPrivateTargets: config.allowPrivateWebhookTargets,
      workerId: deps.workerId,
      openSealed: (sealed, context) => deps.box.open(sealed, context),
    },
    logger,
    deps.telemetry,
  );
  // Receivers wait on their own work, not on ours: many deliveries may be in flight at once.
  const pool = new DeliveryPool(
    due,
    service,
    {
      concurrency: jobs.webhookConcurrency,
      perEndpoint: jobs.webhookEndpointConcurrency,
      failuresToPark: jobs.webhookParkAfterFailures,
      parkMs: jobs.webhookParkMs,
      maxParkMs: jobs.webhookMaxParkMs,
    },
    logger,
    deps.webhooksRepo,
  );
  const maxWaitMs = jobs.webhookBackPressureWaitMs;
  const backPressure = embeddedStore
    ? new HeldDeliveriesPressure(pool, { max: jobs.webhookHeldMax, maxWaitMs })
    : new OutboxBacklogPressure(deps.outbox, { max: jobs.webhookBacklogMax, everyMs: jobs.webhookBacklogReadMs, maxWaitMs });
  return { due, service, pool, backPressure };
}

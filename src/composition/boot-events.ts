import os from 'node:os';
import type { Db } from 'mongodb';
import type { Config } from '../config/load-config.js';
import type { ConnectorRegistry } from '../connectors/index.js';
import { AgendaJobs } from '../jobs/agenda-jobs.js';
import { defineHousekeepingJob } from '../jobs/housekeeping.job.js';
import { defineSyncJob } from '../jobs/sync.job.js';
import { defineRevocationJob } from '../jobs/revocation.job.js';
import { defineSubscriptionsJob } from '../jobs/subscriptions.job.js';
import { WebhookWorker } from '../jobs/webhook-worker.js';
import type { Logger } from '../log/logger.js';
import type { ConnectionsService } from '../services/connections/connections-service.js';
import type { ConnectorAccess } from '../services/connectors/connector-access.js';
import type { Services } from '../services/index.js';
import { JOB_NAMES } from '../services/job-scheduler.js';
import { ToolWebhooksService } from '../services/inbound/tool-webhooks-service.js';
import { ToolSubscriptionsService } from '../services/subscriptions/tool-subscriptions-service.js';
import type { Telemetry } from '../services/observability/telemetry.js';
import type { ProjectsService } from '../services/projects/projects-service.js';
import { RuntimeRecordSource } from '../services/sync/runtime-record-source.js';
import { SyncService } from '../services/sync/sync-service.js';
import { HousekeepingService } from '../services/housekeeping/housekeeping-service.js';
import { EventPublisher } from '../services/webhooks/event-publisher.js';
import { RECONNECT_URL_CONTEXT } from '../services/events/event-body.js';
import { EventLogService } from '../services/events/event-log-service.js';
import { WebhooksService } from '../services/webhooks/webhooks-service.js';
import { buildDelivery } from './boot-delivery.js';
import type { ConnectionsRepo } from '../store/connections.repo.js';
import { DeliveriesRepo } from '../store/deliveries.repo.js';
import type { EnvironmentsRepo } from '../store/environments.repo.js';
import type { AuthSessionsRepo } from '../store/auth-sessions.repo.js';
import { EventsRepo } from '../store/events.repo.js';
import { OutboxRepo } from '../store/outbox.repo.js';
import { RecordsRepo } from '../store/records.repo.js';
import { CacheRetention } from '../services/sync/cache-retention.js';
import { SyncStatesRepo } from '../store/sync-states.repo.js';
import { ToolSubscriptionsRepo } from '../store/tool-subscriptions.repo.js';
import { WebhooksRepo } from '../store/webhooks.repo.js';
import type { StoreHealth } from '../store/store-health.js';
import type { SecretBox } from '../crypto/secret-box.js';
import { deleteExpiredWindows } from '../store/rate-limits.js';

type EventingServices = Pick<
  Services,
  'webhooks' | 'events' | 'eventLog' | 'deliveries' | 'deliveryPool' | 'sync' | 'toolWebhooks' | 'toolSubscriptions' | 'housekeeping'
>;

/**
 * Composition of the synced cache, events, webhook deliveries and their jobs (part of the composition root, kept
 * apart from boot.ts so that file stays small). Connections created or deleted anywhere reach sync via listeners.
 */
// eslint-disable-next-line max-lines-per-function -- composition of cache, events, deliveries and their jobs: constructor calls wired in dependency order
export function buildEventing(deps: {
  db: Db;
  /** The synced cache's database handle (its own connection on the embedded store, see Database.bulkDb). */
  bulkDb: Db;
  /** The job scheduler's database handle (its own connection on the embedded store, see Database.schedulerDb). */
  schedulerDb: Db;
  config: Config;
  logger: Logger;
  registry: ConnectorRegistry;
  access: ConnectorAccess;
  connections: ConnectionsService;
  connectionsRepo: ConnectionsRepo;
  environmentsRepo: EnvironmentsRepo;
  authSessionsRepo: AuthSessionsRepo;
  projects: ProjectsService;
  telemetry: Telemetry;
  box: SecretBox;
  /** The embedded FerretDB (one process, one connection) rather than MongoDB. */
  embeddedStore: boolean;
  storeHealth: StoreHealth;
}): {
  services: EventingServices;
  jobs: AgendaJobs;
  queueDepth: () => Promise<Record<string, number>>;
  stores: { outbox: OutboxRepo; webhooks: WebhooksRepo };
} {
  const { db, config, logger, telemetry } = deps;
  // Names this process in job locks and delivery claims, so operators (and the multi-process test) see who ran what.
  const workerId = `${os.hostname()}:${process.pid}`;
  // The scheduler's own connection on the embedded store, so lock renewals never wait behind API traffic.
  const jobs = new AgendaJobs(deps.schedulerDb, {
    processEveryMs: config.jobs.pollMs,
    lockLifetimeMs: config.jobs.lockMs,
    workerId,
    logger,
    telemetry,
    observeError: (err) => {
      deps.storeHealth.observe(err);
    },
  });
  const webhooksRepo = new WebhooksRepo(db);
  const deliveriesRepo = new DeliveriesRepo(db);
  // The embedded store has one webhook worker (this process): a finished delivery is one write, its log insert.
  const outbox = new OutboxRepo(db, deps.embeddedStore ? { doneInMemory: { log: deliveriesRepo } } : {});
  const eventsRepo = new EventsRepo(db);
  const delivery = buildDelivery({
    config,
    logger,
    telemetry,
    box: deps.box,
    outbox,
    deliveriesRepo,
    webhooksRepo,
    environmentsRepo: deps.environmentsRepo,
    projects: deps.projects,
    secrets: (webhookId) => webhooks.signingSecretOf(webhookId),
    embeddedStore: deps.embeddedStore,
    workerId,
  });
  const events = new EventPublisher(eventsRepo, outbox, deliveriesRepo, webhooksRepo, delivery.due, logger, (url) =>
    deps.box.seal(url, RECONNECT_URL_CONTEXT),
  );
  const source = new RuntimeRecordSource(deps.registry, deps.access);
  const records = new RecordsRepo(deps.bulkDb);
  const sync = new SyncService(
    deps.connectionsRepo,
    records,
    new SyncStatesRepo(db),
    source,
    events,
    jobs,
    {
      intervalMs: config.jobs.syncIntervalMs,
      fullResyncMs: config.jobs.fullResyncMs,
      retryBaseMs: Math.min(config.jobs.syncRetryMs, config.jobs.syncIntervalMs),
      noModelsIntervalMs: config.jobs.syncNoModelsIntervalMs,
      failingAfter: config.jobs.syncFailingAfter,
      initialWindowMs: config.jobs.syncInitialWindowMs,
      commitChanges: config.jobs.syncCommitChanges,
      commitAfterMs: config.jobs.syncCommitAfterMs,
    },
    logger,
    telemetry,
    delivery.backPressure,
  );
  const webhooks = new WebhooksService(
    webhooksRepo,
    deliveriesRepo,
    outbox,
    deps.box,
    {
      allowPrivateTargets: config.allowPrivateWebhookTargets,
      maxProjectWebhooks: config.quotas.webhooks,
      maxConnectionWebhooks: config.quotas.connectionWebhooks,
    },
    () => {
      delivery.service.forgetSigningKeys();
    },
  );
  const toolSubscriptions = new ToolSubscriptionsService(
    new ToolSubscriptionsRepo(db),
    deps.connectionsRepo,
    deps.registry,
    deps.access,
    deps.box,
    jobs,
    logger.child({ component: 'tool-subscriptions' }),
    { publicBaseUrl: config.publicBaseUrl, mode: config.toolSubscriptions },
  );
  deps.connections.onCreated(async (doc) => {
    await sync
      .scheduleConnection(doc.id)
      .catch((err: unknown) => logger.error({ err, connectionId: doc.id }, 'could not schedule the first sync'));
    // The subscription is made by a job: the connect answers at once and a failure shows on the connection.
    await toolSubscriptions
      .connected(doc)
      .catch((err: unknown) => logger.error({ err, connectionId: doc.id }, 'could not schedule the tool subscriptions'));
  });
  deps.connections.onReauthorized(async (doc) => {
    await sync
      .scheduleConnection(doc.id)
      .catch((err: unknown) => logger.error({ err, connectionId: doc.id }, 'could not schedule a sync after reconnecting'));
    await toolSubscriptions
      .reauthorized(doc)
      .catch((err: unknown) => logger.error({ err, connectionId: doc.id }, 'could not renew the tool subscriptions after reconnecting'));
  });
  // Before the credentials are erased: the subscriptions are deleted at the tool with them.
  deps.connections.onDeleting(async (doc) => {
    await toolSubscriptions
      .unsubscribeAll(doc)
      .catch((err: unknown) => logger.warn({ err, connectionId: doc.id }, 'could not delete the tool subscriptions'));
  });
  deps.connections.onDeleted(async ({ connectionId }) => {
    await sync.forgetConnection(connectionId);
    await webhooks.removeConnectionWebhooks(connectionId);
    await toolSubscriptions.forget(connectionId);
  });
  return {
    jobs,
    queueDepth: async () => {
      const [agenda, outboxSize] = await Promise.all([jobs.depth(), outbox.size()]);
      return { agenda_jobs_due: agenda.due, agenda_jobs_running: agenda.running, webhook_outbox: outboxSize };
    },
    stores: { outbox, webhooks: webhooksRepo },
    services: {
      webhooks,
      events,
      eventLog: new EventLogService(eventsRepo, deps.box),
      deliveries: delivery.service,
      deliveryPool: delivery.pool,
      sync,
      toolWebhooks: new ToolWebhooksService(
        deps.connectionsRepo,
        deps.access,
        events,
        logger,
        config.publicBaseUrl,
        (id) => toolSubscriptions.secretsOf(id),
        (id) => sync.scheduleConnection(id),
        (id, remoteId, kind) => toolSubscriptions.notice(id, remoteId, kind),
      ),
      toolSubscriptions,
      housekeeping: withCacheRetention(
        new HousekeepingService(
          deps.authSessionsRepo,
          deliveriesRepo,
          eventsRepo,
          { logRetentionMs: config.jobs.logRetentionMs, sessionGraceMs: config.jobs.sessionGraceMs },
          logger,
          (now) => deleteExpiredWindows(db, now),
        ),
        new CacheRetention(deps.connectionsRepo, records, logger),
      ),
    },
  };
}

/** The housekeeping job also applies each connection's cache retention (`sync.retentionDays`). */
function withCacheRetention(housekeeping: HousekeepingService, retention: CacheRetention): HousekeepingService {
  housekeeping.addSweep('cached records past retention', (_logBefore, now) => retention.prune(now));
  return housekeeping;
}

/**
 * Worker processes only: define the jobs (shared by every worker through Agenda's locks), make sure the standing
 * ones exist, start processing, and start this process's webhook worker. Returns what stops them, before the
 * database closes.
 */
export async function startJobs(jobs: AgendaJobs, services: Services, config: Config, logger: Logger): Promise<{ stop(): Promise<void> }> {
  defineSyncJob(jobs, services, { concurrency: config.jobs.syncConcurrency });
  defineHousekeepingJob(jobs, services, { everyMs: config.jobs.housekeepingIntervalMs });
  defineRevocationJob(jobs, services);
  defineSubscriptionsJob(jobs, services);
  await jobs.forget('webhook:dispatch'); // the single dispatcher of earlier versions; every worker delivers now
  await jobs.ensureStanding(JOB_NAMES.housekeeping);
  await jobs.start();
  const webhookWorker = new WebhookWorker(services.deliveryPool, { idleMs: Math.max(config.jobs.pollMs, 250) }, logger);
  webhookWorker.start();
  return {
    async stop() {
      await webhookWorker.stop();
      await jobs.stop(config.http.shutdownGraceMs); // running jobs get the same grace as in-flight requests
    },
  };
}

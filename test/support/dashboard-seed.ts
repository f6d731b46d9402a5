import { randomBytes } from 'node:crypto';
import type { Core } from '../../src/composition/boot.js';
import { generateId } from '../../src/crypto/secret-box.js';
import type { ConnectionDoc } from '../../src/store/connections.repo.js';
import { DeliveriesRepo, type DeliveryDoc } from '../../src/store/deliveries.repo.js';
import type { EnvironmentDoc } from '../../src/store/environments.repo.js';
import { EventsRepo, type EventDoc } from '../../src/store/events.repo.js';
import { SyncStatesRepo, type SyncStateDoc } from '../../src/store/sync-states.repo.js';
import { WebhooksRepo, type WebhookDoc } from '../../src/store/webhooks.repo.js';

export interface DashboardSeedOptions {
  connections: number;
  deliveries: number;
  /** Deliveries are spread over this many days, ending now. */
  days: number;
  requests: number;
  calls: number;
  /** Receiver addresses of the two webhooks (the second one fails 1 delivery in 25). */
  webhookUrls: [string, string];
  log?: (line: string) => void;
}

const INTEGRATIONS = ['hubspot', 'salesforce', 'pipedrive', 'aircall', 'outreach', 'salesloft'];
const MODELS: Record<string, string[]> = {
  hubspot: ['crm.contact', 'crm.deal'],
  salesforce: ['crm.contact', 'crm.account'],
  pipedrive: ['crm.contact', 'crm.deal'],
  aircall: ['dialer.call'],
  outreach: ['engagement.contact'],
  salesloft: ['engagement.contact'],
};
const BATCH = 1000;

/**
 * Fills an environment the way real traffic would, through the repositories and the dashboard's recorder (the
 * same write paths the gateway uses), in batches: connections with sync states, two webhooks, finished
 * deliveries (1 in 25 to the second webhook failed after 4 attempts) with their events, API requests and calls.
 */
export async function seedDashboard(
  core: Core,
  env: EnvironmentDoc,
  o: DashboardSeedOptions,
): Promise<{ connections: ConnectionDoc[]; webhooks: WebhookDoc[] }> {
  const db = core.database.db;
  const log = o.log ?? (() => undefined);
  const activity = core.services.activity;
  const now = Date.now();
  const sealed = core.internals.box.sealJson({ type: 'api_key', apiKey: 'seeded' }, 'connection-credentials');
  const connections: ConnectionDoc[] = [];
  const states: SyncStateDoc[] = [];
  for (let i = 0; i < o.connections; i++) {
    const integrationId = INTEGRATIONS[i % INTEGRATIONS.length]!;
    const status: ConnectionDoc['status'] = i % 20 === 0 ? 'NEW_CONNECTION' : i % 10 === 1 ? 'INITIAL_SYNCED' : 'READY';
    const createdAt = new Date(now - (o.connections - i) * 60_000);
    const failing = i % 50 === 7;
    connections.push({
      id: generateId('conn'),
      projectId: env.projectId,
      environmentId: env.id,
      integrationId,
      accessTokenHash: randomBytes(32).toString('hex'),
      credentialsSealed: sealed,
      inputs: {},
      authMethodId: 'api_key',
      oauthAppId: null,
      status,
      health: failing ? 'error' : 'ok',
      healthReason: null,
      lastSyncError: failing ? 'DOWNSTREAM_AUTH_FAILED: the tool answered 401 (token revoked?)' : null,
      createdAt,
      modifiedAt: createdAt,
    });
    for (const model of MODELS[integrationId]!) {
      states.push({
        connectionId: connections[i]!.id,
        model,
        cursor: null,
        initialDone: status !== 'NEW_CONNECTION',
        backfillDone: status === 'READY',
        lastRunAt: status === 'NEW_CONNECTION' ? null : new Date(now - (i % 900) * 1000),
        lastFullAt: null,
        lastError: failing ? 'the tool answered 401' : null,
        failures: failing ? 3 : 0,
        recordsRead: 50 + ((i * 37) % 4000),
        runningSince: status === 'NEW_CONNECTION' ? new Date(now - 30_000) : null,
      });
    }
  }
  await core.internals.repos.connections.insertMany(connections);
  await new SyncStatesRepo(db).insertMany(states);
  log(`connections: ${connections.length}, sync states: ${states.length}`);

  const webhooksRepo = new WebhooksRepo(db);
  const webhooks: WebhookDoc[] = o.webhookUrls.map((url, i) => ({
    id: generateId('wh'),
    kind: 'project' as const,
    projectId: env.projectId,
    environmentId: env.id,
    connectionId: null,
    url,
    createdAt: new Date(now - (o.days + 1) * 86_400_000 + i * 1000),
  }));
  for (const w of webhooks) await webhooksRepo.insert(w);

  const deliveriesRepo = new DeliveriesRepo(db);
  const eventsRepo = new EventsRepo(db);
  const span = o.days * 86_400_000;
  for (let start = 0; start < o.deliveries; start += BATCH) {
    const deliveries: DeliveryDoc[] = [];
    const events: EventDoc[] = [];
    for (let i = start; i < Math.min(o.deliveries, start + BATCH); i += 2) {
      const at = new Date(now - span + Math.floor((i / o.deliveries) * span));
      const conn = connections[i % connections.length]!;
      const model = MODELS[conn.integrationId]![0]!;
      const event: EventDoc = {
        eventId: generateId('evt'),
        projectId: env.projectId,
        environmentId: env.id,
        connectionId: conn.id,
        eventType: `object.${model.replace('.', '.')}s.updated`,
        eventTime: at,
        data: { id: String(100000 + i) },
        createdAt: at,
      };
      events.push(event);
      const body = JSON.stringify({
        connectionId: conn.id,
        eventId: event.eventId,
        eventTime: at.toISOString(),
        eventType: event.eventType,
        data: event.data,
      });
      webhooks.forEach((w, k) => {
        if (start + deliveries.length >= o.deliveries) return;
        const failed = k === 1 && (i / 2) % 25 === 3;
        const attempts = failed
          ? [0, 30_000, 150_000, 630_000].map((off, n) => ({
              attempt: n + 1,
              at: new Date(at.getTime() + off),
              statusCode: 500,
              durationMs: 40 + n,
              error: 'receiver answered 500',
            }))
          : [{ attempt: 1, at, statusCode: 200, durationMs: 12 + (i % 30), error: null }];
        deliveries.push({
          _id: generateId('whd'),
          webhookId: w.id,
          projectId: env.projectId,
          environmentId: env.id,
          connectionId: conn.id,
          eventId: event.eventId,
          eventType: event.eventType,
          url: w.url,
          body,
          status: failed ? 'failed' : 'delivered',
          attempts,
          createdAt: at,
          finishedAt: new Date(attempts[attempts.length - 1]!.at.getTime() + 50),
        });
      });
    }
    await eventsRepo.insertMany(events);
    await deliveriesRepo.logFinished(deliveries);
    activity.storedEvents(events);
    activity.finishedDeliveries(deliveries);
    await activity.flush();
    if ((start / BATCH) % 10 === 0) log(`deliveries: ${start + deliveries.length}`);
  }

  const ops = ['listConnections', 'passthrough', 'crmContactsList', 'createSessionToken', 'crmDealsGet'];
  for (let i = 0; i < o.requests; i++) {
    const at = new Date(now - Math.floor((i / o.requests) * 86_400_000));
    const status = i % 40 === 0 ? 500 : i % 9 === 0 ? 404 : 200;
    activity.request(
      {
        environmentId: env.id,
        method: 'POST',
        operationId: ops[i % ops.length]!,
        status,
        durationMs: 8 + (i % 120),
        connectionId: connections[i % connections.length]?.id ?? null,
        requestId: `seed-${i}`,
      },
      at,
    );
    if (i % BATCH === 0) await activity.flush();
  }
  for (let i = 0; i < o.calls; i++) {
    const at = new Date(now - Math.floor((i / o.calls) * 86_400_000));
    const conn = connections[i % connections.length];
    activity.call(
      {
        integrationId: conn?.integrationId ?? 'hubspot',
        connectionId: conn?.id ?? null,
        method: 'GET',
        path: '/crm/v3/objects/contacts?limit=&after=',
        status: i % 30 === 0 ? 429 : 200,
        durationMs: 80 + (i % 200),
        retries: i % 30 === 0 ? 1 : 0,
      },
      at,
    );
    if (i % BATCH === 0) await activity.flush();
  }
  for (let h = 0; h < 24; h++) activity.syncedRecords(env.id, 200 + h * 37, new Date(now - h * 3_600_000));
  await activity.flush();
  log(`requests: ${o.requests}, calls: ${o.calls}`);
  return { connections, webhooks };
}

/**
 * The live gateway every SDK's end-to-end test runs against (scripts/test-sdks.sh starts it once for all of them):
 * the embedded store in a temporary folder, background jobs on (webhook deliveries are sent), one project, and two
 * HubSpot connections in its development environment. No network beyond 127.0.0.1.
 *
 * Prints ONE line on stdout, `SDK_E2E_GATEWAY {json}`, then runs until SIGTERM/SIGINT. scripts/test-sdks.sh exports
 * that JSON as `PLUGBOARD_E2E` (and `PLUGBOARD_URL`, `PLUGBOARD_API_TOKEN`). Its fields:
 *
 * - `url`: the gateway's base URL (`http://127.0.0.1:<port>`, no trailing slash).
 * - `apiToken`: the development environment's API token (header `x-svc-api-token`; the older interface's
 *   `svc-api-token` takes the same value). Create session tokens with it: `POST /api/auth/session-token
 *   {"integrationId": "hubspot"}` (the connect flow of docs/sandbox.md then makes more sandbox connections).
 * - `projectId`, `environment` (`"development"`).
 * - `integrationId`: `"hubspot"` (both connections below are HubSpot ones).
 * Both connections below have finished their first sync pass when the line is printed (status past NEW_CONNECTION,
 * so the older interface's `/crm/...` answers rather than 409 CONNECTION_SYNCING).
 * - `sandbox`: `{connectionId, accessToken, integrationId}` a sandbox connection (docs/sandbox.md): 25 seeded records
 *   per resource (so `POST /api/unifications/crm/contacts/list {"pageSize": 10}` spans 3 pages), writes persist,
 *   actions and passthrough answered from the connector's fixtures (`hubspotListsMembers` with
 *   `{"listId": "1", "objectType": "contact"}`). Its activity clock is stopped (no changes of its own, so no
 *   `object.*` events appear by themselves). Faults: `POST /api/connections/update {"id": connectionId, "sandbox":
 *   {"faults": {"rateLimit": {"count": 20}}}}` (with the API token and this connection's
 *   access token) makes its next 20 requests answer 429 (the gateway retries
 *   up to 4 times per call, then answers 429 `RATE_LIMITED` with `Retry-After`); `{"faults": null}` clears them.
 *   Fault bursts are shared state: a test that sets them clears them before it ends.
 * - `tool`: `{connectionId, accessToken, integrationId, contacts, control}` a HubSpot connection (private app token)
 *   whose HubSpot is a fake on 127.0.0.1 holding `contacts` (30) contacts; the fake records every request it gets,
 *   so a test can prove what reached the tool. `control` is the base URL of a small control server for that fake:
 *   - `GET  {control}/requests` -> `{"requests": [{method, path, status}]}`: every request the fake HubSpot answered
 *     since the last reset, in order, with the status it answered.
 *   - `GET  {control}/writes` -> `{"attempts": n, "accepted": n, "writes": [{method, path, status, body}]}`: the
 *     writes (POST/PATCH/DELETE to `/crm/v3/objects/...`, searches excluded) that reached the fake; `accepted` counts
 *     those it answered 2xx, i.e. the records actually written.
 *   - `POST {control}/fail-writes {"times": n, "retryAfterSeconds"?: 1, "daily"?: false}`: the next n writes answer
 *     429 with `Retry-After` (nothing written). The gateway retries a 429 itself (HubSpot's manifest: up to 4
 *     attempts per call) unless the call carries `Plugboard-Retry: none`; a call that gets no success answers the SDK
 *     429 `RATE_LIMITED` with `Retry-After: <retryAfterSeconds>`, and the SDK's own retry (same Idempotency-Key) is
 *     what sends the write again. So: `times: 1` + `Plugboard-Retry: none`, or `times: 4` without it (about 3 s of
 *     the gateway's backoff), makes the SDK see one 429. `daily: true` answers HubSpot's daily-limit body instead,
 *     which the gateway fails fast on, WITHOUT a Retry-After header (an SDK falls back to its own backoff).
 *   - `POST {control}/delay-writes {"ms": n, "times"?: 1}`: the next write(s) are written at once but answered n ms
 *     late (an SDK timeout shorter than n then retries a write that was already made: with the same
 *     Idempotency-Key, the gateway waits for and replays the first answer, and the fake sees one write).
 *   - `POST {control}/reset`: forgets the recorded requests and any queued failure or delay. Answers 204.
 *   Reads (GET) are never failed or delayed, so background syncs of this connection are not disturbed; searches
 *   (POST `.../search`) are reads too.
 * - `webhooks`: `{allowPrivateTargets: true}`: this gateway accepts webhook URLs on 127.0.0.1, so a test registers
 *   its own receiver (`POST /webhooks/create {"url": "http://127.0.0.1:<port>/..."}`, answered secret `whsec_...`)
 *   and triggers a signed delivery with `POST /webhooks/test {"id": "<webhook id>"}`; each test event is also in
 *   the event log (`GET /api/events/list`). Deliveries carry `x-svc-webhook-signature` (hex SHA-256 of
 *   `<apiToken>:<x-svc-timestamp>:<body>`) and Standard Webhooks headers signed with the webhook's secret
 *   (docs/webhooks.md). Remove what you register (`POST /webhooks/delete {"id"}`): at most 20 per environment.
 *
 * Limits: the per-minute API rate limit and the auth-failure lockouts are off (three SDK suites call it in turn);
 * the 401 of a wrong token is still a 401 `UNAUTHORIZED`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bootGateway } from '../../src/composition/boot.js';
import { PACKAGE_ROOT as REPO_ROOT } from '../../src/config/package-root.js';
import { loadConfig } from '../../src/config/load-config.js';
import { createLogger } from '../../src/log/logger.js';
import { FakeHubspot } from '../../test/support/fake-tools/fake-hubspot.js';
import type { FakeReply, RecordedRequest } from '../../test/support/fake-tools/fake-tool-server.js';

const TOKEN = 'sdk-e2e-hubspot-private-app-token';
const CONTACTS = 30;

interface Answered {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

/** The fake HubSpot plus what the control server needs: every answer recorded, writes failed or delayed on demand. */
class ControlledHubspot extends FakeHubspot {
  readonly answered: Answered[] = [];
  failWrites = 0;
  retryAfterSeconds = 1;
  dailyLimit = false;
  delayWrites = 0;
  delayMs = 0;

  constructor(token: string) {
    super(token);
    this.server.setHandler((req) => this.controlled(req));
  }

  private async controlled(req: RecordedRequest): Promise<FakeReply> {
    const write = isWrite(req);
    let reply: FakeReply;
    let delay = 0;
    if (write && this.failWrites > 0 && req.headers.authorization === `Bearer ${this.token}`) {
      this.failWrites--;
      reply = {
        status: 429,
        headers: { 'retry-after': String(this.retryAfterSeconds) },
        json: this.dailyLimit
          ? { status: 'error', message: 'You have reached your daily limit.', errorType: 'RATE_LIMIT', policyName: 'DAILY' }
          : {
              status: 'error',
              message: 'You have reached your ten secondly limit.',
              errorType: 'RATE_LIMIT',
              policyName: 'TEN_SECONDLY_ROLLING',
            },
      };
    } else {
      reply = this.handle(req);
      if (write && this.delayWrites > 0) {
        this.delayWrites--;
        delay = this.delayMs;
      }
    }
    this.answered.push({ method: req.method, path: req.path, status: reply.status ?? 200, body: req.json });
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    return reply;
  }
}

function isWrite(req: { method: string; path: string }): boolean {
  return req.method !== 'GET' && req.path.startsWith('/crm/v3/objects/') && !req.path.endsWith('/search');
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'plugboard-sdk-e2e-'));
const hubspot = await new ControlledHubspot(TOKEN).start();
const firstNames = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald'];
for (let i = 0; i < CONTACTS; i++) {
  const first = firstNames[i % firstNames.length]!;
  hubspot.add('contacts', { firstname: first, lastname: `Tester${i}`, email: `${first.toLowerCase()}.${i}@example.com` });
}
hubspot.add('companies', { name: 'Analytical Engines', domain: 'engines.example' });

const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  PLUGBOARD_DATA_DIR: dataDir,
  PLUGBOARD_CONNECTORS_DIR: path.join(REPO_ROOT, 'connectors'),
  PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ hubspot: { api: hubspot.origin } }),
  // The SDK tests' webhook receivers listen on 127.0.0.1: this gateway only (a development setting).
  PLUGBOARD_ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true',
  PLUGBOARD_RATE_LIMIT_PER_MINUTE: '0',
  PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: '1000000',
  PLUGBOARD_AUTH_FAILURES_PER_TOKEN_PREFIX: '1000000',
  LOG_LEVEL: process.env.SDK_E2E_LOG_LEVEL ?? 'error',
});
const gateway = await bootGateway(config, createLogger(config.logLevel));
const { services } = gateway.core;
const project = await services.projects.createProject('SDK e2e');
const apiToken = project.environments.find((e) => e.name === 'development')!.apiToken;
const env = await services.projects.getEnvironment(project.projectId, 'development');
const tool = await services.connections.create(env, {
  integrationId: 'hubspot',
  authMethodId: 'private_app',
  credentials: { type: 'bearer', token: TOKEN },
});
const sandbox = await connectSandbox('hubspot');
// The sandbox's own activity (3 changes a minute by default) would add object.* events at random moments: stopped.
await call(
  '/api/connections/update',
  { id: sandbox.connectionId, sandbox: { activity: { changesPerMinute: 0 } } },
  {
    'x-svc-access-token': sandbox.accessToken,
  },
);

/** POST to the gateway with the API token; the `result` of a 200, else throws. */
async function call(route: string, body: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const res = await fetch(`${gateway.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-svc-api-token': apiToken, ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${route}: ${res.status} ${text}`);
  return (JSON.parse(text) as { result: Record<string, unknown> }).result;
}

/** A sandbox connection made as an end user makes one (docs/sandbox.md): session token, credentials, access token. */
async function connectSandbox(integrationId: string): Promise<{ connectionId: string; accessToken: string }> {
  const { sessionToken } = (await call('/api/auth/session-token', { integrationId })) as { sessionToken: string };
  const session = { 'x-svc-session-token': sessionToken };
  await call('/api/connect/credentials', { integrationId, authMethodId: 'sandbox', credentials: {} }, session);
  const { connectionId, accessToken } = (await call('/api/auth/access-token', {}, session)) as {
    connectionId: string;
    accessToken: string;
  };
  return { connectionId, accessToken };
}

// The older interface answers 409 CONNECTION_SYNCING while a connection is NEW_CONNECTION: the line is printed once
// both connections have left it (their first sync pass ran), so no SDK test meets that state by chance. Bounded.
for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 250))) {
  const { connections } = (await call('/api/connections/list', {}, { 'x-svc-access-token': sandbox.accessToken })) as {
    connections: { id: string; status: string }[];
  };
  const mine = connections.filter((c) => c.id === sandbox.connectionId || c.id === tool.connectionId);
  if (mine.length === 2 && mine.every((c) => c.status !== 'NEW_CONNECTION')) break;
}

const control = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    let input: Record<string, unknown>;
    try {
      const text = Buffer.concat(chunks).toString('utf8');
      input = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      send(400, { error: 'body is not JSON' });
      return;
    }
    const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fallback);
    const route = `${req.method} ${new URL(req.url ?? '/', 'http://127.0.0.1').pathname}`;
    if (route === 'GET /requests') send(200, { requests: hubspot.answered.map(({ method, path, status }) => ({ method, path, status })) });
    else if (route === 'GET /writes') {
      const writes = hubspot.answered.filter(isWrite);
      send(200, { attempts: writes.length, accepted: writes.filter((w) => w.status < 300).length, writes });
    } else if (route === 'POST /fail-writes') {
      hubspot.failWrites = Math.min(num(input.times, 1), 100);
      hubspot.retryAfterSeconds = Math.min(num(input.retryAfterSeconds, 1), 60);
      hubspot.dailyLimit = input.daily === true;
      send(204);
    } else if (route === 'POST /delay-writes') {
      hubspot.delayMs = Math.min(num(input.ms, 1000), 30_000);
      hubspot.delayWrites = Math.min(num(input.times, 1), 100);
      send(204);
    } else if (route === 'POST /reset') {
      hubspot.answered.length = 0;
      hubspot.failWrites = 0;
      hubspot.delayWrites = 0;
      send(204);
    } else send(404, { error: `no route ${route}` });
  });
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;

const info = {
  url: gateway.url,
  apiToken,
  projectId: project.projectId,
  environment: 'development',
  integrationId: 'hubspot',
  sandbox: { connectionId: sandbox.connectionId, accessToken: sandbox.accessToken, integrationId: 'hubspot' },
  tool: {
    connectionId: tool.connectionId,
    accessToken: tool.accessToken,
    integrationId: 'hubspot',
    contacts: CONTACTS,
    control: controlUrl,
  },
  webhooks: { allowPrivateTargets: true },
};
process.stdout.write(`SDK_E2E_GATEWAY ${JSON.stringify(info)}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await new Promise<void>((resolve) => control.close(() => resolve()));
  await gateway.close();
  await hubspot.server.stop();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';
import { post, type HttpResult } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import { consent, newSession, sessionHeaders, startOAuth } from '../../support/connect-http.js';
import { freePort } from '../../support/connect-gateway.js';
import { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { waitFor } from '../../support/webhook-receiver.js';
import { RecordsRepo } from '../../../src/store/records.repo.js';

export interface ToolHarness {
  gw: TestGateway;
  project: SeededProject;
  connectionId: string;
  accessToken: string;
  /** The API and access token headers of this connection. */
  headers: Record<string, string>;
  /** POST an /api path with this connection's tokens (and extra headers, e.g. Idempotency-Key). */
  api<T = any>(path: string, body?: unknown, extraHeaders?: Record<string, string>): Promise<HttpResult<T>>;
  close(): Promise<void>;
}

/** A gateway whose connector `integrationId` points at a fake tool, plus one connection to it. */
export async function connectTool(opts: {
  integrationId: string;
  origin: string;
  authMethodId: string;
  credentials: unknown;
  inputs?: Record<string, string>;
  /** more gateway settings */
  env?: Record<string, string>;
}): Promise<ToolHarness> {
  const gw = await startTestGateway({
    PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ [opts.integrationId]: { api: opts.origin } }),
    ...(opts.env ?? {}),
  });
  const project = await seedProject(gw.gateway.core);
  const conn = await seedConnection(gw.gateway.core, project.dev.env, {
    integrationId: opts.integrationId,
    authMethodId: opts.authMethodId,
    credentials: opts.credentials,
    ...(opts.inputs ? { inputs: opts.inputs } : {}),
  });
  return harness(gw, project, conn);
}

function harness(gw: TestGateway, project: SeededProject, conn: { connectionId: string; accessToken: string }): ToolHarness {
  const headers = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
  return {
    gw,
    project,
    connectionId: conn.connectionId,
    accessToken: conn.accessToken,
    headers,
    api: (path, body, extraHeaders = {}) => post(gw.url, path, body ?? {}, { ...headers, ...extraHeaders }),
    close: () => gw.close(),
  };
}

/** A fake HubSpot holding `token` as a private-app token, and a gateway with one connection to it. */
export async function connectFakeHubspot(token: string, env?: Record<string, string>): Promise<{ hs: FakeHubspot; h: ToolHarness }> {
  const hs = await new FakeHubspot(token).start();
  const h = await connectTool({
    integrationId: 'hubspot',
    origin: hs.origin,
    authMethodId: 'private_app',
    credentials: { type: 'bearer', token },
    ...(env ? { env } : {}),
  });
  return { hs, h };
}

/** Every page of a unified list, following nextPageCursor. */
export async function listAll(h: ToolHarness, path: string, key: string, pageSize: number): Promise<{ records: any[]; pages: number }> {
  const records: any[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: HttpResult = await h.api(path, { pageSize, ...(cursor ? { cursor } : {}) });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    records.push(...res.body.result[key]);
    cursor = res.body.result.nextPageCursor;
    pages++;
  } while (cursor && pages < 50);
  return { records, pages };
}

/**
 * A gateway whose connector `integrationId` points at one fake vendor and a seeded project, nothing connected yet.
 * With `client`, the authorize and token hosts point at the fake too and the OAuth app is configured (`connectOAuth`
 * runs the connect flow as a user would); with `sync`, jobs run and sync passes come every half second.
 */
export async function startToolGateway(opts: {
  integrationId: string;
  origin: string;
  client?: { clientId: string; clientSecret: string };
  sync?: boolean;
  /** more gateway settings */
  env?: Record<string, string>;
}): Promise<{ gw: TestGateway; project: SeededProject }> {
  const port = await freePort();
  const hosts = opts.client ? { api: opts.origin, authorize: opts.origin, token: opts.origin } : { api: opts.origin };
  const gw = await startTestGateway({
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ [opts.integrationId]: hosts }),
    ...(opts.client ? { PLUGBOARD_OAUTH_APPS: JSON.stringify({ [opts.integrationId]: opts.client }) } : {}),
    ...(opts.sync ? { PLUGBOARD_JOBS: 'true', PLUGBOARD_JOBS_POLL_MS: '100', PLUGBOARD_SYNC_INTERVAL_MS: '500' } : {}),
    ...opts.env,
  });
  return { gw, project: await seedProject(gw.gateway.core) };
}

/**
 * The connect flow of a form method (API key, access token) as the modal runs it: a session, `submit` posts
 * credentials (the answer is returned as it is: tests check refusals), `exchange` trades the session for the
 * connection's access token.
 */
export async function formConnect(
  gw: TestGateway,
  project: SeededProject,
  opts: { integrationId: string; authMethodId: string; inputs?: Record<string, string> },
): Promise<{ session: string; submit(credentials: Record<string, string>): Promise<HttpResult>; exchange(): Promise<ToolHarness> }> {
  const session = await newSession(gw.url, project.dev.apiToken, { integrationId: opts.integrationId });
  return {
    session,
    submit: (credentials) => post(gw.url, '/api/connect/credentials', { ...opts, credentials }, sessionHeaders(session)),
    exchange: () => exchangeSession(gw, project, session),
  };
}

async function exchangeSession(gw: TestGateway, project: SeededProject, session: string): Promise<ToolHarness> {
  const ex = await post(gw.url, '/api/auth/access-token', {}, { 'x-svc-api-token': project.dev.apiToken, ...sessionHeaders(session) });
  if (ex.status !== 200) throw new Error(`access-token: ${ex.status} ${ex.text}`);
  return harness(gw, project, ex.body.result);
}

/** Waits until the sync cache holds `count` records of `model` for the connection. */
export async function waitForSynced(h: ToolHarness, model: string, count: number): Promise<void> {
  const records = new RecordsRepo(h.gw.gateway.core.database.db);
  await waitFor(`${count} ${model} synced`, async () => (await records.countByConnection(h.connectionId, model)) === count);
}

/**
 * The connect flow over HTTP: session token -> /api/connect/oauth/start (with the connection inputs) -> the tool's
 * consent page -> the gateway's callback -> access-token exchange. Returns the harness and the authorize URL sent.
 */
export async function connectOAuth(
  gw: TestGateway,
  project: SeededProject,
  opts: { integrationId: string; inputs?: Record<string, string> },
): Promise<{ h: ToolHarness; authorizeUrl: URL; callback: HttpResult }> {
  const session = await newSession(gw.url, project.dev.apiToken, { integrationId: opts.integrationId });
  const started = await startOAuth(gw.url, session, { integrationId: opts.integrationId, ...(opts.inputs ? { inputs: opts.inputs } : {}) });
  if (started.status !== 200) throw new Error(`oauth/start: ${started.status} ${started.text}`);
  const authorizeUrl = new URL(started.body.result.authorizeUrl);
  const callback = await consent(authorizeUrl.href, 'allow');
  return { h: await exchangeSession(gw, project, session), authorizeUrl, callback };
}

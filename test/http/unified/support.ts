import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';
import { post, type HttpResult } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';
import { consent, newSession, sessionHeaders, startOAuth } from '../../support/connect-http.js';
import { freePort } from '../../support/connect-gateway.js';

export interface ToolHarness {
  gw: TestGateway;
  project: SeededProject;
  connectionId: string;
  accessToken: string;
  /** POST an /api path with this connection's tokens. */
  api<T = any>(path: string, body?: unknown): Promise<HttpResult<T>>;
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
  const headers = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': conn.accessToken };
  return {
    gw,
    project,
    connectionId: conn.connectionId,
    accessToken: conn.accessToken,
    api: (path, body) => post(gw.url, path, body ?? {}, headers),
    close: () => gw.close(),
  };
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
 * A gateway whose connector `integrationId` points every host (API, authorize, token) at one fake vendor, a project
 * with the OAuth app `client`, and nothing connected yet: `connectOAuth` runs the connect flow as a user would.
 */
export async function startOAuthGateway(opts: {
  integrationId: string;
  origin: string;
  client: { clientId: string; clientSecret: string };
}): Promise<{ gw: TestGateway; project: SeededProject }> {
  const port = await freePort();
  const gw = await startTestGateway({
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ [opts.integrationId]: { api: opts.origin, authorize: opts.origin, token: opts.origin } }),
    PLUGBOARD_OAUTH_APPS: JSON.stringify({ [opts.integrationId]: opts.client }),
  });
  return { gw, project: await seedProject(gw.gateway.core) };
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
  const ex = await post(gw.url, '/api/auth/access-token', {}, { 'x-svc-api-token': project.dev.apiToken, ...sessionHeaders(session) });
  if (ex.status !== 200) throw new Error(`access-token: ${ex.status} ${ex.text}`);
  const headers = { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': ex.body.result.accessToken as string };
  const h: ToolHarness = {
    gw,
    project,
    connectionId: ex.body.result.connectionId,
    accessToken: ex.body.result.accessToken,
    api: (path, body) => post(gw.url, path, body ?? {}, headers),
    close: () => gw.close(),
  };
  return { h, authorizeUrl, callback };
}

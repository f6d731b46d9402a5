import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';
import { post, type HttpResult } from '../../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../../support/seed.js';

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
}): Promise<ToolHarness> {
  const gw = await startTestGateway({ PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ [opts.integrationId]: { api: opts.origin } }) });
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

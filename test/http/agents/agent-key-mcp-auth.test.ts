import { expect } from 'chai';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { discoverOAuthProtectedResourceMetadata, extractWWWAuthenticateParams } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { freePort } from '../../support/connect-gateway.js';
import { post } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
};

/**
 * How a standard MCP client learns to authenticate to /mcp and what it is told when its key is refused: the 401's
 * RFC 9728 challenge, the metadata document the official TypeScript SDK discovers, and the SDK's own client with a
 * key passed as `requestInit.headers` (the way desktop clients pass the dashboard's configuration).
 */
describe('http: /mcp authentication for MCP clients (agent keys, RFC 9728)', () => {
  let gw: TestGateway;
  let p: SeededProject;
  let mcpUrl: string;

  before(async function () {
    this.timeout(120_000);
    // A fixed port, so PUBLIC_BASE_URL (what the metadata and the challenge name) is the address the client uses.
    const port = await freePort();
    gw = await startTestGateway({ PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}` });
    p = await seedProject(gw.gateway.core);
    mcpUrl = `${gw.url}/mcp`;
  });
  after(async () => {
    await gw?.close();
  });

  const createKey = async () => {
    const res = await post(gw.url, '/api/agent-keys/create', { name: 'mcp client' }, { 'x-svc-api-token': p.dev.apiToken });
    expect(res.status, res.text).to.equal(200);
    return res.body.result as { secret: string; agentKey: { id: string } };
  };
  const connect = async (secret: string) => {
    const client = new Client({ name: 'plugboard-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(mcpUrl), { requestInit: { headers: { Authorization: `Bearer ${secret}` } } }),
    );
    return client;
  };

  it('answers an unauthenticated POST /mcp with 401 and the challenge naming the metadata of /mcp, which the SDK discovers and parses', async () => {
    const res = await fetch(mcpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify(INITIALIZE),
    });
    expect(res.status).to.equal(401);
    const metadataUrl = `${gw.url}/.well-known/oauth-protected-resource/mcp`;
    expect(res.headers.get('www-authenticate')).to.equal(`Bearer resource_metadata="${metadataUrl}"`);
    expect(((await res.json()) as { error: { code: string } }).error.code).to.equal('UNAUTHORIZED');
    expect(extractWWWAuthenticateParams(res).resourceMetadataUrl?.href).to.equal(metadataUrl);
    const metadata = await discoverOAuthProtectedResourceMetadata(mcpUrl);
    expect(metadata.resource).to.equal(mcpUrl);
    expect(metadata.bearer_methods_supported).to.deep.equal(['header']);
  });

  it('the official client connects and lists tools with a key in requestInit.headers; once revoked it is refused with AGENT_KEY_REVOKED', async function () {
    this.timeout(30_000);
    const { secret, agentKey } = await createKey();
    const client = await connect(secret);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).to.include('events_list');
    await client.close();

    await post(gw.url, '/api/agent-keys/revoke', { id: agentKey.id }, { 'x-svc-api-token': p.dev.apiToken });
    const refused = await connect(secret).then(
      () => null,
      (e: unknown) => e as Error & { code?: number },
    );
    expect(refused, 'connect with a revoked key fails').to.not.equal(null);
    expect(refused!.message).to.contain('AGENT_KEY_REVOKED');
    const raw = await fetch(mcpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${secret}` },
      body: JSON.stringify(INITIALIZE),
    });
    expect(raw.status).to.equal(401);
    expect(extractWWWAuthenticateParams(raw).error).to.equal('invalid_token');
  });
});

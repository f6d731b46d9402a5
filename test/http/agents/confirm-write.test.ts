import { expect } from 'chai';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { post } from '../../support/http-client.js';
import { seedConnection } from '../../support/seed.js';
import { connectFakeHubspot, type ToolHarness } from '../unified/support.js';

const TOKEN = 'pat-na1-confirm-secret-token';
const CONFIRM = { 'plugboard-require-confirmation': 'true' };

async function mcpClient(url: string, headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'plugboard-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers } }));
  return client;
}

const structured = (r: any) => r.structuredContent;

describe('http: preview-then-commit writes through /mcp and /api/tools/call (fake HubSpot)', () => {
  let hs: FakeHubspot;
  let h: ToolHarness;
  let client: Client;
  const posts = () => hs.server.requests.filter((r) => r.method === 'POST' && r.path === '/crm/v3/objects/contacts');

  before(async function () {
    this.timeout(60_000);
    ({ hs, h } = await connectFakeHubspot(TOKEN, { PLUGBOARD_AGENT_CONFIRMATION_TTL_SECONDS: '120' }));
    client = await mcpClient(h.gw.url, { ...h.headers, ...CONFIRM });
  });
  after(async () => {
    await client?.close();
    await h?.close();
    await hs?.server.stop();
  });
  beforeEach(() => {
    hs.server.requests.length = 0;
  });

  it('a write answers its dry run and a confirmation id, sends nothing; confirm_write sends it exactly once', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).to.include('confirm_write');
    const args = { contact: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' } };
    const preview = await client.callTool({ name: 'hubspot_crm_contact_create', arguments: args });
    expect(preview.isError ?? false).to.equal(false);
    const p = structured(preview);
    expect(p.status).to.equal('confirmation_required');
    expect(p.confirmationId).to.match(/^cfm_/);
    const ttl = Date.parse(p.expiresAt) - Date.now();
    expect(ttl).to.be.within(100_000, 120_000);
    expect(p.preview.requests).to.have.length(1);
    expect(p.preview.requests[0].method).to.equal('POST');
    expect(p.preview.requests[0].headers.authorization).to.equal('Bearer [REDACTED]');
    expect(p.preview.mapping.fields).to.deep.include({ field: 'email', path: 'properties.email' });
    expect(JSON.stringify(preview)).to.not.include(TOKEN);
    expect(hs.server.requests).to.have.length(0);

    // Two confirms at once and a third later: one request reaches the tool, every confirm gets its answer.
    const [a, b] = await Promise.all([
      client.callTool({ name: 'confirm_write', arguments: { confirmationId: p.confirmationId } }),
      client.callTool({ name: 'confirm_write', arguments: { confirmationId: p.confirmationId } }),
    ]);
    const c = await client.callTool({ name: 'confirm_write', arguments: { confirmationId: p.confirmationId } });
    expect(posts()).to.have.length(1);
    expect(a.isError ?? false, JSON.stringify(a)).to.equal(false);
    expect(structured(a).contact.email).to.equal('grace@example.com');
    expect(structured(b)).to.deep.equal(structured(a));
    expect(structured(c)).to.deep.equal(structured(a));
    expect(posts()[0]!.json).to.deep.equal(p.preview.requests[0].body);
  });

  it('reads run at once; a passthrough GET too, a passthrough POST is previewed', async () => {
    const list = await client.callTool({ name: 'hubspot_crm_contact_list', arguments: {} });
    expect(structured(list).contacts).to.be.an('array');
    const get = await client.callTool({ name: 'hubspot_passthrough', arguments: { method: 'GET', path: '/crm/v3/objects/contacts' } });
    expect(structured(get).$native.status).to.equal(200);
    const write = await client.callTool({
      name: 'hubspot_passthrough',
      arguments: { method: 'POST', path: '/crm/v3/objects/contacts', json: { properties: { firstname: 'Linus' } } },
    });
    expect(structured(write).status).to.equal('confirmation_required');
    expect(posts()).to.have.length(0);
  });

  it('an unknown, expired, or other environment confirmation is refused and never reaches the tool', async () => {
    const unknown = await client.callTool({ name: 'confirm_write', arguments: { confirmationId: 'cfm_nope' } });
    expect(unknown.isError).to.equal(true);
    expect(structured(unknown).error.code).to.equal('CONFIRMATION_NOT_FOUND');

    const preview = structured(
      await client.callTool({ name: 'hubspot_crm_contact_create', arguments: { contact: { firstName: 'Expired' } } }),
    );
    // Another environment of the same project (with a connection of its own) cannot confirm it.
    const prodConn = await seedConnection(h.gw.gateway.core, h.project.prod.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: TOKEN },
    });
    const other = await post(
      h.gw.url,
      '/api/tools/call',
      { name: 'confirm_write', arguments: { confirmationId: preview.confirmationId } },
      { 'x-svc-api-token': h.project.prod.apiToken, 'x-svc-access-token': prodConn.accessToken, ...CONFIRM },
    );
    expect(other.status, other.text).to.equal(200);
    expect(other.body.result.isError).to.equal(true);
    expect(other.body.result.output.error.code).to.equal('CONFIRMATION_NOT_FOUND');

    // Past its expiry (moved there in the store: the clock is not waited for), it is refused.
    await h.gw.gateway.core.database.db
      .collection('agentConfirmations')
      .updateOne({ _id: preview.confirmationId }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await client.callTool({ name: 'confirm_write', arguments: { confirmationId: preview.confirmationId } });
    expect(expired.isError).to.equal(true);
    expect(structured(expired).error.code).to.equal('CONFIRMATION_EXPIRED');
    expect(posts()).to.have.length(0);
  });

  it('without confirmation asked for, /api/tools/call writes at once (same services as the REST route)', async () => {
    const res = await post(
      h.gw.url,
      '/api/tools/call',
      { name: 'hubspot_crm_contact_create', arguments: { contact: { firstName: 'Direct' } } },
      h.headers,
    );
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result.isError).to.equal(false);
    expect(res.body.result.output.contact.firstName).to.equal('Direct');
    expect(posts()).to.have.length(1);
    const notFound = await post(h.gw.url, '/api/tools/call', { name: 'nope_tool', arguments: {} }, h.headers);
    expect(notFound.status).to.equal(404);
    expect(notFound.body.error.code).to.equal('TOOL_NOT_FOUND');
  });
});

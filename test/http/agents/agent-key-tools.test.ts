import { expect } from 'chai';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { post } from '../../support/http-client.js';
import { seedConnection } from '../../support/seed.js';
import { connectFakeHubspot, type ToolHarness } from '../unified/support.js';

const TOKEN = 'pat-na1-agent-key-tools-token';

async function keyClient(url: string, secret: string): Promise<Client> {
  const client = new Client({ name: 'plugboard-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${secret}` } } }),
  );
  return client;
}

const structured = (r: any) => r.structuredContent;

describe('http: agent keys on /mcp and /api/tools/* (read-only, allow-list, connections, budget, confirmation)', () => {
  let hs: FakeHubspot;
  let h: ToolHarness;
  let other: { connectionId: string };
  const clients: Client[] = [];
  const writes = () => hs.server.requests.filter((r) => r.method !== 'GET' && r.path.startsWith('/crm/v3/objects/'));

  async function key(input: Record<string, unknown>): Promise<string> {
    const res = await post(h.gw.url, '/api/agent-keys/create', { name: 'test', ...input }, { 'x-svc-api-token': h.project.dev.apiToken });
    expect(res.status, res.text).to.equal(200);
    return res.body.result.secret as string;
  }
  async function client(input: Record<string, unknown>): Promise<Client> {
    const c = await keyClient(h.gw.url, await key(input));
    clients.push(c);
    return c;
  }

  before(async function () {
    this.timeout(60_000);
    ({ hs, h } = await connectFakeHubspot(TOKEN));
    hs.add('contacts', { firstname: 'Ada', email: 'ada@example.com' });
    other = await seedConnection(h.gw.gateway.core, h.project.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: TOKEN },
    });
  });
  after(async () => {
    for (const c of clients) await c.close();
    await h?.close();
    await hs?.server.stop();
  });
  beforeEach(() => {
    hs.server.requests.length = 0;
  });

  it('a read-only key lists only reads and cannot write (not listed, refused by name)', async () => {
    const c = await client({ connectionIds: [h.connectionId], readOnly: true, allowPassthrough: true });
    const names = (await c.listTools()).tools.map((t) => t.name);
    expect(names).to.include.members(['hubspot_crm_contact_list', 'hubspot_crm_contact_get', 'events_list', 'hubspot_passthrough']);
    expect(names.filter((n) => /_(create|update|delete)$/.test(n))).to.deep.equal([]);
    const list = await c.callTool({ name: 'hubspot_crm_contact_list', arguments: {} });
    expect(structured(list).contacts).to.have.length(1);
    const create = await c.callTool({ name: 'hubspot_crm_contact_create', arguments: { contact: { firstName: 'No' } } });
    expect(create.isError).to.equal(true);
    expect(structured(create).error.code).to.equal('TOOL_NOT_ALLOWED');
    const raw = await c.callTool({
      name: 'hubspot_passthrough',
      arguments: { method: 'POST', path: '/crm/v3/objects/contacts', json: {} },
    });
    expect(structured(raw).error.code).to.equal('TOOL_NOT_ALLOWED');
    expect(writes()).to.deep.equal([]);
  });

  it('an allow-list holds: only matching tools are listed and callable', async () => {
    const c = await client({ connectionIds: [h.connectionId], toolAllowList: ['hubspot_crm_contact_*'] });
    const names = (await c.listTools()).tools.map((t) => t.name);
    expect(names.every((n) => n.startsWith('hubspot_crm_contact_'))).to.equal(true);
    expect(names).to.include('hubspot_crm_contact_list');
    const deal = await c.callTool({ name: 'hubspot_crm_deal_list', arguments: {} });
    expect(structured(deal).error.code).to.equal('TOOL_NOT_ALLOWED');
    const events = await c.callTool({ name: 'events_list', arguments: {} });
    expect(structured(events).error.code).to.equal('TOOL_NOT_ALLOWED');
  });

  it('a key for connection A cannot reach connection B, nor another environment', async () => {
    const c = await client({ connectionIds: [h.connectionId, other.connectionId] });
    // Two connections: discovery tools; B is reachable, a third connection is not.
    expect((await c.listTools()).tools.map((t) => t.name)).to.deep.equal(['search_tools', 'describe_tool', 'call_tool', 'events_list']);
    const onlyA = await client({ connectionIds: [h.connectionId] });
    const viaB = await onlyA.callTool({
      name: 'call_tool',
      arguments: { name: 'hubspot_crm_contact_list', connectionId: other.connectionId, arguments: {} },
    });
    expect(structured(viaB).error.code).to.equal('TOOL_NOT_FOUND');
    const search = await onlyA.callTool({ name: 'search_tools', arguments: { query: 'contact list' } });
    expect(new Set(structured(search).tools.map((t: any) => t.connectionId))).to.deep.equal(new Set([h.connectionId]));
    // The key with the production API token: refused (another environment's token).
    const secret = await key({ connectionIds: [h.connectionId] });
    const mixed = await post(
      h.gw.url,
      '/api/tools/call',
      { name: 'hubspot_crm_contact_list', arguments: {} },
      { authorization: `Bearer ${secret}`, 'x-svc-api-token': h.project.prod.apiToken },
    );
    expect(mixed.status).to.equal(401);
    expect(hs.server.requests).to.deep.equal([]);
  });

  it('a spent budget answers AGENT_BUDGET_EXHAUSTED (an error result on MCP, 429 on /api/tools/call)', async () => {
    const secret = await key({ connectionIds: [h.connectionId], budget: { perMinute: 2 } });
    const c = await keyClient(h.gw.url, secret);
    clients.push(c);
    for (let i = 0; i < 2; i++)
      expect((await c.callTool({ name: 'hubspot_crm_contact_list', arguments: {} })).isError ?? false).to.equal(false);
    const spent = await c.callTool({ name: 'hubspot_crm_contact_list', arguments: {} });
    expect(spent.isError).to.equal(true);
    expect(structured(spent).error.code).to.equal('AGENT_BUDGET_EXHAUSTED');
    const rest = await post(h.gw.url, '/api/tools/call', { name: 'events_list', arguments: {} }, { authorization: `Bearer ${secret}` });
    expect(rest.status).to.equal(429);
    expect(rest.body.error.code).to.equal('AGENT_BUDGET_EXHAUSTED');
    expect(rest.headers.get('retry-after')).to.match(/^\d+$/);
    expect(hs.server.requests).to.have.length(2);
  });

  it('a key that requires confirmation: only the same key can confirm, and the write reaches the tool once', async () => {
    const c = await client({ connectionIds: [h.connectionId], requireConfirmation: true });
    const preview = structured(await c.callTool({ name: 'hubspot_crm_contact_create', arguments: { contact: { firstName: 'Kay' } } }));
    expect(preview.status).to.equal('confirmation_required');
    const otherKey = await client({ connectionIds: [h.connectionId], requireConfirmation: true });
    const stolen = await otherKey.callTool({ name: 'confirm_write', arguments: { confirmationId: preview.confirmationId } });
    expect(structured(stolen).error.code).to.equal('CONFIRMATION_NOT_FOUND');
    const byApiToken = await post(
      h.gw.url,
      '/api/tools/call',
      { name: 'confirm_write', arguments: { confirmationId: preview.confirmationId } },
      h.headers,
    );
    expect(byApiToken.body.result.output.error.code).to.equal('CONFIRMATION_NOT_FOUND');
    expect(writes()).to.deep.equal([]);
    const done = await c.callTool({ name: 'confirm_write', arguments: { confirmationId: preview.confirmationId } });
    expect(structured(done).contact.firstName).to.equal('Kay');
    expect(writes()).to.have.length(1);
  });
});

import { expect } from 'chai';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { call } from '../../support/http-client.js';
import { connectFakeHubspot, type ToolHarness } from '../unified/support.js';

const TOKEN = 'pat-na1-mcp-secret-token';

/** The official MCP client over Streamable HTTP, with the gateway's headers. */
async function mcpClient(url: string, headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'plugboard-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers } }));
  return client;
}

describe('http: /mcp with the official MCP TypeScript client (fake HubSpot)', () => {
  let hs: FakeHubspot;
  let h: ToolHarness;
  let client: Client;

  before(async function () {
    this.timeout(60_000);
    ({ hs, h } = await connectFakeHubspot(TOKEN));
    for (let i = 0; i < 3; i++) hs.add('contacts', { firstname: `Ada${i}`, lastname: 'Lovelace', email: `ada${i}@example.com` });
    client = await mcpClient(h.gw.url, h.headers);
  });
  after(async () => {
    await client?.close();
    await h?.close();
    await hs?.server.stop();
  });
  beforeEach(() => {
    hs.server.requests.length = 0;
  });

  it('negotiates a protocol revision, keeps no session, and lists the connection tools generated from the manifest', async () => {
    expect(client.getServerVersion()?.name).to.equal('plugboard');
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name);
    expect(names).to.include.members([
      'hubspot_crm_contact_list',
      'hubspot_crm_contact_search',
      'hubspot_crm_contact_get',
      'hubspot_crm_contact_create',
      'hubspot_crm_contact_update',
      'hubspot_crm_contact_delete',
      'hubspot_lists_members',
      'hubspot_passthrough',
      'events_list',
    ]);
    expect(names).to.not.include('confirm_write');
    for (const t of tools) {
      expect(t.name).to.match(/^[a-zA-Z0-9_-]{1,64}$/);
      expect(t.inputSchema.type).to.equal('object');
      expect(t.description?.length ?? 0).to.be.greaterThan(20);
    }
    const list = tools.find((t) => t.name === 'hubspot_crm_contact_list')!;
    expect(list.annotations).to.include({ readOnlyHint: true, destructiveHint: false });
    expect(list.description).to.match(/nextPageCursor/);
    const del = tools.find((t) => t.name === 'hubspot_crm_contact_delete')!;
    expect(del.annotations).to.include({ readOnlyHint: false, destructiveHint: true });
    const create = tools.find((t) => t.name === 'hubspot_crm_contact_create')!;
    const record = (create.inputSchema.properties as any).contact;
    expect(Object.keys(record.properties)).to.include.members(['firstName', 'lastName', 'email']);
    expect(Object.keys(record.properties)).to.not.include('createdTime');
  });

  it('calls a list tool: structured content as the REST route answers, one downstream request, paging by cursor', async () => {
    const rest = await h.api('/api/unifications/crm/contacts/list', { pageSize: 2 });
    hs.server.requests.length = 0;
    const res = await client.callTool({ name: 'hubspot_crm_contact_list', arguments: { pageSize: 2 } });
    expect(res.isError ?? false).to.equal(false);
    expect(res.structuredContent).to.deep.equal(rest.body.result);
    expect(hs.server.requests).to.have.length(1);
    const cursor = (res.structuredContent as any).nextPageCursor;
    expect(cursor).to.be.a('string');
    const next = await client.callTool({ name: 'hubspot_crm_contact_list', arguments: { pageSize: 2, cursor } });
    expect((next.structuredContent as any).contacts).to.have.length(1);
    expect(JSON.parse((next.content as any)[0].text)).to.deep.equal(next.structuredContent);
  });

  it('answers tool errors as error results with the gateway error code, never the credentials', async () => {
    const bad = await client.callTool({ name: 'hubspot_crm_contact_get', arguments: { idd: '1' } });
    expect(bad.isError).to.equal(true);
    expect((bad.structuredContent as any).error.code).to.equal('VALIDATION_FAILED');
    const missing = await client.callTool({ name: 'hubspot_crm_contact_get', arguments: { id: '999999' } });
    expect(missing.isError).to.equal(true);
    expect((missing.structuredContent as any).error.code).to.equal('DOWNSTREAM_NOT_FOUND');
    expect(JSON.stringify(missing)).to.not.include(TOKEN);
    const unknown = await client.callTool({ name: 'salesforce_crm_contact_list', arguments: {} });
    expect(unknown.isError).to.equal(true);
    expect((unknown.structuredContent as any).error.code).to.equal('TOOL_NOT_FOUND');
  });

  it('GET and DELETE /mcp answer 405 (a stateless server opens no stream and keeps no session)', async () => {
    const get = await call(h.gw.url, 'GET', '/mcp', { headers: h.headers });
    expect(get.status).to.equal(405);
    expect(get.headers.get('allow')).to.equal('POST');
    expect(get.body.error.code).to.equal('METHOD_NOT_ALLOWED');
    const del = await call(h.gw.url, 'DELETE', '/mcp', { headers: h.headers });
    expect(del.status).to.equal(405);
    const anon = await call(h.gw.url, 'POST', '/mcp', { body: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
    expect(anon.status).to.equal(401);
    expect(anon.body.error.code).to.equal('UNAUTHORIZED');
  });
});

import { createRequire } from 'node:module';
import { expect } from 'chai';
import type { FakeHubspot } from '../../support/fake-tools/fake-hubspot.js';
import { post } from '../../support/http-client.js';
import { seedConnection } from '../../support/seed.js';
import { connectFakeHubspot, type ToolHarness } from '../unified/support.js';

const require = createRequire(import.meta.url);
const Ajv2020 = require('ajv/dist/2020') as typeof import('ajv/dist/2020.js').default;
const addFormats = require('ajv-formats') as typeof import('ajv-formats').default;

const TOKEN = 'pat-na1-tools-api-secret-token';
const NAME = /^[a-zA-Z0-9_-]{1,64}$/;

const ajv = new Ajv2020({ strict: false, allowUnionTypes: true });
addFormats(ajv);

/** Every input schema must be a valid JSON Schema (draft 2020-12 meta-schema) and compile. */
function expectValidSchema(schema: object, name: string) {
  expect(ajv.validateSchema(schema), `${name}: ${ajv.errorsText(ajv.errors)}`).to.equal(true);
  expect(() => ajv.compile(schema), name).to.not.throw();
  expect((schema as { type?: unknown }).type, `${name} takes an object`).to.equal('object');
}

describe('http: /api/tools/list in MCP, OpenAI and Anthropic formats and /api/tools/call (fake HubSpot)', () => {
  let hs: FakeHubspot;
  let h: ToolHarness;

  before(async function () {
    this.timeout(60_000);
    ({ hs, h } = await connectFakeHubspot(TOKEN));
    for (let i = 0; i < 3; i++) hs.add('contacts', { firstname: `Ada${i}`, email: `ada${i}@example.com` });
  });
  after(async () => {
    await h?.close();
    await hs?.server.stop();
  });

  it('lists the same tools in each format, each one valid against its shape and the JSON Schema meta-schema', async () => {
    const mcp = await post(h.gw.url, '/api/tools/list', { format: 'mcp' }, h.headers);
    expect(mcp.status, mcp.text).to.equal(200);
    const names = mcp.body.result.tools.map((t: any) => t.name);
    expect(names).to.include.members(['hubspot_crm_contact_list', 'events_list']);
    for (const t of mcp.body.result.tools) {
      expect(Object.keys(t).sort()).to.deep.equal(['annotations', 'description', 'inputSchema', 'name']);
      expect(t.name).to.match(NAME);
      expectValidSchema(t.inputSchema, t.name);
    }
    const byDefault = await post(h.gw.url, '/api/tools/list', {}, h.headers);
    expect(byDefault.body.result).to.deep.equal(mcp.body.result);

    const openai = await post(h.gw.url, '/api/tools/list', { format: 'openai' }, h.headers);
    expect(openai.status, openai.text).to.equal(200);
    expect(openai.body.result.format).to.equal('openai');
    expect(openai.body.result.tools.map((t: any) => t.function.name)).to.deep.equal(names);
    for (const t of openai.body.result.tools) {
      expect(t.type).to.equal('function');
      expect(Object.keys(t.function).sort()).to.deep.equal(['description', 'name', 'parameters']);
      expect(t.function.name).to.match(NAME);
      expectValidSchema(t.function.parameters, t.function.name);
    }

    const responses = await post(h.gw.url, '/api/tools/list', { format: 'openai-responses' }, h.headers);
    for (const t of responses.body.result.tools) {
      expect(Object.keys(t).sort()).to.deep.equal(['description', 'name', 'parameters', 'type']);
      expectValidSchema(t.parameters, t.name);
    }

    const anthropic = await post(h.gw.url, '/api/tools/list', { format: 'anthropic' }, h.headers);
    expect(anthropic.status, anthropic.text).to.equal(200);
    expect(anthropic.body.result.tools.map((t: any) => t.name)).to.deep.equal(names);
    for (const t of anthropic.body.result.tools) {
      expect(Object.keys(t).sort()).to.deep.equal(['description', 'input_schema', 'name']);
      expectValidSchema(t.input_schema, t.name);
    }

    const bad = await post(h.gw.url, '/api/tools/list', { format: 'langchain' }, h.headers);
    expect(bad.status).to.equal(400);
    expect(bad.body.error.code).to.equal('VALIDATION_FAILED');
  });

  it("runs a list tool through /api/tools/call with the REST route's result", async () => {
    const rest = await h.api('/api/unifications/crm/contacts/list', { pageSize: 2 });
    const res = await post(h.gw.url, '/api/tools/call', { name: 'hubspot_crm_contact_list', arguments: { pageSize: 2 } }, h.headers);
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result).to.deep.equal({ name: 'hubspot_crm_contact_list', isError: false, output: rest.body.result });
  });

  it('with the API token alone and two connections: discovery tools, search, describe and call on a chosen connection', async () => {
    const second = await seedConnection(h.gw.gateway.core, h.project.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: TOKEN },
    });
    const env = { 'x-svc-api-token': h.project.dev.apiToken };
    const list = await post(h.gw.url, '/api/tools/list', {}, env);
    expect(list.body.result.tools.map((t: any) => t.name)).to.deep.equal(['search_tools', 'describe_tool', 'call_tool', 'events_list']);

    const found = await post(h.gw.url, '/api/tools/call', { name: 'search_tools', arguments: { query: 'list contacts' } }, env);
    expect(found.body.result.isError).to.equal(false);
    const hits = found.body.result.output.tools;
    expect(hits[0].name).to.equal('hubspot_crm_contact_list');
    expect(hits.map((t: any) => t.connectionId)).to.include.members([h.connectionId, second.connectionId]);

    const described = await post(
      h.gw.url,
      '/api/tools/call',
      { name: 'describe_tool', arguments: { name: 'hubspot_crm_contact_get', connectionId: second.connectionId } },
      env,
    );
    expect(described.body.result.output.inputSchema.required).to.deep.equal(['id']);

    const called = await post(
      h.gw.url,
      '/api/tools/call',
      { name: 'call_tool', arguments: { name: 'hubspot_crm_contact_list', connectionId: h.connectionId, arguments: { pageSize: 1 } } },
      env,
    );
    expect(called.body.result.isError, called.text).to.equal(false);
    expect(called.body.result.output.contacts).to.have.length(1);

    // Named directly, the tool is ambiguous between the two connections.
    const direct = await post(h.gw.url, '/api/tools/call', { name: 'hubspot_crm_contact_list', arguments: {} }, env);
    expect(direct.status).to.equal(404);
    expect(direct.body.error.code).to.equal('TOOL_NOT_FOUND');
    expect(direct.body.error.message).to.match(/call_tool/);
  });

  it('events_list reads the environment event log by cursor (what changed since the last look)', async () => {
    const { core } = h.gw.gateway;
    const target = { id: h.connectionId, projectId: h.project.projectId, environmentId: h.project.dev.env.id };
    await core.services.events.publish(target, [
      { eventType: 'object.crm.contacts.updated', data: { id: '1001' } },
      { eventType: 'object.crm.contacts.created', data: { id: '1002' } },
    ]);
    // An event of another connection: not shown to a caller bound to this one.
    const other = await seedConnection(core, h.project.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: TOKEN },
    });
    await core.services.events.publish({ ...target, id: other.connectionId }, [
      { eventType: 'object.crm.contacts.deleted', data: { id: '9' } },
    ]);
    const first = await post(h.gw.url, '/api/tools/call', { name: 'events_list', arguments: {} }, h.headers);
    expect(first.body.result.isError, first.text).to.equal(false);
    const out = first.body.result.output;
    expect(out.events).to.be.an('array');
    expect(out.events.map((e: any) => e.data?.id)).to.deep.equal(['1001', '1002']);
    expect(out.events.every((e: any) => e.connectionId === h.connectionId)).to.equal(true);
    const again = await post(h.gw.url, '/api/tools/call', { name: 'events_list', arguments: { cursor: out.nextCursor } }, h.headers);
    expect(again.body.result.output.events).to.deep.equal([]);
    expect(again.body.result.output.nextCursor).to.equal(out.nextCursor);
    const rest = (await fetch(`${h.gw.url}/api/events/list`, { headers: { 'x-svc-api-token': h.project.dev.apiToken } }).then((r) =>
      r.json(),
    )) as { result: { events: { connectionId: string }[] } };
    expect(out.events).to.deep.equal(rest.result.events.filter((e) => e.connectionId === h.connectionId));
  });
});

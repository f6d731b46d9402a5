import { expect } from 'chai';
import { FakeToolServer } from '../../support/fake-tools/fake-tool-server.js';
import { connectTool, type ToolHarness } from './support.js';

const TOKEN = 'outreach-oauth-access-token';

/** Outreach API v2 users (JSON:API: `data[]` with `attributes`, `links.next` absolute, `page[size]`), per docs/vendors/outreach.md. */
function fakeOutreach() {
  const users = Array.from({ length: 5 }, (_, i) => ({
    type: 'user',
    id: 1 + i,
    attributes: {
      firstName: `Grace${i}`,
      lastName: 'Hopper',
      name: `Grace${i} Hopper`,
      email: `grace${i}@example.com`,
      locked: false,
      createdAt: '2024-11-02T09:15:00.000Z',
      updatedAt: '2025-01-20T16:42:10.000Z',
      title: 'AE',
    },
    relationships: {},
  }));
  const server: FakeToolServer = new FakeToolServer((req) => {
    if (req.headers.authorization !== `Bearer ${TOKEN}`)
      return { status: 401, json: { errors: [{ id: 'unauthorized', title: 'Unauthorized' }] } };
    if (req.path === '/api/v2/users') {
      const size = Number(req.query['page[size]'] ?? 50);
      const offset = Number(req.query['page[offset]'] ?? 0);
      const data = users.slice(offset, offset + size);
      const more = offset + size < users.length;
      return {
        json: {
          data,
          links: more ? { next: `${server.origin}/api/v2/users?count=false&page%5Bsize%5D=${size}&page%5Boffset%5D=${offset + size}` } : {},
        },
      };
    }
    return { status: 404, json: { errors: [{ id: 'notFound' }] } };
  });
  return server;
}

describe('http: POST /api/unifications/engagement/users/list on Outreach (seed example)', () => {
  let tool: FakeToolServer;
  let h: ToolHarness;

  before(async function () {
    this.timeout(60_000);
    tool = await fakeOutreach().start();
    h = await connectTool({
      integrationId: 'outreach',
      origin: tool.origin,
      authMethodId: 'oauth',
      credentials: { type: 'oauth2', accessToken: TOKEN },
    });
  });
  after(async () => {
    await h?.close();
    await tool?.stop();
  });

  it('accepts an empty body and answers result.users with nextPageCursor; the cursor follows links.next', async () => {
    const first = await h.api('/api/unifications/engagement/users/list', { pageSize: 2 });
    expect(first.status, first.text).to.equal(200);
    expect(first.body.result.users[0]).to.deep.equal({
      id: '1',
      firstName: 'Grace0',
      lastName: 'Hopper',
      email: 'grace0@example.com',
      createdTime: '2024-11-02T09:15:00.000Z',
      modifiedTime: '2025-01-20T16:42:10.000Z',
    });
    const ids = first.body.result.users.map((u: any) => u.id);
    let cursor = first.body.result.nextPageCursor;
    while (cursor) {
      const page = await h.api('/api/unifications/engagement/users/list', { cursor });
      expect(page.status, page.text).to.equal(200);
      ids.push(...page.body.result.users.map((u: any) => u.id));
      cursor = page.body.result.nextPageCursor;
    }
    expect(ids).to.deep.equal(['1', '2', '3', '4', '5']);
    const empty = await h.api('/api/unifications/engagement/users/list');
    expect(empty.status, empty.text).to.equal(200);
    expect(empty.body.result.users).to.have.length(5);
    expect(empty.body.result.nextPageCursor).to.equal(null);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../../src/config/package-root.js';
import { fakeFromOpenApi } from '../../support/fake-tools/fake-from-openapi.js';
import type { FakeToolServer } from '../../support/fake-tools/fake-tool-server.js';
import { seedProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';
import { formConnect } from '../unified/support.js';

const UNSEEN = path.join(PACKAGE_ROOT, 'test/fixtures/openapi/ledgerly-unseen.json');
const KEY = 'lk_live_0123456789abcdef';

/** `plugboard connectors …` as an author runs it (from the sources, as `npm run plugboard` runs the build). */
function plugboard(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(PACKAGE_ROOT, 'src/cli/plugboard.ts'), 'connectors', ...args], {
    cwd: PACKAGE_ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/**
 * The generator on a description no test looks inside: the command writes a manifest, `connectors check` and
 * `connectors conform` pass on it, and a connection made with it against a fake served from the same file
 * verifies its key and passes requests through.
 */
describe('http: a connector generated from an unseen OpenAPI description connects to a fake built from that description', function () {
  this.timeout(120_000);
  let dir: string;
  let fake: FakeToolServer;
  let gw: TestGateway;

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pb-generated-'));
    fake = await fakeFromOpenApi(JSON.parse(await readFile(UNSEEN, 'utf8')) as Record<string, unknown>, KEY).start();
  });
  after(async () => {
    await gw?.close();
    await fake?.stop();
  });

  it('plugboard connectors new writes it; check passes (TODOs are warnings); conform passes; a second run refuses to overwrite', () => {
    const made = plugboard(['new', 'ledgerly', '--from-openapi', UNSEEN, '--tags', 'Account,Invoices', '--dir', dir]);
    expect(made.status, made.out).to.equal(0);
    expect(made.out).to.match(/wrote .*ledgerly\/manifest\.yaml/);
    const check = plugboard(['check', dir]);
    expect(check.status, check.out).to.equal(0);
    expect(check.out).to.match(/^ok {3}ledgerly: {2}actions: account\/get-account, invoices\/list-invoices/m);
    expect(check.out).to.match(/^warn .*TODO/m);
    const strict = plugboard(['check', '--strict', dir]);
    expect(strict.status, 'TODO markers fail --strict').to.equal(1);
    const conform = plugboard(['conform', 'ledgerly', '--openapi', UNSEEN, '--dir', dir]);
    expect(conform.status, conform.out).to.equal(0);
    expect(conform.out).to.contain('ledgerly conforms to');
    const again = plugboard(['new', 'ledgerly', '--from-openapi', UNSEEN, '--dir', dir]);
    expect(again.status).to.equal(2);
    expect(again.out).to.match(/exists; pass --force/);
  });

  it('connects with an API key (the verify request is the generated one) and passes a request through', async () => {
    const port = fake.origin;
    gw = await startTestGateway({
      PLUGBOARD_CONNECTORS_DIR: dir,
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ ledgerly: { api: port } }),
    });
    const project = await seedProject(gw.gateway.core);
    const form = await formConnect(gw, project, { integrationId: 'ledgerly', authMethodId: 'api_key' });
    const wrong = await form.submit({ api_key: 'not-the-key' });
    expect(wrong.status, wrong.text).to.be.within(400, 499);
    const ok = await form.submit({ api_key: KEY });
    expect(ok.status, ok.text).to.equal(200);
    const verify = fake.requests.filter((r) => r.path === '/v3/account');
    expect(verify.map((r) => r.query.api_token)).to.deep.equal(['not-the-key', KEY]);

    const h = await form.exchange();
    const res = await h.api('/api/passthrough', { method: 'GET', path: '/v3/invoices', query: { status: 'open' } });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result.$native.status).to.equal(200);
    expect(res.body.result.$native.body).to.deep.equal([{ id: 'inv_1', total: 1200, currency: 'EUR', customer: { name: 'Globex' } }]);
    expect(fake.requests.at(-1)!.query).to.deep.equal({ status: 'open', api_token: KEY });
  });

  it('can be tried in the sandbox first: a sandbox connection answers passthrough on a generated resource with its guessed paging', async () => {
    const project = await seedProject(gw.gateway.core, 'Sandbox try');
    const form = await formConnect(gw, project, { integrationId: 'ledgerly', authMethodId: 'sandbox' });
    const ok = await form.submit({});
    expect(ok.status, ok.text).to.equal(200);
    const h = await form.exchange();
    const before = fake.requests.length;
    const res = await h.api('/api/passthrough', { method: 'GET', path: '/v3/invoices', query: { page_size: 2 } });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.result.$native.status).to.equal(200);
    expect(res.body.result.$native.body).to.be.an('array').with.length(2);
    expect(res.body.result.$native.headers.link, 'the next page is in a Link header, as the generated paging expects').to.match(
      /rel="?next/,
    );
    expect(fake.requests.length, 'the sandbox never reaches the tool').to.equal(before);
  });
});

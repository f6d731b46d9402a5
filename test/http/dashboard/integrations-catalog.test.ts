import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../../src/config/package-root.js';
import { signIn } from '../../support/dashboard-client.js';
import { seedProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

interface Entry {
  integrationId: string;
  name: string;
  categories: string[];
  offers: string[];
  signIn: { id: string; label: string; kind: string; setup: string }[];
  models: { model: string; operations: string[] }[];
  sync: { model: string; incremental: boolean }[];
  nativeWebhooks: string[];
  actions: string[];
  passthroughBaseURL: string;
}

/** The dashboard's Integrations page reads this list; docs/catalog.md prints the same facts from the same derivation. */
describe('http: dashboard integrations catalogue says what docs/catalog.md says', function () {
  this.timeout(60_000);
  let gw: TestGateway;
  let list: Entry[];
  let catalog: string;

  before(async () => {
    gw = await startTestGateway({ PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN: 'all' });
    const acme = await seedProject(gw.gateway.core, 'Acme');
    const dash = await signIn(gw.url, acme.prod.apiToken);
    const res = await dash.get<{ integrations: Entry[] }>('/integrations');
    expect(res.status, res.text).to.equal(200);
    list = res.body.integrations;
    catalog = await readFile(path.join(PACKAGE_ROOT, 'docs/catalog.md'), 'utf8');
  });
  after(async () => gw?.close());

  it('every integration of the catalogue is listed, with how to connect, what it offers and its passthrough host', () => {
    const headings = [...catalog.matchAll(/^## (.+) <a id="([^"]+)"><\/a>$/gm)].map((m) => m[2]);
    expect(list.map((i) => i.integrationId).sort()).to.deep.equal([...headings].sort());
    for (const i of list) {
      const section = catalog.slice(catalog.indexOf(`<a id="${i.integrationId}"></a>`)).split('\n## ')[0]!;
      for (const s of i.signIn) expect(section, `${i.integrationId} ${s.id}`).to.contain(`  - ${s.label}: ${s.setup}`);
      expect(section).to.contain(`- Offers: ${i.offers.join(', ')}`);
      expect(section).to.contain(`- Passthrough: yes (${i.passthroughBaseURL})`);
      expect(section).to.contain(`- Actions: ${i.actions.length ? i.actions.map((a) => `\`${a}\``).join(', ') : '—'}`);
      expect(section).to.contain(
        `- Native webhooks: ${i.nativeWebhooks.length ? i.nativeWebhooks.map((w) => `\`${w}\``).join(', ') : '—'}`,
      );
      for (const m of i.models) expect(section).to.contain(`  - \`${m.model}\`: ${m.operations.join(', ')}`);
      expect(i.offers).to.include('passthrough');
    }
  });

  it('Aircall: both sign-ins and their set-up, unified models, incremental sync of calls, its action', () => {
    const aircall = list.find((i) => i.integrationId === 'aircall')!;
    expect(aircall.signIn.map((s) => [s.kind, s.setup])).to.deep.equal([
      ['username and password', 'Nothing to set up: end users enter their API ID and API token.'],
      [
        'OAuth 2.0',
        'Register an OAuth app with Aircall and save its client ID and secret under OAuth apps; end users then sign in with Aircall.',
      ],
    ]);
    expect(aircall.offers).to.deep.equal(['unified', 'actions', 'sync', 'native_webhooks', 'passthrough']);
    expect(aircall.sync).to.deep.include({ model: 'dialer.call', incremental: true });
    expect(aircall.actions).to.include('users/list');
    expect(aircall.passthroughBaseURL).to.equal('https://api.aircall.io');
  });
});

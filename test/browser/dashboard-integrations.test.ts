import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { loadConnectorRegistry } from '../../src/connectors/index.js';
import { buildWeb } from '../../scripts/build-web.js';
import { overflowProblems } from '../support/layout-check.js';
import { seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

const SHOTS = path.join(PACKAGE_ROOT, 'test-results', 'dashboard-integrations');
/** A manifest's text is the author's: the page shows it as text, never as markup. */
const HOSTILE = `<img src=x onerror="window.__pwned=1">Probe & "Co"`;

/**
 * The dashboard's Integrations page in real Chromium: search by name, category and capability, the category and
 * offer filters, one entry's details (how to connect, models, sync, docs link), manifest text rendered as text, and
 * the layout at 1280 and 390 px (screenshots in test-results/dashboard-integrations/).
 */
describe('browser: dashboard Integrations page (search, filters, details)', function () {
  this.timeout(240_000);
  let gw: TestGateway;
  let browser: Browser;
  let acme: SeededProject;
  let total: number;
  let dialers: string[];
  let withWebhooks: string[];

  before(async () => {
    await buildWeb();
    await mkdir(SHOTS, { recursive: true });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pb-dash-integrations-'));
    await cp(path.join(PACKAGE_ROOT, 'connectors'), dir, { recursive: true });
    await mkdir(path.join(dir, 'probe'));
    await writeFile(
      path.join(dir, 'probe', 'manifest.yaml'),
      `manifest_version: 2
connector: { id: probe, version: 0.1.0, display_name: ${JSON.stringify(HOSTILE)}, categories: [developer] }
connection:
  auth:
    - { type: api_key, id: key, label: ${JSON.stringify(`<b>key</b>`)}, in: header, name: X-Key, field: { name: key, label: ${JSON.stringify('<i>Key</i>')} } }
http: { base_url: https://api.probe.example }
`,
    );
    const registry = await loadConnectorRegistry({ dir });
    const infos = registry.list();
    total = infos.length;
    dialers = infos.filter((i) => i.categories.includes('dialer')).map((i) => i.display.name);
    withWebhooks = infos.filter((i) => i.capabilities.offers.includes('native_webhooks')).map((i) => i.display.name);
    gw = await startTestGateway({ PLUGBOARD_CONNECTORS_DIR: dir, PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN: 'all' });
    acme = await seedProject(gw.gateway.core, 'Acme');
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  after(async () => {
    await browser?.close();
    await gw?.close();
  });

  async function integrationsPage(width: number): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('status of 401')) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${gw.url}/dashboard`);
    await page.fill('#token', acme.prod.apiToken);
    await page.click('#token-form button[type=submit]');
    await page.waitForSelector('nav.sidebar');
    await page.goto(`${gw.url}/dashboard#/integrations`);
    await page.waitForSelector('article.integration');
    return { page, errors };
  }
  const names = (page: Page) => page.$$eval('article.integration h2', (els) => els.map((e) => e.textContent ?? ''));
  const search = async (page: Page, text: string) => {
    await page.fill('input[type=search]', text);
    await page.waitForFunction((t) => document.querySelector('section[data-search]')?.getAttribute('data-search') === t, text);
  };

  it('search narrows by name, by capability and by sign-in kind; the count says how many of all', async () => {
    const { page, errors } = await integrationsPage(1280);
    expect(await names(page)).to.have.length(total);
    expect(await page.textContent('[data-testid=integration-count]')).to.equal(`${total} integrations`);

    await search(page, 'aircall');
    expect(await names(page)).to.deep.equal(['Aircall']);
    expect(await page.textContent('[data-testid=integration-count]')).to.equal(`1 of ${total} integrations`);

    await search(page, 'webhooks');
    expect((await names(page)).sort()).to.deep.equal([...withWebhooks].sort());
    expect(withWebhooks.length).to.be.greaterThan(1);

    await search(page, 'dialer oauth');
    const dialerOauth = await names(page);
    expect(dialerOauth).to.include('Aircall');
    for (const n of dialerOauth) expect(dialers).to.include(n);

    await search(page, 'no such tool anywhere');
    expect(await names(page)).to.deep.equal([]);
    expect(await page.textContent('.empty-title')).to.equal('No integration matches');
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.context().close();
  });

  it('the category and offer filters narrow the list, and combine with search', async () => {
    const { page } = await integrationsPage(1280);
    const category = page.locator('label', { hasText: 'Category' }).locator('select');
    await category.selectOption('dialer');
    await page.waitForFunction((n) => document.querySelectorAll('article.integration').length === n, dialers.length);
    expect((await names(page)).sort()).to.deep.equal([...dialers].sort());
    const offers = page.locator('label', { hasText: 'Offers' }).locator('select');
    await offers.selectOption('native_webhooks');
    await page.waitForFunction(
      (n) => document.querySelectorAll('article.integration').length === n,
      dialers.filter((d) => withWebhooks.includes(d)).length,
    );
    await category.selectOption('');
    await offers.selectOption('');
    await page.waitForFunction((n) => document.querySelectorAll('article.integration').length === n, total);
    await page.context().close();
  });

  it("an entry says how to connect, what it offers, and opens its details; its docs link opens the vendor's page", async () => {
    const { page } = await integrationsPage(1280);
    await search(page, 'aircall');
    const card = page.locator('article[data-integration=aircall]');
    expect(await card.locator('.offers .badge').allTextContents()).to.deep.equal([
      'Unified API',
      'Actions',
      'Synced data',
      'Real-time changes',
      'Passthrough',
    ]);
    const ways = await card.locator('.connect-ways li').allTextContents();
    expect(ways[0]).to.equal('Username and passwordNothing to set up: end users enter their API ID and API token.');
    expect(ways[1]).to.match(/^OAuth 2\.0 OAuth app neededRegister an OAuth app with Aircall/);
    expect(await card.locator('details table').isVisible()).to.equal(false);
    await card.locator('summary').click();
    const call = card.locator('details tbody tr', { hasText: 'dialer.call' });
    expect(await call.locator('td').allTextContents()).to.deep.equal(['dialer.call · webhooks', 'list, get', 'yes, changes only']);
    expect(await card.locator('details').textContent()).to.contain('Passthrough to https://api.aircall.io');
    const link = card.locator('a', { hasText: 'Aircall API documentation' });
    expect(await link.getAttribute('href')).to.equal('https://developer.aircall.io/api-references/');
    expect(await link.getAttribute('target')).to.equal('_blank');
    expect(await link.getAttribute('rel')).to.equal('noopener noreferrer');
    await page.screenshot({ path: path.join(SHOTS, 'aircall-details-1280.png'), fullPage: true });
    await page.context().close();
  });

  it("a manifest's names are shown as text, never run as markup", async () => {
    const { page, errors } = await integrationsPage(1280);
    await search(page, 'probe');
    const card = page.locator('article[data-integration=probe]');
    expect(await card.locator('h2').textContent()).to.equal(HOSTILE);
    expect(await card.locator('img:not(.monogram)').count()).to.equal(0);
    expect(await card.locator('.connect-ways').textContent()).to.contain('end users paste their <i>Key</i>');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).to.equal(undefined);
    expect(errors, errors.join('\n')).to.deep.equal([]);
    await page.context().close();
  });

  for (const width of [1280, 390])
    it(`at ${width} px nothing sticks out, with the whole list and with one entry open`, async () => {
      const { page, errors } = await integrationsPage(width);
      await page.screenshot({ path: path.join(SHOTS, `list-${width}.png`) });
      const problems = await overflowProblems(page, { scrollersFit: width >= 1280 });
      await search(page, 'hubspot');
      await page.locator('article[data-integration=hubspot] summary').click();
      await page.waitForTimeout(150);
      await page.screenshot({ path: path.join(SHOTS, `hubspot-${width}.png`), fullPage: true });
      problems.push(...(await overflowProblems(page, { scrollersFit: width >= 1280 })));
      expect(problems, problems.join('\n')).to.deep.equal([]);
      expect(errors, errors.join('\n')).to.deep.equal([]);
      await page.context().close();
    });
});

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { buildWeb } from '../../scripts/build-web.js';
import { seedDashboard } from '../support/dashboard-seed.js';
import { overflowProblems } from '../support/layout-check.js';
import { seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';
import { startWebhookReceiver } from '../support/webhook-receiver.js';

const SHOTS = path.join(PACKAGE_ROOT, 'test-results', 'dashboard-layout');
const PAGES: [route: string, ready: string][] = [
  ['overview', '.chart canvas'],
  ['connections', 'tr[data-connection]'],
  ['agents', 'main h1'],
  ['webhooks', 'tr[data-delivery]'],
  ['events', 'tbody tr'],
  ['oauth-apps', 'form.form-grid'],
  ['integrations', 'article.integration'],
  ['logs', 'tbody tr'],
  ['settings', '[data-testid=connection-limit]'],
];

/**
 * Every dashboard page at 1280 and 390 px in real Chromium with a seeded environment: nothing sticks out of the
 * viewport (wide tables scroll inside their own wrapper), the sidebar reaches the page bottom, and the console stays
 * free of errors. Screenshots in test-results/dashboard-layout/.
 */
describe('browser: dashboard layout at 1280 and 390 px', function () {
  this.timeout(300_000);
  let gw: TestGateway;
  let browser: Browser;
  let acme: SeededProject;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  before(async () => {
    await buildWeb();
    await mkdir(SHOTS, { recursive: true });
    receiver = await startWebhookReceiver();
    gw = await startTestGateway({ PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN: 'all' });
    acme = await seedProject(gw.gateway.core, 'Acme');
    await seedDashboard(gw.gateway.core, acme.prod.env, {
      connections: 40,
      deliveries: 300,
      days: 2,
      requests: 200,
      calls: 80,
      webhookUrls: [`${receiver.url}/orders-and-invoices-from-the-warehouse`, `${receiver.url}/crm`],
    });
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  after(async () => {
    await browser?.close();
    await gw?.close();
    await receiver?.close();
  });

  async function signedIn(width: number): Promise<{ page: Page; errors: string[] }> {
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
    return { page, errors };
  }

  for (const width of [1280, 390])
    it(`every page at ${width} px: nothing past the right edge, sidebar to the bottom, no console error`, async () => {
      const { page, errors } = await signedIn(width);
      const problems: string[] = [];
      for (const [route, ready] of PAGES) {
        await page.goto(`${gw.url}/dashboard#/${route}`);
        await page.waitForSelector(ready);
        await page.waitForTimeout(200);
        await page.screenshot({ path: path.join(SHOTS, `${route}-${width}.png`), fullPage: true });
        problems.push(...(await overflowProblems(page, { scrollersFit: width >= 1280 })).map((p) => `${route}: ${p}`));
        if (width > 900) {
          // The sidebar is a full-height column: it reaches the bottom of the page, however long the page is.
          const gap = await page.evaluate(() => {
            const nav = document.querySelector('nav.sidebar')!.getBoundingClientRect();
            return document.documentElement.scrollHeight - (nav.bottom + window.scrollY);
          });
          if (gap > 1) problems.push(`${route}: the sidebar stops ${Math.round(gap)} px short of the page bottom`);
        }
      }
      expect(problems, problems.join('\n')).to.deep.equal([]);
      expect(errors, errors.join('\n')).to.deep.equal([]);
      await page.context().close();
    });

  it('names every integration of the calls chart on a row of its own (no overlapping labels), at 390 px too', async () => {
    const { page } = await signedIn(390);
    await page.waitForSelector('.chart canvas');
    const boxes = await page.$$eval('.bars-label', (els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { text: e.textContent, top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      }),
    );
    expect(boxes.map((b) => b.text)).to.include.members(['hubspot', 'salesforce', 'pipedrive', 'aircall', 'outreach', 'salesloft']);
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlap, `${a.text} overlaps ${b.text}`).to.equal(false);
      }
    await page.context().close();
  });

  it('connection search filters as you type, and the auto-refresh keeps what was typed', async () => {
    const { page } = await signedIn(1280);
    await page.goto(`${gw.url}/dashboard#/connections`);
    await page.waitForSelector('tr[data-connection]');
    // The seed has connections still in their first sync: the page refreshes itself every 3 s.
    await page.locator('input[type=search]').pressSequentially('hubsp', { delay: 40 });
    await page.waitForFunction(
      () => {
        const rows = Array.from(document.querySelectorAll('tr[data-connection]'));
        return rows.length > 0 && rows.every((r) => r.textContent?.includes('HubSpot'));
      },
      undefined,
      { timeout: 5000 },
    );
    const refreshed = page.waitForResponse((r) => r.url().includes('/connections?') && r.url().includes('search=hubsp'));
    await refreshed;
    await page.waitForTimeout(3500); // past one auto-refresh
    expect(await page.inputValue('input[type=search]')).to.equal('hubsp');
    const names = await page.$$eval('tr[data-connection] .strong', (els) => [...new Set(els.map((e) => e.textContent))]);
    expect(names).to.deep.equal(['HubSpot']);
    await page.context().close();
  });

  it('lists integrations by display name', async () => {
    const { page } = await signedIn(1280);
    await page.goto(`${gw.url}/dashboard#/integrations`);
    await page.waitForSelector('article.integration');
    const names = await page.$$eval('article.integration h2', (els) => els.map((e) => e.textContent ?? ''));
    expect(names).to.deep.equal([...names].sort((a, b) => a.localeCompare(b)));
    expect(names.indexOf('Microsoft Dynamics 365 Sales')).to.be.greaterThan(names.indexOf('HubSpot'));
    await page.context().close();
  });
});

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { COLLECTIONS } from '../../src/store/collections.js';
import { buildWeb } from '../../scripts/build-web.js';
import { FakeRingCentral } from '../support/fake-tools/fake-ringcentral.js';
import { seedConnection, seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

const SHOTS = path.join(PACKAGE_ROOT, 'test-results', 'dashboard');
const CLIENT = { clientId: 'rc-client-id', clientSecret: 'rc-client-secret' };

/**
 * A connection's sync settings in real Chromium: every 5 minutes, contacts only, three fields kept, saved through
 * the API's service; then a deleted connection whose revocation fails at the (fake) tool is listed as pending with
 * its attempts and error; at 1280 and 390 px.
 */
describe('browser: dashboard sync settings per connection and pending revocations', function () {
  this.timeout(300_000);
  let gw: TestGateway;
  let rc: FakeRingCentral;
  let browser: Browser;
  let acme: SeededProject;
  const problems: string[] = [];

  before(async () => {
    await buildWeb();
    await mkdir(SHOTS, { recursive: true });
    rc = await new FakeRingCentral(CLIENT).start();
    gw = await startTestGateway({
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({
        ringcentral: { api: rc.origin, authorize: rc.origin, token: rc.origin },
        hubspot: { api: 'http://127.0.0.1:9' },
      }),
      PLUGBOARD_OAUTH_APPS: JSON.stringify({ ringcentral: CLIENT }),
      PLUGBOARD_SYNC_MIN_INTERVAL_MS: '60000',
      PLUGBOARD_SYNC_MAX_INTERVAL_MS: '86400000',
    });
    acme = await seedProject(gw.gateway.core, 'Acme');
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  after(async () => {
    await browser?.close();
    await gw?.close();
    await rc?.server.stop();
  });

  async function open(width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' && !/status of (400|401)/.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(String(e)));
    await page.goto(`${gw.url}/dashboard`);
    await page.fill('#token', acme.dev.apiToken);
    await page.click('#token-form button[type=submit]');
    await page.waitForSelector('.stats');
    await page.goto(`${gw.url}/dashboard#/connections`);
    return page;
  }

  it('sets every 5 minutes, contacts only, three fields, records kept 30 days; a frequency below the bounds is refused', async () => {
    const { connectionId } = await seedConnection(gw.gateway.core, acme.dev.env, {
      integrationId: 'hubspot',
      authMethodId: 'private_app',
      credentials: { type: 'bearer', token: 'pat-hubspot' },
    });
    const page = await open(1280);
    const row = page.locator(`tr[data-connection="${connectionId}"]`);
    await row.getByRole('button', { name: 'Sync settings' }).click();
    await page.waitForSelector('[data-testid=sync-controls]');
    expect(await page.textContent('[data-testid=sync-controls]')).to.contain('Allowed: every 1 min to every 24 h');

    await page.fill('#sync-minutes', '0.5');
    // Below the bounds: the form itself refuses (the gateway would answer 400 naming them, see the HTTP test).
    await page.click('[data-testid=sync-controls] button[type=submit]');
    expect(await page.$eval('#sync-minutes', (el) => (el as HTMLInputElement).validity.rangeUnderflow)).to.equal(true);
    expect(await page.locator('[data-testid=sync-controls] .ok-text').count()).to.equal(0);

    await page.fill('#sync-minutes', '5');
    // Cached records kept 30 days after they last changed (the gateway's bounds are shown beside it).
    expect(await page.textContent('[data-testid=sync-controls]')).to.contain('Allowed: 1 to 3650 days');
    await page.fill('#sync-retention-days', '30');
    for (const o of await page.locator('fieldset.sync-object').all()) {
      const name = await o.getAttribute('data-object');
      if (name !== 'contacts') await o.locator('legend input[type=checkbox]').uncheck();
    }
    const contacts = page.locator('fieldset[data-object=contacts]');
    await contacts.getByLabel('Keep only these fields', { exact: false }).check();
    for (const f of ['email', 'firstName', 'lastName']) await contacts.locator(`input[value=${f}]`).check();
    // The id is always kept: said so, not a box that could be unticked.
    expect(await contacts.locator('input[value=id]').count()).to.equal(0);
    expect(await contacts.locator('[data-testid=id-kept]').textContent()).to.equal('id (always kept)');
    // An unticked type shows one muted line, not an empty box of fields.
    const off = page.locator('fieldset.sync-object:not([data-object=contacts])').first();
    expect(await off.locator('.field-picks, input[type=radio]').count()).to.equal(0);
    expect((await off.locator(':scope > :not(legend)').allTextContents()).join('|')).to.equal('Its records are not synced.');
    await page.screenshot({ path: path.join(SHOTS, '50-sync-settings.png'), fullPage: true });
    await page.click('[data-testid=sync-controls] button[type=submit]');
    await page.waitForSelector('[data-testid=sync-controls] .ok-text');
    const doc = await gw.gateway.core.database.db.collection(COLLECTIONS.connections).findOne({ id: connectionId });
    expect(doc).to.deep.include({
      syncFrequencySeconds: 300,
      syncObjects: Object.fromEntries(Object.keys(doc!.syncObjects as Record<string, boolean>).map((k) => [k, k === 'contacts'])),
      syncFields: { contacts: ['email', 'firstName', 'lastName'] },
      syncRetentionDays: 30,
    });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.locator('[data-testid=sync-controls]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, '51-sync-settings-390.png'), fullPage: true });
    await page.context().close();
  });

  it('lists a deleted connection whose revocation is retrying, with its attempts and error', async () => {
    const grant = rc.oauth.issue();
    const { connectionId } = await seedConnection(gw.gateway.core, acme.dev.env, {
      integrationId: 'ringcentral',
      authMethodId: 'oauth',
      credentials: { type: 'oauth2', method: 'oauth', accessToken: grant.accessToken, refreshToken: grant.refreshToken },
    });
    rc.oauth.failRevocations = 1000;
    const page = await open(1280);
    expect(await page.locator('[data-testid=pending-revocations]').count()).to.equal(0);
    const row = page.locator(`tr[data-connection="${connectionId}"]`);
    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByRole('button', { name: 'Yes' }).click();
    await page.waitForSelector('[data-testid=pending-revocations]');
    const text = await page.textContent('[data-testid=pending-revocations]');
    expect(text).to.contain(connectionId).and.contain('1 attempt').and.contain('the revocation endpoint answered 503');
    await page.screenshot({ path: path.join(SHOTS, '52-pending-revocations.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, '53-pending-revocations-390.png'), fullPage: true });
    rc.oauth.failRevocations = 0;
    expect(problems).to.deep.equal([]);
  });
});

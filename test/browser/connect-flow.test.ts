import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startConnectGateway } from '../support/connect-gateway.js';
import { startFakeOAuthProvider } from '../support/fake-tools/fake-oauth-provider.js';
import { post } from '../support/http-client.js';
import { seedProject, type SeededProject } from '../support/seed.js';
import type { TestGateway } from '../support/start-gateway.js';

/**
 * A real browser against the real gateway: a customer page on its own loopback origin loads the SDK, its "back
 * end" (this test's server) creates session tokens, the modal runs in an iframe, OAuth in a popup at a fake
 * provider.
 */
describe('browser: connect flow through the SDK and the hosted modal', function () {
  this.timeout(90_000);
  let gw: TestGateway;
  let provider: Awaited<ReturnType<typeof startFakeOAuthProvider>>;
  let project: SeededProject;
  let site: http.Server;
  let siteUrl: string;
  let browser: Browser;

  before(async () => {
    provider = await startFakeOAuthProvider({ clients: { 'own-client': 'own-secret' } });
    gw = await startConnectGateway({
      providerOrigin: provider.origin,
      env: { PLUGBOARD_OAUTH_APPS: JSON.stringify({ oauthcrm: { clientId: 'own-client', clientSecret: 'own-secret' } }) },
    });
    project = await seedProject(gw.gateway.core);
    site = http.createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/session') {
        const integrationId = url.searchParams.get('integrationId');
        const r = await post(gw.url, '/api/auth/session-token', integrationId ? { integrationId } : {}, {
          'x-svc-api-token': project.dev.apiToken,
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(r.body.result));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>Customer app</title>
<script src="${gw.url}/sdk/plugboard.js"></script>
<script>
  window.events = [];
  window.connect = function (integrationId) {
    window.Plugboard.open({
      integrationId: integrationId,
      getSessionToken: function () { return fetch('/session?integrationId=' + (integrationId || '')).then(function (r) { return r.json(); }); },
      onLoad: function () { events.push({ type: 'load' }); },
      onSuccess: function (token) { events.push({ type: 'success', token: token }); },
      onError: function (e) { events.push({ type: 'error', code: e.code, message: e.message }); },
      onClose: function () { events.push({ type: 'close' }); }
    });
  };
</script>`);
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', () => r()));
    siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    });
  });
  after(async () => {
    await browser?.close();
    await new Promise<void>((r) => (site ? site.close(() => r()) : r()));
    await gw?.close();
    await provider?.close();
  });

  const events = (page: Page) =>
    page.evaluate(() => (window as unknown as { events: { type: string; token?: string; code?: string }[] }).events);
  const waitForEvent = (page: Page, type: string) =>
    page.waitForFunction((t) => (window as unknown as { events: { type: string }[] }).events.some((e) => e.type === t), type, {
      timeout: 15_000,
    });

  async function exchangeAndList(sessionToken: string) {
    const ex = await post(
      gw.url,
      '/api/auth/access-token',
      {},
      { 'x-svc-api-token': project.dev.apiToken, 'x-svc-session-token': sessionToken },
    );
    expect(ex.status, ex.text).to.equal(200);
    const list = await post(
      gw.url,
      '/api/connections/list',
      {},
      { 'x-svc-api-token': project.dev.apiToken, 'x-svc-access-token': ex.body.result.accessToken },
    );
    return { exchanged: ex.body.result, ids: list.body.result.connections.map((c: { id: string }) => c.id) as string[] };
  }

  it('connects an OAuth tool through the popup: onLoad, onSuccess(sessionToken), onClose', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl);
    await page.evaluate(() => (window as unknown as { connect(id: string): void }).connect('oauthcrm'));
    await waitForEvent(page, 'load');
    const modal = page.frameLocator('iframe[data-plugboard-frame]');
    await expect(await modal.locator('#integration-name').textContent()).to.equal('Connect OAuth CRM (test)');
    const [popup] = await Promise.all([page.context().waitForEvent('page'), modal.locator('#oauth-start').click()]);
    await popup.waitForURL(/\/oauth\/authorize/);
    await popup.locator('#allow').click();
    await waitForEvent(page, 'close');
    const ev = await events(page);
    expect(ev.map((e) => e.type)).to.deep.equal(['load', 'success', 'close']);
    expect(ev[1]!.token).to.match(/^pb_sess_/);
    expect(await page.locator('[data-plugboard-overlay]').count()).to.equal(0);
    const { exchanged, ids } = await exchangeAndList(ev[1]!.token!);
    expect(exchanged.integrationId).to.equal('oauthcrm');
    expect(ids).to.include(exchanged.connectionId);
    await page.close();
  });

  it('connects a basic-auth tool through the form, after picking it from the list', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl);
    await page.evaluate(() => (window as unknown as { connect(id?: string): void }).connect());
    await waitForEvent(page, 'load');
    const modal = page.frameLocator('iframe[data-plugboard-frame]');
    await modal.locator('button[data-integration="keydialer"]').click();
    await modal.locator('#field-username').fill('api-id-7');
    await modal.locator('#field-password').fill('secret-token-7');
    await modal.locator('#input-region').fill('eu');
    await modal.locator('#submit-credentials').click();
    await waitForEvent(page, 'close');
    const ev = await events(page);
    expect(ev.map((e) => e.type)).to.deep.equal(['load', 'success', 'close']);
    const { exchanged, ids } = await exchangeAndList(ev[1]!.token!);
    expect(exchanged.integrationId).to.equal('keydialer');
    expect(ids).to.include(exchanged.connectionId);
    await page.close();
  });

  it('shows a denied consent in the modal and reports it to onError, then onClose', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl);
    await page.evaluate(() => (window as unknown as { connect(id: string): void }).connect('oauthcrm'));
    await waitForEvent(page, 'load');
    const modal = page.frameLocator('iframe[data-plugboard-frame]');
    const [popup] = await Promise.all([page.context().waitForEvent('page'), modal.locator('#oauth-start').click()]);
    await popup.waitForURL(/\/oauth\/authorize/);
    await popup.locator('#deny').click();
    await waitForEvent(page, 'error');
    expect(await modal.locator('#error').textContent()).to.contain('Access to OAuth CRM (test) was denied');
    await modal.locator('#dismiss').click();
    await waitForEvent(page, 'close');
    const ev = await events(page);
    expect(ev.map((e) => e.type)).to.deep.equal(['load', 'error', 'close']);
    expect(ev[1]!.code).to.equal('access_denied');
    await page.close();
  });
});

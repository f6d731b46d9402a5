import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core';
import { PACKAGE_ROOT as REPO_ROOT } from '../../src/config/package-root.js';
import { buildWeb } from '../../scripts/build-web.js';
import { COLLECTIONS } from '../../src/store/collections.js';
import { freePort, startConnectGateway } from '../support/connect-gateway.js';
import { overflowProblems } from '../support/layout-check.js';
import { FakeAircall } from '../support/fake-tools/fake-aircall.js';
import { FakeAuthProxyTool } from '../support/fake-tools/fake-auth-proxy-tool.js';
import { loadConnectorRegistry } from '../../src/connectors/compile/registry.js';
import { loadFixtureFiles, type FixtureExchange } from '../../src/connectors/sandbox/fixture-files.js';
import { FakeHubspot } from '../support/fake-tools/fake-hubspot.js';
import { REFUSED_PASSWORD, startFakeOAuthProvider } from '../support/fake-tools/fake-oauth-provider.js';
import { post } from '../support/http-client.js';
import { seedConnection, seedProject, type SeededProject } from '../support/seed.js';
import { startTestGateway, type TestGateway } from '../support/start-gateway.js';

const SHOTS = path.join(REPO_ROOT, 'test-results', 'connect-modal');
const AXE = readFileSync(path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const LOGO =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4338ca"/><path d="M9 22l7-12 7 12z" fill="#fff"/></svg>',
  ).toString('base64');

interface Ev {
  type: string;
  token?: string;
  code?: string;
  name?: string;
}

/**
 * The connect modal as an end user meets it, in real Chromium: a customer page on its own loopback origin loads
 * the SDK from the gateway, its "back end" (this test's server) creates session tokens, the modal runs in the SDK's
 * iframe, OAuth in a popup at a fake provider. Every state is screenshotted (see SHOTS) and checked with axe-core.
 */
describe('browser: the connect modal (states, keyboard, 360 px, dark, axe, origins, browser-bound OAuth)', function () {
  this.timeout(240_000);
  let provider: Awaited<ReturnType<typeof startFakeOAuthProvider>>;
  let aircall: FakeAircall;
  let hubspot: FakeHubspot;
  /** Two tools of the auth-and-proxy tier, played by fakes built from their manifests: Slack (OAuth), Stripe (a key). */
  const tier: Record<string, FakeAuthProxyTool> = {};
  const TIER_CLIENT = { clientId: 'tier-client', clientSecret: 'tier-secret' };
  let real: TestGateway; // connectors/ (Aircall, HubSpot...) pointed at the fakes
  let test: TestGateway; // the connect-flow test connectors (keydialer, oauthcrm)
  let pReal: SeededProject;
  let pTest: SeededProject;
  let site: http.Server;
  let siteUrl: string;
  let foreign: http.Server;
  let foreignUrl: string;
  let browser: Browser;
  const axeFindings: string[] = [];
  /** What the console said in the customer's page and the modal, per test (errors only). */
  const consoleErrors: string[] = [];
  const layoutProblems: string[] = [];

  before(async () => {
    await buildWeb(); // the modal as the tree has it, not an older dist/web
    await mkdir(SHOTS, { recursive: true });
    process.stdout.write(`      screenshots: ${SHOTS}\n`);
    provider = await startFakeOAuthProvider({ clients: { 'hs-client': 'hs-secret', 'own-client': 'own-secret' } });
    aircall = await new FakeAircall('ac-id-1', 'ac-token-1').start();
    hubspot = await new FakeHubspot('pat-na1-good').start();
    const registry = await loadConnectorRegistry({ dir: path.join(REPO_ROOT, 'connectors') });
    for (const id of ['slack', 'stripe']) {
      const c = registry.require(id);
      // The fixture of the verify request that succeeds (the refused one answers 401 whatever the key).
      const fx = (
        await loadFixtureFiles<{
          connection?: { credentials: { captured?: Record<string, string> } };
          exchanges: FixtureExchange[];
          expect: { error?: unknown };
        }>(path.join(c.dir, 'fixtures'))
      ).find((f) => !f.fixture.expect.error);
      tier[id] = await new FakeAuthProxyTool(
        c,
        TIER_CLIENT,
        fx!.fixture.connection?.credentials.captured ?? {},
        fx!.fixture.exchanges[0]!,
      ).start();
    }
    const port = await freePort();
    real = await startTestGateway({
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({
        aircall: { api: aircall.origin },
        hubspot: { api: hubspot.origin, authorize: provider.origin, token: provider.origin },
        slack: { api: tier.slack!.origin, authorize: tier.slack!.origin, token: tier.slack!.origin },
        stripe: { api: tier.stripe!.origin },
      }),
      PLUGBOARD_OAUTH_APPS: JSON.stringify({ slack: TIER_CLIENT }),
    });
    test = await startConnectGateway({
      providerOrigin: provider.origin,
      env: { PLUGBOARD_OAUTH_APPS: JSON.stringify({ oauthcrm: { clientId: 'own-client', clientSecret: 'own-secret' } }) },
    });
    pReal = await seedProject(real.gateway.core);
    pTest = await seedProject(test.gateway.core);
    const serveSite = async (req: http.IncomingMessage, res: http.ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const gw = url.searchParams.get('gw') === 'test' ? test : real;
      const project = gw === test ? pTest : pReal;
      if (url.pathname === '/session') {
        const body = JSON.parse(url.searchParams.get('body') ?? '{}') as Record<string, unknown>;
        const r = await post(gw.url, '/api/auth/session-token', body, {
          'x-svc-api-token': url.searchParams.get('apiToken') ?? project.dev.apiToken,
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(r.body.result));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Acme CRM</title>
<body style="font-family:system-ui;margin:0;background:#f1f5f9"><header style="padding:18px 24px;background:#fff;border-bottom:1px solid #e2e8f0"><b>Acme CRM</b> · Settings · Integrations</header>
<main style="padding:24px"><h1>Integrations</h1><p>Connect the tools your team uses.</p></main>
<script src="${gw.url}/sdk/plugboard.js"></script>
<script>
  window.events = [];
  window.connect = function (opts) {
    opts = opts || {};
    window.Plugboard.open({
      integrationId: opts.integrationId,
      closeAfterSuccessMs: opts.closeAfterSuccessMs,
      getSessionToken: function () {
        var q = new URLSearchParams({ gw: '${gw === test ? 'test' : 'real'}', body: JSON.stringify(opts.session || {}) });
        if (opts.apiToken) q.set('apiToken', opts.apiToken);
        return fetch('/session?' + q).then(function (r) { return r.json(); });
      },
      onLoad: function () { events.push({ type: 'load' }); },
      onSuccess: function (token) { events.push({ type: 'success', token: token }); },
      onError: function (e) { events.push({ type: 'error', code: e.code }); },
      onEvent: function (name) { events.push({ type: 'event', name: name }); },
      onClose: function () { events.push({ type: 'close' }); }
    });
  };
</script></body></html>`);
    };
    site = http.createServer((req, res) => void serveSite(req, res));
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', () => r()));
    siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`;
    foreign = http.createServer((req, res) => {
      const target = new URL(req.url ?? '/', 'http://x').searchParams.get('target') ?? '';
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<!doctype html><title>Elsewhere</title><iframe id="f" src="${target}"></iframe>`);
    });
    await new Promise<void>((r) => foreign.listen(0, '127.0.0.1', () => r()));
    foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
    // The real gateway's environment allows the customer's site only: the foreign page must not frame the modal.
    const set = await post(
      real.url,
      '/api/connect-settings/update',
      {
        allowedOrigins: [siteUrl],
        branding: { displayName: 'Acme CRM', accentColor: '#4338ca', privacyPolicyUrl: 'https://acme.example/privacy', logoUrl: LOGO },
      },
      { 'x-svc-api-token': pReal.dev.apiToken },
    );
    expect(set.status, set.text).to.equal(200);
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
    for (const s of [site, foreign]) await new Promise<void>((r) => (s ? s.close(() => r()) : r()));
    await real?.close();
    await test?.close();
    await provider?.close();
    await aircall?.server.stop();
    for (const f of Object.values(tier)) await f.server.stop();
    await hubspot?.server.stop();
    if (axeFindings.length) process.stdout.write(`      axe (moderate/minor, not failing): ${[...new Set(axeFindings)].join('; ')}\n`);
  });

  /** A fresh browser profile (own cookies), the customer's page, and a log of every request the modal makes. */
  async function customerPage(opts: { gw?: 'real' | 'test'; width?: number; dark?: boolean; locale?: string } = {}) {
    const context = await browser.newContext({
      viewport: { width: opts.width ?? 1000, height: 760 },
      colorScheme: opts.dark ? 'dark' : 'light',
      locale: opts.locale ?? 'en-US',
    });
    const requests: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await page.goto(`${siteUrl}/?gw=${opts.gw ?? 'real'}`);
    return { context, page, requests };
  }
  const open = (page: Page, opts: Record<string, unknown>) =>
    page.evaluate((o) => (window as unknown as { connect(o: unknown): void }).connect(o), opts);
  const events = (page: Page) => page.evaluate(() => (window as unknown as { events: Ev[] }).events);
  /** Waits until the page has received an SDK event with these fields. */
  const waitFor = (page: Page, fields: Partial<Ev>) =>
    page.waitForFunction(
      (want) =>
        (window as unknown as { events: Ev[] }).events.some((x) =>
          Object.entries(want).every(([k, v]) => (x as unknown as Record<string, unknown>)[k] === v),
        ),
      fields,
      { timeout: 30_000 },
    );
  const modal = async (page: Page): Promise<Frame> => {
    const handle = await page.waitForSelector('iframe[data-plugboard-frame]');
    const frame = await handle.contentFrame();
    if (!frame) throw new Error('no modal frame');
    await frame.waitForSelector('#content > *');
    return frame;
  };

  /** axe-core inside the modal's document: no serious or critical violation. */
  /**
   * Clicks the OAuth button and returns the popup it opens; when none does, the failure says what the modal showed
   * instead. Under CI load the first click has three times opened nothing while the modal stayed on its ready form
   * (no waiting state, no blocked-popup notice): the button's submit handler is attached when the form is drawn
   * (web/connect/form.ts), so the click never reached it. A person would click again, and so does this: once, only
   * when the form is still there and ready, and the second click must open the popup.
   */
  async function clickForPopup(context: BrowserContext, frame: Frame): Promise<Page> {
    for (let click = 1; ; click++) {
      const popup = context.waitForEvent('page', { timeout: click === 1 ? 20_000 : 60_000 });
      popup.catch(() => undefined); // awaited below; a failed click must not leave it unhandled
      await frame.click('#primary-action');
      try {
        return await popup;
      } catch (e) {
        const shown = await shownIn(frame);
        const ready = await frame.isEnabled('form:not([aria-busy="true"]) #primary-action').catch(() => false);
        if (click === 1 && ready) {
          console.warn(`no OAuth popup 20 s after the first click, the form still ready (${shown}): clicking again`);
          continue;
        }
        throw new Error(`no OAuth popup opened after ${click} click(s); the modal showed ${shown}`, { cause: e });
      }
    }
  }

  /** What the modal shows: its `state-*` ids and text (said when an awaited step did not come). */
  async function shownIn(frame: Frame): Promise<string> {
    return frame.evaluate(() => {
      const states = Array.from(document.querySelectorAll('[id^="state-"]'), (el) => el.id);
      return `states [${states.join(', ')}]; text: ${document.body.innerText.replace(/\s+/g, ' ').slice(0, 300)}`;
    });
  }

  /** Waits for a sign-in form (up to 60 s, as the file's other waits under load); says what the modal showed instead. */
  async function waitForForm(frame: Frame, selector: string): Promise<void> {
    try {
      await frame.waitForSelector(selector, { timeout: 60_000 });
    } catch (e) {
      throw new Error(`no ${selector} in the modal; it showed ${await shownIn(frame)}`, { cause: e });
    }
  }

  async function axe(frame: Frame, state: string) {
    await frame.evaluate(AXE);
    const violations = await frame.evaluate(async () => {
      const r = await (
        window as unknown as {
          axe: { run(ctx: unknown, o: unknown): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> };
        }
      ).axe.run(document, { resultTypes: ['violations'] });
      return r.violations.map((v) => ({ id: v.id, impact: v.impact, n: v.nodes.length }));
    });
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    axeFindings.push(...violations.filter((v) => !bad.includes(v)).map((v) => `${state}: ${v.id}`));
    expect(bad, `${state}: ${JSON.stringify(bad)}`).to.deep.equal([]);
  }
  /**
   * The state as it is, then at 1280 and 390 px: screenshots of each, nothing past the right edge of the customer's
   * page or of the modal, and the modal's main button (when the state has one) inside the visible part of the page.
   */
  const shot = async (page: Page, name: string) => {
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
    const size = page.viewportSize()!;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 760 });
      await page.waitForTimeout(250);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
      const problems = await overflowProblems(page, { scrollersFit: true });
      const frame = page.frames().find((f) => f !== page.mainFrame() && f.url().includes('/connect'));
      if (frame) {
        problems.push(...(await overflowProblems(frame, { scrollersFit: true })).map((p) => `modal: ${p}`));
        const button = await frame.$('#primary-action');
        const box = button && (await button.boundingBox()); // page coordinates (the frame's offset included)
        if (box && (box.y < 0 || box.y + box.height > 760 || box.x + box.width > width))
          problems.push(`the main button is out of view (${JSON.stringify(box)})`);
      }
      layoutProblems.push(...problems.map((p) => `${name} at ${width} px: ${p}`));
    }
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
  };
  const gatewayOnly = (requests: string[]) => {
    const origins = new Set(requests.map((u) => new URL(u).origin));
    origins.delete(siteUrl);
    origins.delete(new URL(real.url).origin);
    origins.delete(new URL(test.url).origin);
    origins.delete(provider.origin); // the OAuth popup at the (fake) tool, by design
    return [...origins];
  };

  it('Aircall with keys on a fresh install: loading, inline validation, in progress, refused with retry (an event, not onError), success that stays', async function () {
    // Once in a full CI-like run (never alone, 4 runs) the held submit's busy state was not seen within 30 s; until
    // that is understood, one retry with a fresh page (a real regression fails both).
    this.retries(1);
    const { context, page, requests } = await customerPage();
    // Hold the first session read so the loading state can be seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await context.route('**/api/connect/session', async (route) => {
      await held;
      await route.continue();
    });
    await open(page, { integrationId: 'aircall' });
    const frameEl = await page.waitForSelector('iframe[data-plugboard-frame]');
    const frame = (await frameEl.contentFrame())!;
    await frame.waitForSelector('#loading');
    await axe(frame, 'loading');
    await shot(page, '01-loading');
    release();
    await waitForForm(frame, 'form[data-method="api_token"]');
    expect(await frame.textContent('h1')).to.equal('Connect Aircall');
    expect(await frame.textContent('.lead')).to.contain('Acme CRM is asking to connect to your Aircall account');
    expect(await frame.locator('.access li').count()).to.be.greaterThan(0);
    expect(await frame.locator('.hero img.mark').last().getAttribute('src')).to.equal(`${real.url}/connectors/aircall/icon.svg`);
    // The icon has loaded (waited for: on a busy machine it may still be on its way when the form shows).
    await frame.waitForFunction(() => {
      const marks = document.querySelectorAll<HTMLImageElement>('.hero img.mark');
      return (marks[marks.length - 1]?.naturalWidth ?? 0) > 0;
    });
    expect(await frame.locator('#field-api_id').getAttribute('placeholder')).to.contain('1234ABCD');
    expect(await frame.locator('#field-api_id-help a').getAttribute('href')).to.match(/^https:\/\/developer\.aircall\.io\//);
    await axe(frame, 'form');
    await shot(page, '02-form');

    await frame.click('#primary-action');
    expect(await frame.textContent('#field-api_id-error')).to.equal('Enter your API ID.');
    expect(await frame.getAttribute('#field-api_id', 'aria-invalid')).to.equal('true');
    expect(await frame.evaluate(() => document.activeElement?.id)).to.equal('field-api_id');
    await axe(frame, 'inline validation');
    await shot(page, '03-inline-validation');

    await frame.fill('#field-api_id', 'ac-id-1');
    await frame.fill('#field-api_token', REFUSED_PASSWORD);
    let releaseSubmit!: () => void;
    const heldSubmit = new Promise<void>((r) => (releaseSubmit = r));
    await context.route('**/api/connect/credentials', async (route) => {
      await heldSubmit;
      await route.continue();
    });
    await frame.click('#primary-action');
    await frame.waitForSelector('form[aria-busy="true"]');
    expect(await frame.textContent('#primary-action')).to.equal('Connecting…');
    await axe(frame, 'in progress');
    await shot(page, '04-in-progress');
    releaseSubmit();
    await frame.waitForSelector('#state-refused');
    expect(await frame.textContent('#state-refused')).to.contain('Aircall didn’t accept these details');
    await waitFor(page, { name: 'credentials_refused' });
    await axe(frame, 'refused');
    await shot(page, '05-refused');

    await frame.fill('#field-api_token', 'ac-token-1');
    await frame.click('#primary-action');
    await frame.waitForSelector('#state-success');
    await waitFor(page, { type: 'success' });
    await axe(frame, 'success');
    await shot(page, '06-success');
    await page.waitForTimeout(1200);
    expect(await page.locator('[data-plugboard-overlay]').count(), 'success stays until closed').to.equal(1);
    await frame.click('#primary-action');
    await waitFor(page, { type: 'close' });
    const ev = await events(page);
    expect(ev.map((e) => (e.type === 'event' ? `event:${e.name}` : e.type))).to.deep.equal([
      'load',
      'event:credentials_refused',
      'success',
      'close',
    ]);
    const ex = await post(
      real.url,
      '/api/auth/access-token',
      {},
      { 'x-svc-api-token': pReal.dev.apiToken, 'x-svc-session-token': ev[2]!.token! },
    );
    expect(ex.status, ex.text).to.equal(200);
    expect(ex.body.result.integrationId).to.equal('aircall');
    expect(gatewayOnly(requests), 'no request leaves the gateway and the customer page').to.deep.equal([]);
    await context.close();
  });

  it('HubSpot with a private app token, keyboard only; the success screen closes after the delay the customer set', async () => {
    const { context, page, requests } = await customerPage();
    await open(page, { integrationId: 'hubspot', closeAfterSuccessMs: 1500 });
    const frame = await modal(page);
    await waitForForm(frame, 'form[data-method="private_app"]');
    const focusOn = async (id: string) => {
      for (let i = 0; i < 15; i++) {
        if ((await frame.evaluate(() => document.activeElement?.id)) === id) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached #${id}`);
    };
    await frame.locator('#content').focus();
    await focusOn('field-access_token');
    await page.keyboard.type('pat-na1-good');
    await page.keyboard.press('Enter');
    await frame.waitForSelector('#state-success');
    expect(await frame.textContent('#closing')).to.contain('closes in 2 s');
    await waitFor(page, { type: 'close' });
    expect((await events(page)).map((e) => e.type)).to.deep.equal(['load', 'success', 'close']);
    expect(gatewayOnly(requests)).to.deep.equal([]);
    await context.close();
  });

  it('360 px wide, dark, in French: method choice, then HubSpot OAuth through the popup (fake provider on loopback)', async () => {
    // A Plugboard app for HubSpot makes the OAuth method available beside the private app token.
    const own = await post(
      real.url,
      '/api/auth/oauth-apps/create',
      { integrationId: 'hubspot', clientId: 'hs-client', clientSecret: 'hs-secret' },
      { 'x-svc-api-token': pReal.dev.apiToken },
    );
    expect(own.status, own.text).to.equal(200);
    try {
      const { context, page } = await customerPage({ width: 360, dark: true });
      await open(page, { integrationId: 'hubspot', session: { modal: { theme: 'dark', locale: 'fr' } } });
      const frame = await modal(page);
      await frame.waitForSelector('#methods');
      expect(await frame.getAttribute('html', 'data-theme')).to.equal('dark');
      expect(await frame.getAttribute('html', 'lang')).to.equal('fr');
      expect(await frame.textContent('#methods-heading')).to.equal('Comment voulez-vous vous connecter ?');
      expect(await frame.locator('#methods button').allTextContents()).to.have.length(2);
      // The manifest's own words in French (its `translations`), not its English ones.
      const methods = (await frame.locator('#methods button').allTextContents()).join(' | ');
      expect(methods).to.contain('Se connecter avec HubSpot').and.contain('Jeton d’accès d’application privée');
      const width = await page.locator('iframe[data-plugboard-frame]').evaluate((f) => f.getBoundingClientRect().width);
      expect(width).to.be.at.most(360);
      await axe(frame, 'method choice (360 px, dark, fr)');
      await shot(page, '07-method-choice-360-dark-fr');
      await frame.click('button[data-method="oauth"]');
      await waitForForm(frame, 'form[data-method="oauth"]');
      expect(await frame.locator('.access li').allTextContents()).to.include('Lire et modifier vos contacts, entreprises et transactions');
      await axe(frame, 'oauth method (360 px, dark, fr)');
      await shot(page, '08-oauth-method-360-dark-fr');
      const popup = await clickForPopup(context, frame);
      await popup.waitForURL(/\/oauth\/authorize/);
      await frame.waitForSelector('#state-oauth-waiting');
      await shot(page, '09-oauth-waiting-360-dark-fr');
      await popup.click('#allow');
      await frame.waitForSelector('#state-success');
      expect(await frame.textContent('#state-success h1')).to.equal('Vous êtes connecté');
      await axe(frame, 'success (360 px, dark, fr)');
      await shot(page, '10-success-360-dark-fr');
      const ev = await events(page);
      const success = ev.find((e) => e.type === 'success')!;
      const ex = await post(
        real.url,
        '/api/auth/access-token',
        {},
        { 'x-svc-api-token': pReal.dev.apiToken, 'x-svc-session-token': success.token! },
      );
      expect(ex.body.result.integrationId).to.equal('hubspot');
      await context.close();
    } finally {
      await post(real.url, '/api/auth/oauth-apps/delete', { id: own.body.result.oauthApp.id }, { 'x-svc-api-token': pReal.dev.apiToken });
    }
  });

  it("in French, a connection input (Copper's user email) shows the manifest's French label, help and placeholder", async () => {
    const { context, page } = await customerPage();
    await open(page, { integrationId: 'copper', session: { modal: { locale: 'fr' } } });
    const frame = await modal(page);
    // Without an OAuth app for Copper, the API key is the only method: its form opens at once.
    await waitForForm(frame, 'form[data-method="api_key"] #input-user_email');
    expect(await frame.textContent('label[for="input-user_email"]')).to.contain('E-mail de l’utilisateur Copper');
    expect(await frame.getAttribute('#input-user_email', 'placeholder')).to.equal('vous@entreprise.com');
    expect(await frame.textContent('form[data-method="api_key"]')).to.contain(
      'L’adresse e-mail avec laquelle vous vous connectez à Copper',
    );
    await context.close();
  });

  it('refuses the session swap: an authorize URL started in one browser and completed in another connects nothing', async () => {
    const victim = await customerPage({ gw: 'test' });
    await open(victim.page, { integrationId: 'oauthcrm' });
    const frame = await modal(victim.page);
    await waitForForm(frame, 'form[data-method="oauth2"]');
    const popup = await clickForPopup(victim.context, frame);
    await popup.waitForURL(/\/oauth\/authorize/);
    const authorizeUrl = popup.url();
    await popup.close();
    // The attacker's browser: no binding cookie.
    const other: BrowserContext = await browser.newContext();
    const attackerPage = await other.newPage();
    await attackerPage.goto(authorizeUrl);
    await attackerPage.click('#allow');
    await attackerPage.waitForSelector('#result');
    expect(await attackerPage.getAttribute('#result', 'data-code')).to.equal('OAUTH_BROWSER_MISMATCH');
    expect(await attackerPage.textContent('main')).to.contain('started in another browser');
    await attackerPage.screenshot({ path: path.join(SHOTS, '11-session-swap-refused.png') });
    const sessions = test.gateway.core.database.db.collection(COLLECTIONS.authSessions);
    expect(await sessions.countDocuments({ status: 'authorized' })).to.equal(0);
    await other.close();
    await victim.context.close();
  });

  it('a page of a non-allowed origin cannot frame the modal, and a modal told to post there refuses to run', async () => {
    const session = await post(
      real.url,
      '/api/auth/session-token',
      { integrationId: 'aircall' },
      { 'x-svc-api-token': pReal.dev.apiToken },
    );
    const token = session.body.result.sessionToken as string;
    const target = `${real.url}/connect?sessionToken=${token}&origin=${encodeURIComponent(foreignUrl)}`;
    const context = await browser.newContext();
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (m) => blocked.push(m.text()));
    await page.goto(`${foreignUrl}/?target=${encodeURIComponent(target)}`);
    await page.waitForTimeout(1500);
    const framed = page.frames().find((f) => f.url().startsWith(real.url));
    const rendered = framed ? await framed.locator('#content').count() : 0;
    expect(rendered, 'the modal must not render inside a foreign page').to.equal(0);
    expect(blocked.join('\n')).to.match(/frame-ancestors/);
    // Opened directly with a foreign `origin`: it shows why and posts nothing.
    await page.goto(target);
    await page.waitForSelector('#state-origin-refused');
    await shot(page, '12-origin-refused');
    await context.close();
  });

  it('designed end states: session expired, connection limit reached, nothing to offer (each reported to onError with its code)', async () => {
    // Expired: the session's clock ran out before the modal opened.
    const a = await customerPage();
    await a.context.route('**/api/connect/session', async (route) => {
      await real.gateway.core.database.db.collection(COLLECTIONS.authSessions).updateMany({}, { $set: { expiresAt: new Date(0) } });
      await route.continue();
    });
    await open(a.page, { integrationId: 'aircall' });
    const fa = await modal(a.page);
    await fa.waitForSelector('#state-expired');
    await waitFor(a.page, { type: 'error' });
    expect((await events(a.page)).find((e) => e.type === 'error')!.code).to.equal('SESSION_TOKEN_EXPIRED');
    await axe(fa, 'expired');
    await shot(a.page, '13-expired');
    await a.context.close();

    // Limit: a development environment holding its 5 connections.
    const full = await seedProject(real.gateway.core, 'Full');
    await post(
      real.url,
      '/api/connect-settings/update',
      { branding: { displayName: 'Acme CRM' } },
      { 'x-svc-api-token': full.dev.apiToken },
    );
    for (let i = 0; i < 5; i++)
      await seedConnection(real.gateway.core, full.dev.env, {
        integrationId: 'aircall',
        authMethodId: 'api_token',
        credentials: { type: 'basic', username: 'u', password: 'p' },
      });
    const b = await customerPage();
    await open(b.page, { integrationId: 'aircall', apiToken: full.dev.apiToken });
    const fb = await modal(b.page);
    await fb.fill('#field-api_id', 'ac-id-1');
    await fb.fill('#field-api_token', 'ac-token-1');
    await fb.click('#primary-action');
    await fb.waitForSelector('#state-limit');
    await waitFor(b.page, { type: 'error' });
    expect((await events(b.page)).find((e) => e.type === 'error')!.code).to.equal('CONNECTION_LIMIT_REACHED');
    expect(await fb.textContent('#state-limit'))
      .to.contain('Acme CRM')
      .and.not.to.contain('LIMIT');
    await axe(fb, 'limit');
    await shot(b.page, '14-limit');
    await b.context.close();

    // Outreach is OAuth only and has no OAuth app here.
    const c = await customerPage();
    await open(c.page, { integrationId: 'outreach' });
    const fc = await modal(c.page);
    await fc.waitForSelector('#state-unavailable');
    await waitFor(c.page, { type: 'error' });
    expect((await events(c.page)).find((e) => e.type === 'error')!.code).to.equal('NO_AUTH_METHOD_AVAILABLE');
    expect(await fc.textContent('#state-unavailable h1')).to.equal('Outreach can’t be connected yet');
    await axe(fc, 'unavailable');
    await shot(c.page, '15-unavailable');
    await c.context.close();
  });

  it('tool unreachable: the form stays to retry, reported as an event', async () => {
    const { context, page } = await customerPage();
    // The connect form's verify request (GET /v1/ping) fails every retry; the earlier tests' Aircall connection keeps
    // syncing meanwhile, and must not take these answers.
    aircall.failNext({ status: 503, json: { error: 'Service Unavailable' } }, 4, '/v1/ping');
    await open(page, { integrationId: 'aircall' });
    const frame = await modal(page);
    await frame.fill('#field-api_id', 'ac-id-1');
    await frame.fill('#field-api_token', 'ac-token-1');
    await frame.click('#primary-action');
    await frame.waitForSelector('#state-unreachable', { timeout: 60_000 });
    await waitFor(page, { name: 'tool_unreachable' });
    expect((await events(page)).some((e) => e.type === 'error')).to.equal(false);
    await axe(frame, 'unreachable');
    await shot(page, '16-unreachable');
    await frame.click('#primary-action');
    await frame.waitForSelector('#state-success');
    await context.close();
  });

  it('the tool picker when the session names no tool; a denied OAuth consent ends with onError(access_denied)', async () => {
    const { context, page } = await customerPage({ gw: 'test' });
    const logged = consoleErrors.length;
    await open(page, {});
    const frame = await modal(page);
    await frame.waitForSelector('#picker');
    // Opened without a tool, the picker asks the gateway nothing it would refuse (it logged a 400 on every open).
    expect(consoleErrors.slice(logged), 'console errors when the picker opens').to.deep.equal([]);
    const names = await frame.locator('#picker .choice-text strong').allTextContents();
    expect(names).to.have.length.at.least(2);
    expect(names, 'sorted by display name').to.deep.equal([...names].sort((a, b) => a.localeCompare(b)));
    // Every real integration, by the name the end user reads (dynamics365 is "Microsoft Dynamics 365 Sales").
    const realPicker = await customerPage();
    await open(realPicker.page, {});
    const realFrame = await modal(realPicker.page);
    await realFrame.waitForSelector('#picker');
    const realNames = await realFrame.locator('#picker .choice-text strong').allTextContents();
    expect(realNames).to.deep.equal([...realNames].sort((a, b) => a.localeCompare(b)));
    expect(realNames.indexOf('Microsoft Dynamics 365 Sales')).to.be.greaterThan(realNames.indexOf('HubSpot'));
    await realPicker.context.close();
    await axe(frame, 'picker');
    await shot(page, '17-picker');
    await frame.click('button[data-integration="oauthcrm"]');
    await waitForForm(frame, 'form[data-method="oauth2"]');
    const popup = await clickForPopup(context, frame);
    await popup.waitForURL(/\/oauth\/authorize/);
    await popup.click('#deny');
    await frame.waitForSelector('#state-denied');
    await waitFor(page, { type: 'error' });
    expect((await events(page)).find((e) => e.type === 'error')!.code).to.equal('access_denied');
    await axe(frame, 'denied');
    await shot(page, '18-denied');
    await context.close();
  });

  it('development: "Try with sample data" connects the sandbox through the normal flow; production does not offer it', async () => {
    const project = await seedProject(real.gateway.core); // its own, so the development limit of the others is untouched
    for (const apiToken of [project.dev.apiToken, project.prod.apiToken]) {
      const allowed = await post(
        real.url,
        '/api/connect-settings/update',
        { allowedOrigins: [siteUrl], branding: { displayName: 'Acme CRM' } },
        { 'x-svc-api-token': apiToken },
      );
      expect(allowed.status, allowed.text).to.equal(200);
    }
    const { context, page } = await customerPage();
    await open(page, { integrationId: 'aircall', apiToken: project.dev.apiToken });
    const frame = await modal(page);
    await frame.waitForSelector('#try-sample');
    expect(await frame.textContent('#try-sample')).to.equal('Try with sample data');
    await axe(frame, 'sample data offered');
    await shot(page, '14-sample-data-offered');
    await frame.click('#try-sample');
    await frame.waitForSelector('#state-success');
    await waitFor(page, { type: 'success' });
    await shot(page, '15-sample-data-connected');
    const token = (await events(page)).find((e) => e.type === 'success')!.token!;
    const ex = await post(
      real.url,
      '/api/auth/access-token',
      {},
      { 'x-svc-api-token': project.dev.apiToken, 'x-svc-session-token': token },
    );
    expect(ex.status, ex.text).to.equal(200);
    const conn = await real.gateway.core.internals.repos.connections.findById(ex.body.result.connectionId as string);
    expect(conn?.authMethodId).to.equal('sandbox');
    await context.close();

    const prod = await customerPage();
    await open(prod.page, { integrationId: 'aircall', apiToken: project.prod.apiToken });
    const prodFrame = await modal(prod.page);
    await waitForForm(prodFrame, 'form[data-method="api_token"]');
    expect(await prodFrame.locator('#try-sample').count()).to.equal(0);
    await prod.context.close();
  });

  it('the picker of every integration searches as the user types; Slack (OAuth) and Stripe (a key) of the auth-and-proxy tier connect', async () => {
    const project = await seedProject(real.gateway.core); // its own: the other tests' connections count against their limits
    const allowed = await post(
      real.url,
      '/api/connect-settings/update',
      { allowedOrigins: [siteUrl] },
      { 'x-svc-api-token': project.prod.apiToken },
    );
    expect(allowed.status, allowed.text).to.equal(200);
    const { context, page } = await customerPage();
    await open(page, { apiToken: project.prod.apiToken });
    const frame = await modal(page);
    await frame.waitForSelector('#picker');
    const names = await frame.locator('#picker .choice-text strong').allTextContents();
    expect(names.length, names.join(', ')).to.be.at.least(54);
    await frame.fill('#picker-search', 'sla');
    expect(await frame.locator('#picker li:not([hidden]) .choice-text strong').allTextContents()).to.deep.equal(['Slack']);
    await axe(frame, 'picker search');
    await shot(page, '19-picker-search');
    // A category finds the tools that have it; nothing found says so.
    await frame.fill('#picker-search', 'signatures');
    const signatures = await frame.locator('#picker li:not([hidden]) .choice-text strong').allTextContents();
    expect(signatures).to.include.members(['Dropbox Sign', 'PandaDoc']);
    await frame.fill('#picker-search', 'zzz');
    expect(await frame.textContent('#picker-empty')).to.equal('No tool matches “zzz”.');
    await shot(page, '20-picker-no-match');
    await frame.fill('#picker-search', 'slack');
    await frame.click('button[data-integration="slack"]');
    await waitForForm(frame, 'form[data-method="oauth"]');
    const popup = await clickForPopup(context, frame);
    await popup.waitForURL(/\/oauth\/v2\/authorize/);
    expect(new URL(popup.url()).searchParams.get('scope')).to.equal('channels:read,chat:write,users:read,users:read.email');
    await popup.click('#allow');
    await frame.waitForSelector('#state-success');
    await waitFor(page, { type: 'success' });
    expect(tier.slack!.tokenRequests.at(-1)!.authorization).to.match(/^Basic /);
    await shot(page, '21-slack-connected');
    await context.close();

    const keyPage = await customerPage();
    await open(keyPage.page, { integrationId: 'stripe', apiToken: project.prod.apiToken });
    const keyFrame = await modal(keyPage.page);
    await waitForForm(keyFrame, 'form[data-method="secret_key"]');
    await shot(keyPage.page, '22-stripe-key-form');
    tier.stripe!.acceptedKeys.add('sk_test_fixture0000000000000000');
    await keyFrame.fill('#field-api_key', 'sk_test_refused000000000000000');
    await keyFrame.click('#primary-action');
    await keyFrame.waitForSelector('#state-refused');
    expect(await keyFrame.textContent('#state-refused')).to.contain('Stripe didn’t accept these details');
    await keyFrame.fill('#field-api_key', 'sk_test_fixture0000000000000000');
    await keyFrame.click('#primary-action');
    await keyFrame.waitForSelector('#state-success');
    await waitFor(keyPage.page, { type: 'success' });
    await shot(keyPage.page, '23-stripe-connected');
    await keyPage.context.close();
  });

  it('no state sticks out at 1280 or 390 px, the main button stays in view, and the console has no error but refused requests', () => {
    expect(layoutProblems, layoutProblems.join('\n')).to.deep.equal([]);
    // A designed refusal (expired session, limit, refused credentials, tool unreachable) is an HTTP error the browser reports as a
    // failed resource; anything else (a CSP source Chromium rejects, a script error) is a defect.
    const other = consoleErrors.filter(
      (e) => !/^Failed to load resource: the server responded with a status of (401|403|409|422|502)/.test(e),
    );
    expect(
      other.filter((e) => !e.includes('Refused to frame')),
      other.join('\n'),
    ).to.deep.equal([]);
  });
});

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { expect } from 'chai';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

/** POST /webhooks/list from a chosen loopback source address (Linux routes all of 127/8 to lo). */
function listFrom(url: string, token: string, localAddress = '127.0.0.1') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }>((resolve, reject) => {
    const req = http.request(
      `${url}/webhooks/list`,
      { method: 'POST', localAddress, agent: false, headers: { 'content-type': 'application/json', 'x-svc-api-token': token } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

const LEASE_IDLE_MS = 60;

const wrongToken = (prefix = 'pb_dev_') =>
  prefix +
  randomBytes(32)
    .toString('base64url')
    .slice(0, 43 - (prefix.length - 7));

describe('http: failed token checks are throttled per client address and per token prefix (defaults); valid tokens never are', function () {
  this.timeout(300_000);
  let gw: TestGateway;
  let project: SeededProject;

  before(async () => {
    // '' lets the documented defaults apply (50 failures per address, 20 per token prefix, per 15 minutes).
    gw = await startTestGateway({ PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: '', PLUGBOARD_AUTH_FAILURES_PER_TOKEN_PREFIX: '' });
    project = await seedProject(gw.gateway.core);
  });
  after(async () => gw?.close());

  it('2,000 wrong tokens from one address end in 429 RATE_LIMITED with Retry-After; a right token still passes', async () => {
    const statuses: number[] = [];
    let last429: Awaited<ReturnType<typeof listFrom>> | undefined;
    for (let i = 0; i < 2_000; i++) {
      const res = await listFrom(gw.url, wrongToken(`pb_x${i % 10}_`), '127.0.0.1');
      statuses.push(res.status);
      if (res.status === 429) last429 = res;
    }
    const unauthorized = statuses.filter((s) => s === 401).length;
    expect(unauthorized).to.be.within(50, 51);
    expect(statuses.slice(0, 50).every((s) => s === 401)).to.equal(true);
    expect(statuses.slice(60).every((s) => s === 429)).to.equal(true);
    expect(statuses.filter((s) => s === 429).length).to.be.at.least(1_940);
    expect(last429!.body.error.code).to.equal('RATE_LIMITED');
    expect(last429!.body.error.details.limit).to.equal('address');
    const retryAfter = Number(last429!.headers['retry-after']);
    expect(retryAfter).to.be.within(1, 900);

    // The token is checked first: a valid one is never refused by the failures of its address (a NAT, a balancer)...
    expect((await listFrom(gw.url, project.dev.apiToken, '127.0.0.1')).status).to.equal(200);
    // ...and another address is not affected at all.
    expect((await listFrom(gw.url, project.dev.apiToken, '127.0.0.2')).status).to.equal(200);
    expect((await listFrom(gw.url, wrongToken(), '127.0.0.2')).status).to.equal(401);
  });

  it("guesses sharing a valid token's first 15 characters, from many addresses, never lock that token out", async () => {
    const victim = project.dev.apiToken;
    const prefix = victim.slice(0, 15); // TOKEN_PREFIX_LENGTH characters
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await listFrom(gw.url, wrongToken(prefix), `127.0.1.${i + 1}`)).status);
    expect(statuses.filter((s) => s === 401).length).to.be.within(20, 21);
    // Further guesses with that prefix are refused, from any address...
    const refused = await listFrom(gw.url, wrongToken(prefix), '127.0.2.1');
    expect(refused.status).to.equal(429);
    expect(refused.body.error.details.limit).to.equal('tokenPrefix');
    // ...but the token itself works from every address, the guessers' included.
    expect((await listFrom(gw.url, victim, '127.0.2.1')).status).to.equal(200);
    expect((await listFrom(gw.url, victim, '127.0.1.1')).status).to.equal(200);
    expect((await listFrom(gw.url, victim, '127.0.0.9')).status).to.equal(200);
    // A dashboard sign-in with it works too.
    const signIn = await fetch(`${gw.url}/dashboard/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: victim }),
    });
    expect(signIn.status).to.equal(200);
  });
});

describe('http: the per-environment request rate limit is shared by every gateway process through the store', function () {
  this.timeout(300_000);
  let a: TestGateway;
  let b: TestGateway;

  before(async () => {
    const shared = {
      MONGODB_DB: `t_shared_${randomBytes(4).toString('hex')}`,
      PLUGBOARD_RATE_LIMIT_PER_MINUTE: '30',
      // Leases go back after 60 ms without requests (250 by default): the wait below relies on the setting reaching
      // the limit through the config.
      PLUGBOARD_RATE_LIMIT_LEASE_IDLE_MS: String(LEASE_IDLE_MS),
    };
    a = await startTestGateway(shared);
    b = await startTestGateway(shared);
  });
  after(async () => {
    await b?.close();
    await a?.close();
  });

  it('20 requests on one process and then the other process refuses past 30, with RateLimit-* and Retry-After headers', async () => {
    const project = await seedProject(a.gateway.core);
    const token = project.dev.apiToken;
    for (let i = 0; i < 20; i++) {
      const res = await listFrom(a.url, token);
      expect(res.status).to.equal(200);
      expect(res.headers['ratelimit-limit']).to.equal('30');
      expect(Number(res.headers['ratelimit-remaining'])).to.be.within(0, 29);
    }
    // Process a counted a few requests ahead (a lease) while busy; quiet for LEASE_IDLE_MS, it gives back what it did not use.
    await new Promise((r) => setTimeout(r, LEASE_IDLE_MS * 3));
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof listFrom>> | undefined;
    for (let i = 0; i < 20; i++) {
      const res = await listFrom(b.url, token);
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    // Process b saw none of a's requests itself: only the shared count can stop it after about 10.
    expect(statuses.filter((s) => s === 200).length).to.be.within(10, 12);
    expect(statuses.slice(-5)).to.deep.equal([429, 429, 429, 429, 429]);
    expect(refused!.body.error).to.deep.include({ code: 'RATE_LIMITED' });
    expect(refused!.body.error.details.limit).to.equal('environment');
    expect(Number(refused!.headers['retry-after'])).to.be.within(1, 60);
    // Another environment has its own budget.
    expect((await listFrom(b.url, project.prod.apiToken)).status).to.equal(200);
  });
});

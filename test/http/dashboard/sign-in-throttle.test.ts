import { expect } from 'chai';
import { post } from '../../support/http-client.js';
import { seedProject, type SeededProject } from '../../support/seed.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

/**
 * The dashboard sign-in is throttled by the failed-token limiter of every token check, counted in the store: two
 * gateway processes on one store (here two gateways in one test process, each with its own limiter) share the
 * count, and wrong API tokens count too.
 */
describe('http: dashboard sign-in throttle (shared with the API token checks, counted in the store)', () => {
  let first: TestGateway;
  let second: TestGateway;
  let acme: SeededProject;
  const limits = {
    PLUGBOARD_AUTH_FAILURES_PER_ADDRESS: '10',
    PLUGBOARD_AUTH_FAILURES_PER_TOKEN_PREFIX: '100000',
    PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN: 'all',
  };

  before(async function () {
    this.timeout(60_000);
    first = await startTestGateway(limits);
    second = await startTestGateway({ ...limits, MONGODB_DB: first.gateway.core.database.db.databaseName });
    acme = await seedProject(first.gateway.core, 'Acme');
  });
  after(async () => {
    await second?.gateway.close();
    await first?.close();
  });

  it('counts wrong API tokens on one process and wrong sign-ins on another against one limit, then answers 429 with Retry-After', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await post(first.url, '/api/connections/list', {}, { 'x-svc-api-token': `pb_dev_wrong_${i}` })).status);
    }
    for (let i = 0; i < 5; i++) answers.push((await post(second.url, '/dashboard/api/session', { token: `pb_prod_wrong_${i}` })).status);
    expect(answers).to.deep.equal(Array(10).fill(401));
    // The 11th failure goes over the limit counted in the store: from then on this process refuses the address.
    const over = await post(second.url, '/dashboard/api/session', { token: 'pb_prod_wrong_x' });
    expect([401, 429]).to.include(over.status);
    const blocked = await post(second.url, '/dashboard/api/session', { token: 'pb_prod_wrong_y' });
    expect(blocked.status, blocked.text).to.equal(429);
    expect(blocked.body.error.code).to.equal('RATE_LIMITED');
    expect(blocked.text).not.to.contain('pb_prod_wrong_y');
    expect(Number(blocked.headers.get('retry-after'))).to.be.greaterThan(0);
    // A throttled sign-in made no session.
    expect(blocked.headers.get('set-cookie')).to.equal(null);
    // The right token is checked first: the failures of its address never keep it out.
    const right = await post(second.url, '/dashboard/api/session', { token: acme.prod.apiToken });
    expect(right.status, right.text).to.equal(200);
  });
});

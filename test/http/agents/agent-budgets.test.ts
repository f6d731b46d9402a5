import { expect } from 'chai';
import { isPlugboardError, type PlugboardError } from '../../../src/errors/plugboard-error.js';
import type { AgentPolicy } from '../../../src/services/agents/agent-policy.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

type Budgeted = Pick<AgentPolicy, 'keyId' | 'budget'>;

/** Spends one call; the refusal (a PlugboardError) or null. */
async function spend(gw: TestGateway, policy: Budgeted): Promise<PlugboardError | null> {
  try {
    await gw.gateway.core.services.agentBudgets.spend(policy);
    return null;
  } catch (e) {
    if (isPlugboardError(e)) return e;
    throw e;
  }
}

/**
 * Agent key budgets on the real store, spent from two gateway processes sharing it (the tool-call path that spends
 * them is tested end to end in agent-key-tools.test.ts).
 */
describe('http: agent key budgets are counted in the store, per minute and per day', () => {
  let a: TestGateway;
  let b: TestGateway;

  before(async function () {
    this.timeout(120_000);
    const env = { MONGODB_DB: `t_budgets_${Date.now()}` };
    a = await startTestGateway(env);
    b = await startTestGateway(env);
  });
  after(async () => {
    await b?.close();
    await a?.close();
  });

  const dayCount = async (keyId: string) =>
    ((await a.gateway.core.database.db.collection('rateLimits').findOne({ key: `agent:day:${keyId}` })) as { points?: number } | null)
      ?.points;

  it('two processes spend from one minute window; past it AGENT_BUDGET_EXHAUSTED (429, Retry-After); the refused call is not counted for the day', async () => {
    const policy: Budgeted = { keyId: 'agk_shared_minute', budget: { perMinute: 3, perDay: 100 } };
    expect(await spend(a, policy)).to.equal(null);
    expect(await spend(b, policy)).to.equal(null);
    expect(await spend(a, policy)).to.equal(null);
    const refused = await spend(b, policy);
    expect(refused?.code).to.equal('AGENT_BUDGET_EXHAUSTED');
    expect(refused?.status).to.equal(429);
    expect(refused?.details).to.deep.include({ keyId: 'agk_shared_minute', window: 'minute', limit: 3 });
    const retryAfter = Number(refused?.headers['Retry-After']);
    expect(retryAfter).to.be.within(1, 60);
    expect((refused?.details as { retryAfterSeconds: number }).retryAfterSeconds).to.equal(retryAfter);
    expect(refused?.message).to.contain('3 calls per minute');
    expect(await dayCount('agk_shared_minute')).to.equal(3);
    // Another key has its own windows.
    expect(await spend(a, { keyId: 'agk_other', budget: { perMinute: 3 } })).to.equal(null);
  });

  it('a day budget refuses past its calls for the rest of the 24 hours', async () => {
    const policy: Budgeted = { keyId: 'agk_day', budget: { perDay: 2 } };
    expect(await spend(a, policy)).to.equal(null);
    expect(await spend(b, policy)).to.equal(null);
    const refused = await spend(a, policy);
    expect(refused?.code).to.equal('AGENT_BUDGET_EXHAUSTED');
    expect(refused?.details).to.deep.include({ window: 'day', limit: 2 });
    expect(Number(refused?.headers['Retry-After'])).to.be.within(86_000, 86_400);
  });

  it('costs nothing without a budget or a key (the API-token path)', async () => {
    for (let i = 0; i < 5; i++) expect(await spend(a, { keyId: 'agk_free' })).to.equal(null);
    expect(await spend(a, { budget: { perMinute: 1 } })).to.equal(null);
    expect(await spend(a, { budget: { perMinute: 1 } })).to.equal(null);
    expect(await a.gateway.core.database.db.collection('rateLimits').countDocuments({ key: /^agent:.*agk_free$/ })).to.equal(0);
  });
});

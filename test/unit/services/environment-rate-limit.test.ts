import { expect } from 'chai';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { PlugboardError } from '../../../src/errors/plugboard-error.js';
import { createLogger } from '../../../src/log/logger.js';
import { AbuseLimits } from '../../../src/services/limits/abuse-limits.js';
import { loadConfig } from '../../../src/config/load-config.js';
import type { RateLimitLease } from '../../../src/services/limits/environment-request-limit.js';

/** The lease as configured by default (PLUGBOARD_RATE_LIMIT_LEASE_*). */
const DEFAULT_LEASE = loadConfig({}).limits.rateLimitLease;

/** A shared-count limiter that counts its writes (the store's, in the gateway: RateLimiterMongo). */
function countingLimiter(points: number) {
  const limiter = new RateLimiterMemory({ points, duration: 60 });
  const writes: number[] = [];
  const consume = limiter.consume.bind(limiter);
  limiter.consume = (key: string | number, n?: number) => {
    writes.push(n ?? 1);
    return consume(key, n);
  };
  return { limiter, writes };
}

const limits = (limiter: RateLimiterMemory, lease: RateLimitLease = DEFAULT_LEASE) =>
  new AbuseLimits(
    {
      failuresByAddress: new RateLimiterMemory({ points: 10, duration: 60 }),
      failuresByPrefix: new RateLimiterMemory({ points: 10, duration: 60 }),
      requestsByEnvironment: limiter,
    },
    createLogger('silent'),
    lease,
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("unit: the per-environment request rate limit's writes to the store", () => {
  it('a lone request is written at once (other processes see it in one round trip)', async () => {
    const { limiter, writes } = countingLimiter(1_000);
    limits(limiter).admitEnvironmentRequest('env_1');
    await sleep(1);
    expect(writes).to.deep.equal([1]);
  });

  it('requests arriving while a count is written are written together by the next count: one write at a time', async () => {
    const { limiter, writes } = countingLimiter(1_000_000);
    const abuse = limits(limiter);
    for (let i = 0; i < 1_000; i++) abuse.admitEnvironmentRequest('env_busy');
    await sleep(20);
    // The second write also counts a lease ahead (the rate is high and the store said plenty remains).
    expect(writes).to.have.length(2);
    expect(writes[0]).to.equal(1);
    expect(writes[1]).to.be.within(999 + 1, 999 + 1_000);
  });

  it('at a steady rate one store write covers many requests, and the store never counts fewer than were admitted', async () => {
    const { limiter, writes } = countingLimiter(1_000_000);
    const abuse = limits(limiter);
    for (let i = 0; i < 2_000; i++) {
      abuse.admitEnvironmentRequest('env_steady');
      if (i % 10 === 9) await sleep(1); // about one request per 0.1 ms, each batch after the previous counts came back
      const counted = writes.reduce((a, b) => a + b, 0);
      expect(counted, 'counted in the store (or being written) >= admitted').to.be.at.least(i + 1 - 10);
    }
    expect(writes.length, `${writes.length} writes for 2000 requests`).to.be.below(2_000 / 20);
  });

  it('two processes sharing one count admit about the limit together: leases never add to it', async () => {
    const { limiter } = countingLimiter(300);
    const [a, b] = [limits(limiter), limits(limiter)];
    let admitted = 0;
    for (let round = 0; round < 60; round++) {
      for (const p of [a, b])
        for (let i = 0; i < 5; i++) {
          try {
            p.admitEnvironmentRequest('env_shared');
            admitted++;
          } catch (e) {
            expect((e as PlugboardError).code).to.equal('RATE_LIMITED');
          }
        }
      await sleep(2);
    }
    // Leases never add to the limit: past it only by requests admitted while their count was in flight (at most a
    // round's 5 per process here, as before leases); below it by little (a lease refused at the limit goes back).
    expect(admitted).to.be.within(290, 300 + 2 * 5);
  });

  it("a lease's unused slots go back to the store once the process is quiet, so another process can use them", async () => {
    const { limiter } = countingLimiter(1_000);
    const abuse = limits(limiter);
    for (let i = 0; i < 200; i++) {
      abuse.admitEnvironmentRequest('env_quiet');
      if (i % 10 === 9) await sleep(1);
    }
    await sleep(5);
    const leasedAhead = (await limiter.get('env_quiet'))!.consumedPoints - 200;
    expect(leasedAhead, 'counted ahead while busy').to.be.above(0);
    await sleep(DEFAULT_LEASE.idleMs * 3);
    expect((await limiter.get('env_quiet'))!.consumedPoints).to.equal(200);
  });

  it('the lease follows its settings: its size, its bound and when it goes back (PLUGBOARD_RATE_LIMIT_LEASE_*)', async () => {
    const busy = async (lease: RateLimitLease, environmentId: string) => {
      const { limiter } = countingLimiter(1_000);
      const abuse = limits(limiter, lease);
      abuse.admitEnvironmentRequest(environmentId);
      await sleep(5); // counted alone: the store said 999 remain
      // 100 at once (about 1,000 a second): the first is written at once, the other 99 together when it returns, each
      // write with a lease ahead as the settings say.
      for (let i = 0; i < 100; i++) abuse.admitEnvironmentRequest(environmentId);
      await sleep(5);
      return { limiter, leasedAhead: (await limiter.get(environmentId))!.consumedPoints - 101 };
    };
    // The defaults: about a second of the rate, at most half of what remains.
    expect((await busy(DEFAULT_LEASE, 'env_default_lease')).leasedAhead).to.be.above(100);
    // aheadMs 0: nothing counted ahead, each count is what was admitted.
    expect((await busy({ ...DEFAULT_LEASE, aheadMs: 0 }, 'env_no_lease')).leasedAhead).to.equal(0);
    // maxSlots bounds a lease however high the rate (two writes, at most 3 ahead each).
    expect((await busy({ ...DEFAULT_LEASE, maxSlots: 3 }, 'env_small_lease')).leasedAhead).to.be.within(1, 6);
    // idleMs: the unused slots go back after this long without requests (well before the default 250 ms).
    const quick = await busy({ ...DEFAULT_LEASE, idleMs: 20 }, 'env_quick_return');
    expect(quick.leasedAhead).to.be.above(100);
    await sleep(100);
    expect((await quick.limiter.get('env_quick_return'))!.consumedPoints).to.equal(101);
  });

  it('within one process the limit holds while counts are pending: requests past what the store said remains are refused', async () => {
    const { limiter } = countingLimiter(30);
    const abuse = limits(limiter);
    abuse.admitEnvironmentRequest('env_2');
    await sleep(5); // the first count came back: 29 remain
    let refused = 0;
    for (let i = 0; i < 40; i++) {
      try {
        abuse.admitEnvironmentRequest('env_2');
      } catch (e) {
        expect(e).to.be.instanceOf(PlugboardError);
        expect((e as PlugboardError).code).to.equal('RATE_LIMITED');
        refused++;
      }
    }
    expect(refused).to.equal(40 - 29);
  });
});

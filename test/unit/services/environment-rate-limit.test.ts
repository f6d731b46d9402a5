import { expect } from 'chai';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { PlugboardError } from '../../../src/errors/plugboard-error.js';
import { createLogger } from '../../../src/log/logger.js';
import { AbuseLimits } from '../../../src/services/limits/abuse-limits.js';

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

const limits = (limiter: RateLimiterMemory) =>
  new AbuseLimits(
    {
      failuresByAddress: new RateLimiterMemory({ points: 10, duration: 60 }),
      failuresByPrefix: new RateLimiterMemory({ points: 10, duration: 60 }),
      requestsByEnvironment: limiter,
    },
    createLogger('silent'),
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
    expect(writes).to.deep.equal([1, 999]);
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

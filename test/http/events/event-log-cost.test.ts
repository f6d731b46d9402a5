import { expect } from 'chai';
import { measureEventLog } from '../../../scripts/bench/event-log-cost.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

/**
 * `npm run bench:event-log` in its short form (BENCH_SHORT): a page of the event log costs the same at 500 and at
 * 5,000 events. Compared are the fastest of 9 samples at each size (the least disturbed by a busy machine): a page
 * that scanned the log cost 5-10 times more at ten times the size (issue 32: 48 / 450 ms at 1k / 10k events).
 */
describe('http: an event log page costs the same at any size of the log (bench:event-log, short)', function () {
  this.timeout(300_000);
  let gw: TestGateway;
  before(async () => {
    gw = await startTestGateway();
  });
  after(async () => {
    await gw?.close();
  });

  it('a page at 5,000 events costs under 3 times a page at 500, from the middle of the log and at its end', async () => {
    const f = await measureEventLog(gw.gateway.core, gw.url, { sizes: [500, 5000], samples: 9 });
    const [small, large] = [f.costs[0]!, f.costs[1]!];
    const figures = f.costs
      .map((c) => `${c.size} events: middle ${c.pageMinMs.toFixed(1)} ms, last page ${c.tailMinMs.toFixed(1)} ms`)
      .join('; ');
    console.log(`      fastest pages: ${figures}`);
    expect(large.pageMinMs / small.pageMinMs, `middle page; ${figures}`).to.be.below(3);
    expect(large.tailMinMs / small.tailMinMs, `last page; ${figures}`).to.be.below(3);
  });
});

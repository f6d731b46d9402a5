import type { LookupFunction } from 'node:net';
import { expect } from 'chai';
import { isRefusedByAgent, refusedHostReason, refusingLookup } from '../../../src/services/webhooks/webhook-target-policy.js';

/** A resolver that answers `address` for every name, as a hostile DNS server may. */
const answering = (address: string, family: number): LookupFunction =>
  ((_host: string, options: { all?: boolean }, cb: (...a: unknown[]) => void) => {
    if (options.all) cb(null, [{ address, family }]);
    else cb(null, address, family);
  }) as unknown as LookupFunction;

const lookup = (fn: LookupFunction, all: boolean) =>
  new Promise<{ err: Error | null; address: unknown }>((resolve) => {
    fn('hooks.example.com', { all }, (err, address) => {
      resolve({ err, address });
    });
  });

describe('unit: webhook target policy (IPv4 inside IPv6)', () => {
  it('judges IPv4-compatible IPv6 (::a.b.c.d, which the URL parser writes ::7f00:1) as the IPv4 it carries', () => {
    for (const host of ['[::7f00:1]', '[::a9fe:a9fe]', '[::a00:7]', '[::ffff:7f00:1]', '[::1]', '[::]'])
      expect(refusedHostReason(host), host).to.be.a('string');
    expect(refusedHostReason(new URL('http://[::127.0.0.1]/').hostname)).to.match(/non-public/);
    expect(refusedHostReason('[2606:4700::6810:84e5]')).to.equal(null);
    expect(refusedHostReason('[::808:808]')).to.equal(null); // ::8.8.8.8 carries a public address
  });

  it('refuses a DNS answer in ::/96 after resolution, in the words the delivery log reports as a refused target', async () => {
    for (const all of [false, true]) {
      const refused = await lookup(refusingLookup(answering('::7f00:1', 6)), all);
      expect(refused.err, `all=${all}`).to.be.instanceOf(Error);
      expect(isRefusedByAgent(refused.err!)).to.equal(true);
      const passed = await lookup(refusingLookup(answering('2606:4700::6810:84e5', 6)), all);
      expect(passed.err).to.equal(null);
    }
  });
});

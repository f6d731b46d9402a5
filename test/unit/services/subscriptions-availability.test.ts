import { expect } from 'chai';
import { subscriptionsUnavailableReason } from '../../../src/services/subscriptions/public-inbound-url.js';

describe('unit: when connections can be subscribed to their tool (PUBLIC_BASE_URL, PLUGBOARD_TOOL_SUBSCRIPTIONS)', () => {
  it('auto subscribes only when the tool can reach PUBLIC_BASE_URL (a public host)', () => {
    expect(subscriptionsUnavailableReason('https://plugboard.example.com', 'auto')).to.equal(null);
    for (const url of ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://10.1.2.3', 'http://[::1]:8080', 'http://gateway']) {
      const reason = subscriptionsUnavailableReason(url, 'auto');
      expect(reason, url).to.be.a('string');
      expect(reason, url).to.contain(`PUBLIC_BASE_URL (${url}) is not reachable by the tool`);
    }
  });

  it('on subscribes whatever the address (a tunnel, loopback fakes); off never', () => {
    expect(subscriptionsUnavailableReason('http://127.0.0.1:3000', 'on')).to.equal(null);
    expect(subscriptionsUnavailableReason('https://plugboard.example.com', 'off')).to.match(/PLUGBOARD_TOOL_SUBSCRIPTIONS=off/);
  });
});

import { expect } from 'chai';
import { MetricsService } from '../../../src/services/observability/metrics-service.js';
import { Telemetry } from '../../../src/services/observability/telemetry.js';

const metrics = (token: string | undefined, closedWithoutToken: boolean) =>
  new MetricsService(new Telemetry(), { token, closedWithoutToken, queueDepth: () => Promise.resolve({}) });

describe('services: who may scrape GET /metrics', () => {
  it('on loopback without a token: open (npm start on 127.0.0.1 is unchanged)', () => {
    expect(metrics(undefined, false).accepts(undefined)).to.equal(true);
  });

  it('beyond loopback without a token: closed, and the refusal says why and what to set', () => {
    const m = metrics(undefined, true);
    expect(m.accepts(undefined)).to.equal(false);
    expect(m.accepts('Bearer anything-at-all-here')).to.equal(false);
    expect(m.refusal).to.contain('PLUGBOARD_METRICS_TOKEN is not set');
  });

  it('with a token, wherever it listens: only that bearer token', () => {
    for (const closed of [false, true]) {
      const m = metrics('s3cret-metrics-token', closed);
      expect(m.accepts('Bearer s3cret-metrics-token')).to.equal(true);
      expect(m.accepts('Bearer wrong-metrics-token!')).to.equal(false);
      expect(m.accepts(undefined)).to.equal(false);
    }
  });
});

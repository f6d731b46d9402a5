import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../../src/config/load-config.js';

describe('config: environment variables', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c.port).to.equal(8080);
    expect(c.host).to.equal('127.0.0.1');
    expect(c.dataDir).to.equal('/srv/app/.data');
    expect(c.mongodbUri).to.equal(undefined);
    expect(c.publicBaseUrl).to.equal('http://127.0.0.1:8080');
    expect(c.jobsEnabled).to.equal(true);
  });

  it('reads and coerces values', () => {
    const c = loadConfig({
      PORT: '9000',
      MONGODB_URI: 'mongodb://db:27017',
      PUBLIC_BASE_URL: 'https://pb.example.com/',
      PLUGBOARD_JOBS: 'false',
    });
    expect(c.port).to.equal(9000);
    expect(c.mongodbUri).to.equal('mongodb://db:27017');
    expect(c.publicBaseUrl).to.equal('https://pb.example.com');
    expect(c.jobsEnabled).to.equal(false);
  });

  it('reports every bad variable at once, naming each, without echoing secrets', () => {
    let err: ConfigError | undefined;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', PLUGBOARD_MASTER_KEY: 'short-secret', MONGODB_URI: 'postgres://x' });
    } catch (e) {
      err = e as ConfigError;
    }
    expect(err).to.be.instanceOf(ConfigError);
    const text = err!.message;
    expect(text).to.contain('PORT must be integer (got "eighty")');
    expect(text).to.contain('LOG_LEVEL must be equal to one of the allowed values');
    expect(text).to.contain('PLUGBOARD_MASTER_KEY');
    expect(text).to.contain('MONGODB_URI');
    expect(text).to.not.contain('short-secret');
    expect(err!.problems).to.have.length(4);
  });

  it('rejects JSON options that are not objects', () => {
    expect(() => loadConfig({ PLUGBOARD_CONNECTOR_HOSTS: '[1,2]' })).to.throw(
      ConfigError,
      'PLUGBOARD_CONNECTOR_HOSTS must be a JSON object',
    );
  });
});

describe('config: PLUGBOARD_TRUST_PROXY (express trust proxy)', () => {
  it('is off by default and takes a hop count or a list of addresses, subnets and names', () => {
    expect(loadConfig({}).http.trustProxy).to.equal(false);
    expect(loadConfig({ PLUGBOARD_TRUST_PROXY: 'false' }).http.trustProxy).to.equal(false);
    expect(loadConfig({ PLUGBOARD_TRUST_PROXY: '0' }).http.trustProxy).to.equal(false);
    expect(loadConfig({ PLUGBOARD_TRUST_PROXY: '2' }).http.trustProxy).to.equal(2);
    expect(loadConfig({ PLUGBOARD_TRUST_PROXY: 'loopback, 10.0.0.0/8 ,uniquelocal' }).http.trustProxy).to.deep.equal([
      'loopback',
      '10.0.0.0/8',
      'uniquelocal',
    ]);
  });

  it('refuses true (every hop trusted: any client could choose its own address)', () => {
    expect(() => loadConfig({ PLUGBOARD_TRUST_PROXY: 'true' })).to.throw(ConfigError, /PLUGBOARD_TRUST_PROXY=true would trust every hop/);
  });
});

describe('config: a HOST beyond loopback closes /metrics without a token', () => {
  it('loopback hosts stay as they were; every other host (the Docker image listens on 0.0.0.0) is beyond loopback', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', 'localhost', '::ffff:127.0.0.1'])
      expect(loadConfig({ HOST: host }).listensBeyondLoopback, host).to.equal(false);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.10', 'gateway.internal', '::ffff:10.0.0.1'])
      expect(loadConfig({ HOST: host }).listensBeyondLoopback, host).to.equal(true);
  });
});

describe('config: operational tunables (outbox back-pressure, rate-limit lease, sync pauses, batching)', () => {
  it('defaults to the values the code held as constants', () => {
    const c = loadConfig({});
    expect(c.jobs).to.include({
      webhookBacklogMax: 10_000,
      webhookBacklogReadMs: 1_000,
      webhookHeldMax: 500,
      webhookBackPressureWaitMs: 10_000,
      webhookHandoffSearchMs: 30_000,
      webhookMaxParkMs: 600_000,
      webhookRemoveBatch: 500,
      webhookRemoveAfterMs: 5_000,
      syncRetryMs: 30_000,
      syncNoModelsIntervalMs: 86_400_000,
      syncFailingAfter: 3,
    });
    expect(c.limits.rateLimitLease).to.deep.equal({ aheadMs: 1_000, maxSlots: 1_000, idleMs: 250 });
    expect(c.dashboard.activityFlushMs).to.equal(2_000);
  });

  it('reads each from its variable', () => {
    const c = loadConfig({
      PLUGBOARD_WEBHOOK_BACKLOG_MAX: '50000',
      PLUGBOARD_WEBHOOK_BACKLOG_READ_MS: '5000',
      PLUGBOARD_WEBHOOK_HELD_MAX: '100',
      PLUGBOARD_WEBHOOK_BACK_PRESSURE_WAIT_MS: '0',
      PLUGBOARD_WEBHOOK_HANDOFF_SEARCH_MS: '5000',
      PLUGBOARD_WEBHOOK_MAX_PARK_MS: '3600000',
      PLUGBOARD_WEBHOOK_REMOVE_BATCH: '50',
      PLUGBOARD_WEBHOOK_REMOVE_AFTER_MS: '200',
      PLUGBOARD_SYNC_RETRY_MS: '5000',
      PLUGBOARD_SYNC_NO_MODELS_INTERVAL_MS: '3600000',
      PLUGBOARD_SYNC_FAILING_AFTER: '10',
      PLUGBOARD_RATE_LIMIT_LEASE_MS: '0',
      PLUGBOARD_RATE_LIMIT_LEASE_MAX: '20',
      PLUGBOARD_RATE_LIMIT_LEASE_IDLE_MS: '1000',
      PLUGBOARD_ACTIVITY_FLUSH_MS: '500',
    });
    expect(c.jobs).to.include({
      webhookBacklogMax: 50_000,
      webhookBacklogReadMs: 5_000,
      webhookHeldMax: 100,
      webhookBackPressureWaitMs: 0,
      webhookHandoffSearchMs: 5_000,
      webhookMaxParkMs: 3_600_000,
      webhookRemoveBatch: 50,
      webhookRemoveAfterMs: 200,
      syncRetryMs: 5_000,
      syncNoModelsIntervalMs: 3_600_000,
      syncFailingAfter: 10,
    });
    expect(c.limits.rateLimitLease).to.deep.equal({ aheadMs: 0, maxSlots: 20, idleMs: 1_000 });
    expect(c.dashboard.activityFlushMs).to.equal(500);
  });

  it('refuses values out of their bounds or not integers, every one named in one error', () => {
    let err: ConfigError | undefined;
    try {
      loadConfig({
        PLUGBOARD_WEBHOOK_BACKLOG_MAX: '0',
        PLUGBOARD_WEBHOOK_HELD_MAX: '1.5',
        PLUGBOARD_RATE_LIMIT_LEASE_MS: '20000',
        PLUGBOARD_RATE_LIMIT_LEASE_IDLE_MS: '5',
        PLUGBOARD_SYNC_NO_MODELS_INTERVAL_MS: '1000',
        PLUGBOARD_SYNC_FAILING_AFTER: '0',
        PLUGBOARD_ACTIVITY_FLUSH_MS: 'soon',
        PLUGBOARD_WEBHOOK_REMOVE_BATCH: '10000',
      });
    } catch (e) {
      err = e as ConfigError;
    }
    expect(err).to.be.instanceOf(ConfigError);
    expect(err!.problems).to.deep.equal([
      'PLUGBOARD_WEBHOOK_REMOVE_BATCH must be <= 5000 (got "10000")',
      'PLUGBOARD_WEBHOOK_BACKLOG_MAX must be >= 1 (got "0")',
      'PLUGBOARD_WEBHOOK_HELD_MAX must be integer (got "1.5")',
      'PLUGBOARD_SYNC_NO_MODELS_INTERVAL_MS must be >= 60000 (got "1000")',
      'PLUGBOARD_SYNC_FAILING_AFTER must be >= 1 (got "0")',
      'PLUGBOARD_ACTIVITY_FLUSH_MS must be integer (got "soon")',
      'PLUGBOARD_RATE_LIMIT_LEASE_MS must be <= 10000 (got "20000")',
      'PLUGBOARD_RATE_LIMIT_LEASE_IDLE_MS must be >= 10 (got "5")',
    ]);
  });

  it("refuses a webhook's first parking longer than the longest parking", () => {
    expect(() => loadConfig({ PLUGBOARD_WEBHOOK_PARK_MS: '120000', PLUGBOARD_WEBHOOK_MAX_PARK_MS: '60000' })).to.throw(
      ConfigError,
      'PLUGBOARD_WEBHOOK_PARK_MS (120000) must not exceed PLUGBOARD_WEBHOOK_MAX_PARK_MS (60000)',
    );
  });
});

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

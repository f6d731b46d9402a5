import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { KmsKeyProvider, LocalKms } from '../../../src/crypto/key-provider.js';
import { SecretBox } from '../../../src/crypto/secret-box.js';
import { call } from '../../support/http-client.js';
import { startTestGateway, type TestGateway } from '../../support/start-gateway.js';

/**
 * A gateway whose master key is a data key wrapped by a (local) KMS, kept outside the data folder: /healthz and
 * /metrics name the key in use (its id, as in every sealed value, and the provider), never the key itself.
 */
describe('http: the master key from a KMS, named in health and metrics', () => {
  let gw: TestGateway;
  let dir: string;

  before(async function () {
    this.timeout(60_000);
    dir = await mkdtemp(path.join(os.tmpdir(), 'pb-kms-'));
    await writeFile(path.join(dir, 'kms-keys.json'), JSON.stringify({ current: 'v1', keys: { v1: randomBytes(32).toString('hex') } }));
    gw = await startTestGateway({
      PLUGBOARD_MASTER_KEY_WRAPPED_FILE: path.join(dir, 'master.key.wrapped'),
      PLUGBOARD_LOCAL_KMS_KEYS_FILE: path.join(dir, 'kms-keys.json'),
    });
  });
  after(async () => {
    await gw?.close();
  });

  it('seals with the unwrapped data key and names it (id, provider kms) in /healthz and /metrics, never the key', async () => {
    const key = await new KmsKeyProvider(new LocalKms(path.join(dir, 'kms-keys.json')), path.join(dir, 'master.key.wrapped')).masterKey();
    const id = new SecretBox(key).currentKeyId;
    expect(gw.gateway.core.internals.box.currentKeyId).to.equal(id);

    const health = await call(gw.url, 'GET', '/healthz');
    expect(health.status).to.equal(200);
    expect(health.body.masterKey).to.deep.equal({ id, provider: 'kms' });
    const metrics = await call(gw.url, 'GET', '/metrics');
    expect(metrics.text).to.contain(`plugboard_master_key_info{key_id="${id}",provider="kms"} 1`);
    for (const text of [health.text, metrics.text]) {
      expect(text).not.to.contain(key.toString('hex'));
      expect(text).not.to.contain(key.toString('base64'));
    }
    expect(await readFile(path.join(dir, 'master.key.wrapped'), 'utf8')).to.match(/^kms1\.v1\./);
  });
});

import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bootCore } from '../../src/composition/boot.js';
import { loadConfig } from '../../src/config/load-config.js';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { createLogger } from '../../src/log/logger.js';
import { SEALED_FIELDS } from '../../src/services/keys/key-rotation-service.js';
import { ensureBuilt, runCompiled, testProcessEnv, type CompiledProcess } from '../support/compiled-process.js';
import { FakePipedrive } from '../support/fake-tools/fake-pipedrive.js';
import { seedConnection, seedProject } from '../support/seed.js';

const PD_TOKEN = 'pd-rewrap-token';

/**
 * Rotating the local KMS's key-encryption key of a running set-up (docs/deploy.md, "Keeping the key outside the data
 * folder"): a compiled gateway whose master key is kept only wrapped (envelope encryption) serves a connection; a new
 * KMS key version is made current and `plugboard admin keys rewrap` runs beside it. The wrapped data key changes,
 * no sealed value does; the running gateway keeps working, and once the old version is removed a restarted gateway
 * opens everything with the same master key (same id in /healthz) and the connection still reaches its tool.
 */
describe('plugboard admin keys rewrap (compiled): the KMS key rotated under a running gateway, sealed data untouched', function () {
  this.timeout(180_000);
  let dir: string;
  let pd: FakePipedrive;
  let gateway: CompiledProcess | undefined;
  before(async () => {
    ensureBuilt();
    dir = await mkdtemp(path.join(os.tmpdir(), 'pb-rewrap-'));
    pd = await new FakePipedrive(PD_TOKEN).start();
  });
  after(async () => {
    await gateway?.stop();
    await pd?.server.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('rewraps the data key under v2 while the gateway runs; after v1 is removed a restart opens everything and the connection works', async () => {
    const kmsFile = path.join(dir, 'kms-keys.json');
    const wrappedFile = path.join(dir, 'master.wrapped');
    const v1 = randomBytes(32).toString('hex');
    const v2 = randomBytes(32).toString('hex');
    await writeFile(kmsFile, JSON.stringify({ current: 'v1', keys: { v1 } }));
    const env = testProcessEnv({
      PLUGBOARD_MASTER_KEY_WRAPPED_FILE: wrappedFile,
      PLUGBOARD_LOCAL_KMS_KEYS_FILE: kmsFile,
      PLUGBOARD_JOBS: 'false',
      PLUGBOARD_CONNECTOR_HOSTS: JSON.stringify({ pipedrive: { api: pd.origin } }),
    });

    // The set-up: a project and a Pipedrive connection, sealed under the master key the KMS wraps (made on first start).
    const core = await bootCore(
      loadConfig({ ...env, PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'connectors') }),
      createLogger('silent'),
    );
    let apiToken: string;
    let accessToken: string;
    const sealedBefore: { collection: string; id: unknown; field: string; value: string }[] = [];
    try {
      const project = await seedProject(core, 'Rewrap');
      apiToken = project.dev.apiToken;
      ({ accessToken } = await seedConnection(core, project.dev.env, {
        integrationId: 'pipedrive',
        authMethodId: 'api_token',
        credentials: { type: 'api_key', apiKey: PD_TOKEN },
      }));
      for (const { collection, field } of SEALED_FIELDS)
        for (const d of await core.database.db.collection(collection).find({}).toArray())
          if (typeof d[field] === 'string') sealedBefore.push({ collection, id: d._id, field, value: d[field] });
    } finally {
      await core.close();
    }
    // The lookup key, the two API tokens and the credentials, at least.
    expect(sealedBefore.length).to.be.at.least(4);
    const wrappedV1 = (await readFile(wrappedFile, 'utf8')).trim();
    expect(wrappedV1).to.not.contain(v1);

    const start = async () => {
      gateway = runCompiled('cli/plugboard.js', ['serve'], env);
      const [, url] = await gateway.waitFor(/listening on (http:\/\/\S+)/);
      return url!;
    };
    const persons = (url: string) =>
      fetch(`${url}/api/passthrough`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-svc-api-token': apiToken, 'x-svc-access-token': accessToken },
        body: JSON.stringify({ method: 'GET', path: '/api/v2/persons' }),
      });
    let url = await start();
    const health = (await (await fetch(`${url}/healthz`)).json()) as { masterKey: { id: string; provider: string } };
    expect(health.masterKey.provider).to.equal('kms');
    const seen = pd.server.requests.length;
    expect((await persons(url)).status).to.equal(200);
    expect(pd.server.requests.length, 'the credentials opened and reached Pipedrive').to.be.greaterThan(seen);

    // Rotate the key-encryption key: v2 made current, then rewrap, while the gateway runs.
    await writeFile(kmsFile, JSON.stringify({ current: 'v2', keys: { v1, v2 } }));
    const rewrap = runCompiled('cli/plugboard.js', ['admin', 'keys', 'rewrap'], env);
    expect(await rewrap.exited(), rewrap.output()).to.equal(0);
    expect(JSON.parse(rewrap.output())).to.deep.equal({ keyId: health.masterKey.id, wrappedWith: 'v2' });
    const wrappedV2 = (await readFile(wrappedFile, 'utf8')).trim();
    expect(wrappedV2).to.not.equal(wrappedV1);
    expect(wrappedV2.split('.')[1]).to.equal('v2');
    expect((await persons(url)).status, 'the running gateway keeps working').to.equal(200);

    // The old version goes; a restart unwraps with v2 alone: the same master key, every sealed value as it was.
    await writeFile(kmsFile, JSON.stringify({ current: 'v2', keys: { v2 } }));
    expect(await gateway!.stop()).to.equal(0);
    url = await start();
    const after = (await (await fetch(`${url}/healthz`)).json()) as { masterKey: { id: string; provider: string } };
    expect(after.masterKey).to.deep.equal(health.masterKey);
    const res = await persons(url);
    expect(res.status, await res.clone().text()).to.equal(200);

    const check = await bootCore(
      loadConfig({ ...env, PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'connectors') }),
      createLogger('silent'),
    );
    try {
      for (const { collection, id, field, value } of sealedBefore) {
        const doc = await check.database.db.collection(collection).findOne({ _id: id as never });
        expect(doc?.[field], `${collection}.${field} untouched`).to.equal(value);
      }
      await check.database.db.dropDatabase();
    } finally {
      await check.close();
    }
  });
});

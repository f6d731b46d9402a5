import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { bootCore, type Core } from '../../src/composition/boot.js';
import { loadConfig } from '../../src/config/load-config.js';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { SecretBox } from '../../src/crypto/secret-box.js';
import { createLogger } from '../../src/log/logger.js';
import { VERIFIER_CONTEXT } from '../../src/services/connect/connect-service.js';
import { SEALED_FIELDS } from '../../src/services/keys/key-rotation-service.js';
import { COLLECTIONS } from '../../src/store/collections.js';
import { seedConnection, seedProject } from '../support/seed.js';
import { ensureBuilt, runCompiled, testProcessEnv } from '../support/compiled-process.js';
import { CLI_OPERATOR } from '../../src/services/audit/audit-recorder.js';

const KEY_A = randomBytes(32).toString('hex');
const KEY_B = randomBytes(32).toString('hex');
const KEY_C = randomBytes(32).toString('base64');

describe('master key rotation (admin keys rotate)', function () {
  this.timeout(180_000);
  const dbName = `t_${randomBytes(6).toString('hex')}`;
  const boot = (env: Record<string, string>) => {
    const dataDir = process.env.PLUGBOARD_TEST_DATA_DIR!;
    const config = loadConfig({
      PLUGBOARD_DATA_DIR: dataDir,
      MONGODB_DB: dbName,
      PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'connectors'),
      ...(process.env.MONGODB_URI ? { MONGODB_URI: process.env.MONGODB_URI } : {}),
      ...env,
    });
    return bootCore(config, createLogger('silent'));
  };
  const secrets = {
    apiToken: '',
    accessToken: '',
    connectionId: '',
    projectId: '',
    oauthAppId: '',
    verifier: 'pkce-verifier-' + 'x'.repeat(40),
  };
  const credentials = { type: 'api_key', apiKey: `key-${randomBytes(12).toString('hex')}` };
  const clientSecret = `secret-${randomBytes(12).toString('hex')}`;

  /** Every secret opens and every token still finds its owner (the lookup key survives rotations). */
  async function expectAllReadable(core: Core): Promise<void> {
    const env = await core.services.authContext.environmentForApiToken(secrets.apiToken);
    expect(env?.projectId).to.equal(secrets.projectId);
    expect(core.services.projects.revealApiToken(env!)).to.equal(secrets.apiToken);
    const conn = await core.services.connections.get(env!, secrets.connectionId);
    expect(core.services.connections.revealCredentials(conn)).to.deep.equal(credentials);
    expect((await core.services.authContext.connectionForAccessToken(secrets.accessToken))?.id).to.equal(secrets.connectionId);
    const selected = await core.services.oauthApps.select(env!.id, 'hubspot', secrets.oauthAppId);
    expect(selected.client.clientSecret).to.equal(clientSecret);
    const session = await core.database.db.collection(COLLECTIONS.authSessions).findOne({ _id: 'rotation-test' as never });
    expect(core.internals.box.open(session!.verifierSealed as string, VERIFIER_CONTEXT)).to.equal(secrets.verifier);
  }

  async function keyIds(core: Core): Promise<string[]> {
    const ids: string[] = [];
    for (const { collection, field } of SEALED_FIELDS) {
      for (const doc of await core.database.db.collection(collection).find({}).toArray()) {
        if (typeof doc[field] === 'string') ids.push(SecretBox.keyIdOf(doc[field]) ?? 'v1');
      }
    }
    return ids;
  }

  before(async () => {
    const core = await boot({ PLUGBOARD_MASTER_KEY: KEY_A });
    try {
      const project = await seedProject(core, 'Rotation');
      secrets.projectId = project.projectId;
      secrets.apiToken = project.dev.apiToken;
      const conn = await seedConnection(core, project.dev.env, { integrationId: 'aircall', authMethodId: 'api_key', credentials });
      [secrets.connectionId, secrets.accessToken] = [conn.connectionId, conn.accessToken];
      const app = await core.services.oauthApps.create(
        project.dev.env,
        { integrationId: 'hubspot', clientId: 'client-1', clientSecret },
        core.services.audit.as(CLI_OPERATOR),
      );
      secrets.oauthAppId = app.id;
      await core.database.db
        .collection(COLLECTIONS.authSessions)
        .insertOne({ _id: 'rotation-test' as never, verifierSealed: core.internals.box.seal(secrets.verifier, VERIFIER_CONTEXT) });
      await expectAllReadable(core);
    } finally {
      await core.close();
    }
  });
  after(async () => {
    const core = await boot({ PLUGBOARD_MASTER_KEY: KEY_C });
    await core.database.db.dropDatabase();
    await core.close();
  });

  it('stopped half-way loses nothing; a second run completes; then the old key is no longer needed', async () => {
    const core = await boot({ PLUGBOARD_MASTER_KEY: KEY_B, PLUGBOARD_PREVIOUS_MASTER_KEYS: KEY_A });
    try {
      const idA = new SecretBox(Buffer.from(KEY_A, 'hex')).currentKeyId;
      const idB = core.internals.box.currentKeyId;
      const before = await keyIds(core);
      // lookup key, 2 API tokens, credentials, client secret, PKCE verifier: one value of every sealed field
      expect(before).to.have.length(6);
      expect(new Set(before)).to.deep.equal(new Set([idA]));

      const first = await core.services.keys.rotate(core.services.audit.as(CLI_OPERATOR), { maxValues: 3 }); // interrupted: 3 of 6
      expect(first).to.include({ resealed: 3, complete: false, keyId: idB });
      const mixed = await keyIds(core);
      expect(mixed.filter((id) => id === idB)).to.have.length(3);
      expect(mixed.filter((id) => id === idA)).to.have.length(3);
      await expectAllReadable(core);

      const second = await core.services.keys.rotate(core.services.audit.as(CLI_OPERATOR));
      expect(second).to.include({ resealed: 3, alreadyCurrent: 3, skipped: 0, complete: true });
      expect(new Set(await keyIds(core))).to.deep.equal(new Set([idB]));
    } finally {
      await core.close();
    }
    const withoutOld = await boot({ PLUGBOARD_MASTER_KEY: KEY_B });
    try {
      await expectAllReadable(withoutOld);
    } finally {
      await withoutOld.close();
    }
  });

  it('runs from the compiled command: plugboard admin keys rotate', async () => {
    ensureBuilt();
    const env = testProcessEnv({ MONGODB_DB: dbName, PLUGBOARD_MASTER_KEY: KEY_C, PLUGBOARD_PREVIOUS_MASTER_KEYS: `${KEY_A},${KEY_B}` });
    const run = runCompiled('cli/plugboard.js', ['admin', 'keys', 'rotate'], env);
    expect(await run.exited()).to.equal(0);
    expect(JSON.parse(run.output())).to.include({ resealed: 6, alreadyCurrent: 0, complete: true });
    const core = await boot({ PLUGBOARD_MASTER_KEY: KEY_C });
    try {
      await expectAllReadable(core);
    } finally {
      await core.close();
    }
  });
});

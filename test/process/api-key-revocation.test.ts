import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { bootCore, type Core } from '../../src/composition/boot.js';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { loadConfig } from '../../src/config/load-config.js';
import { createLogger } from '../../src/log/logger.js';
import { ensureBuilt, runCompiled } from '../support/compiled-process.js';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process.js';
import { post } from '../support/http-client.js';
import { seedProject, type SeededProject } from '../support/seed.js';
import { startSharedStore, type SharedStore } from '../support/shared-store.js';

/** A request a loop sent to a gateway: when it left, and the answer's status and code. */
interface Sent {
  at: number;
  status: number;
  code?: string;
}

/**
 * Revocation across processes: two compiled gateways (`plugboard serve --role api`) share one store
 * (mongo-java-server). Gateway B serves a key continuously (its token lookup cache hot) while the key is revoked
 * through gateway A's API, or by `plugboard admin api-keys revoke`, or rotated without grace. Every request B
 * receives after the revocation answered is refused with 401 API_KEY_REVOKED: the lookup cache keeps no revoked
 * key alive in another process.
 */
describe('API keys across processes: a revocation on one gateway holds on the other at once', function () {
  this.timeout(300_000);
  let store: SharedStore;
  let dataDir: string;
  let core: Core;
  let a: GatewayProcess;
  let b: GatewayProcess;
  let acme: SeededProject;
  let env: Record<string, string>;

  before(async () => {
    [store, dataDir] = await Promise.all([startSharedStore(), mkdtemp(path.join(os.tmpdir(), 'plugboard-keys-'))]);
    env = {
      MONGODB_URI: store.uri,
      MONGODB_DB: `keys_${randomBytes(4).toString('hex')}`,
      PLUGBOARD_MASTER_KEY: randomBytes(32).toString('hex'),
      PLUGBOARD_DATA_DIR: dataDir,
      PLUGBOARD_CONNECTORS_DIR: path.join(PACKAGE_ROOT, 'connectors'),
      PLUGBOARD_JOBS: 'false',
      PLUGBOARD_RATE_LIMIT_PER_MINUTE: '1000000',
    };
    ensureBuilt();
    [a, b] = await Promise.all([startGatewayProcess('api', env), startGatewayProcess('api', env)]);
    core = await bootCore(loadConfig({ ...env, PLUGBOARD_ROLE: 'api', LOG_LEVEL: 'silent' }), createLogger('silent'));
    acme = await seedProject(core, 'Acme');
  });

  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await core?.close();
    await store?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const read = (gw: GatewayProcess, token: string) => post(gw.url, '/api/connect-settings/get', {}, { 'x-svc-api-token': token });
  const admin = (gw: GatewayProcess, p: string, body: unknown) => post(gw.url, p, body, { 'x-svc-api-token': acme.dev.apiToken });
  const cli = async (args: string[]) => {
    const p = runCompiled('cli/plugboard.js', ['admin', 'api-keys', ...args, '--project', acme.projectId, '--env', 'development'], {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      ...env,
    });
    const code = await p.exited();
    expect(code, p.output()).to.equal(0);
    return JSON.parse(p.output()) as Record<string, any>;
  };

  /** Sends requests with `token` to `gw` one after another until stopped, recording each. */
  function keepUsing(gw: GatewayProcess, token: string) {
    const sent: Sent[] = [];
    let running = true;
    const loop = (async () => {
      while (running) {
        const at = performance.now();
        const res = await read(gw, token);
        sent.push({ at, status: res.status, ...(res.body?.error ? { code: res.body.error.code as string } : {}) });
      }
    })();
    return {
      sent,
      async stop() {
        running = false;
        await loop;
      },
    };
  }

  /** B served the key (cache hot) up to the change; every request B got after `answeredAt` was refused. */
  async function expectRefusedFrom(answeredAt: number, using: ReturnType<typeof keepUsing>, token: string) {
    const right = await read(b, token);
    await using.stop();
    expect(right.status, right.text).to.equal(401);
    expect(right.body.error.code).to.equal('API_KEY_REVOKED');
    const before = using.sent.filter((s) => s.at < answeredAt - 2_000);
    const after = using.sent.filter((s) => s.at >= answeredAt);
    expect(before.length, 'B served the key before the change').to.be.greaterThan(0);
    expect(before.every((s) => s.status === 200)).to.equal(true);
    expect(after.length, 'requests sent after the answer').to.be.greaterThan(0);
    expect(after.filter((s) => s.code !== 'API_KEY_REVOKED')).to.deep.equal([]);
  }

  it("revoked through gateway A's API: gateway B refuses the key from the moment A answers", async () => {
    const created = await admin(a, '/api/api-keys/create', { name: 'Two gateways', scopes: ['read'] });
    expect(created.status, created.text).to.equal(200);
    const { secret, apiKey } = created.body.result as { secret: string; apiKey: { id: string } };
    const using = keepUsing(b, secret);
    await new Promise((r) => setTimeout(r, 2_500));
    const revoked = await admin(a, '/api/api-keys/revoke', { id: apiKey.id });
    const answeredAt = performance.now();
    expect(revoked.status, revoked.text).to.equal(200);
    await expectRefusedFrom(answeredAt, using, secret);
  });

  it('revoked by the admin CLI (its own process): both gateways refuse the key once the command answers', async () => {
    const created = await cli(['create', '--name', 'CLI key', '--scopes', 'read,webhooks']);
    const secret = created.secret as string;
    expect(secret).to.match(/^pb_key_/);
    const listed = await cli(['list']);
    expect(JSON.stringify(listed)).to.not.contain(secret);
    expect((listed.apiKeys as { id: string }[]).map((k) => k.id)).to.include(created.apiKey.id);
    expect((await read(a, secret)).status).to.equal(200);
    const using = keepUsing(b, secret);
    await new Promise((r) => setTimeout(r, 2_500));
    await cli(['revoke', '--id', created.apiKey.id as string]);
    const answeredAt = performance.now();
    expect((await read(a, secret)).body.error.code).to.equal('API_KEY_REVOKED');
    await expectRefusedFrom(answeredAt, using, secret);
  });

  it('rotated through gateway A without grace: B refuses the old secret at once and accepts the new one', async () => {
    const created = await admin(a, '/api/api-keys/create', { name: 'Rotated', scopes: ['read'] });
    const { secret, apiKey } = created.body.result as { secret: string; apiKey: { id: string } };
    const using = keepUsing(b, secret);
    await new Promise((r) => setTimeout(r, 2_500));
    const rotated = await admin(a, '/api/api-keys/rotate', { id: apiKey.id });
    const answeredAt = performance.now();
    expect(rotated.status, rotated.text).to.equal(200);
    await expectRefusedFrom(answeredAt, using, secret);
    expect((await read(b, rotated.body.result.secret as string)).status).to.equal(200);
  });
});
